// Odoo's warning on a product put on a line of an order, an invoice or a bill, asked before the
// card as the web client shows it when the user picks the product (versions.ts `lineWarningOf`
// says how each version raises it). 16-18: the line's own onchange, asked for the products whose
// warning is set; a 'block' product is emptied from the line there, so the write is refused before
// any card. 19: the line's computed message, which the form's onchange answers with the lines'
// other fields (no call of its own).
import { said, type Said } from '@/lib/i18n';
import { lineWarningOf, type LineWarning, type OdooClient } from '@/lib/odoo';
import { parseX2many } from '@/lib/odoo/x2many';
import type { LineWarnings, ProductWarning } from './consequence-types';
import { DOCUMENTS, splitValues } from './consequences';
import type { Plan } from './plan';
import type { WriteSpec } from './types';
import { many2oneId, many2oneName } from './values';

type Asked = Extract<LineWarning, { ask: 'onchange' }>;
type Computed = Extract<LineWarning, { ask: 'computed' }>;

/** The products the write puts on `lines`: on the lines it adds and the lines whose product it changes (each once, in order). */
export function productsPut(spec: WriteSpec, lines: string): number[] {
  if (spec.kind !== 'create' && spec.kind !== 'write') return [];
  const put = (parseX2many(spec.values[lines]) ?? []).flatMap((c) => (c.op === 'create' || c.op === 'update' ? [many2oneId(c.values.product_id)] : []));
  return [...new Set(put.filter((id): id is number => id !== undefined))];
}

/**
 * 16-18: the line's onchange on its product, as the web client calls it when the product is picked
 * (the line with its order: `parent` is the new order's values, or the order's id). Only products
 * whose warning is set are asked (one read finds them); Odoo decides whether this user sees it.
 * Round trips: none without products, 1 read, then one onchange per warned product, together.
 */
export async function askLineWarnings(client: OdooClient, rule: Asked, products: number[], parent: unknown): Promise<LineWarnings> {
  if (!products.length) return { warnings: [] };
  const rows = await client.read('product.product', products, ['display_name', rule.selection]);
  const warned = rows.filter((row) => typeof row[rule.selection] === 'string' && row[rule.selection] !== 'no-message');
  const answers = await Promise.all(warned.map(async (row) => ({
    product: typeof row.display_name === 'string' ? row.display_name : `#${row.id}`,
    answer: await client.onchange(rule.lineModel, [], { product_id: row.id, [rule.parent]: parent }, ['product_id'], { fields: ['product_id'] }),
  })));
  const out: LineWarnings = { warnings: [] };
  for (const { product, answer } of answers) {
    const message = answer.warning?.message.trim() ?? '';
    if (message) out.warnings.push({ product, message });
    // Odoo empties the line's product: the web client would never save it, so neither does Weft.
    // A block set without a message (possible through RPC or an import) is refused all the same.
    if (answer.value.product_id === false && !out.refusal) {
      const key = rule.trade === 'sale' ? 'conseq.productBlockedSale' : 'conseq.productBlockedPurchase';
      out.refusal = message ? said(key, { product, message }) : said(`${key}Bare`, { product });
    }
  }
  return out;
}

/**
 * 19, a new document: the lines' computed message (`field`) in the form's onchange answer, for the
 * products the write puts on lines. No call of its own.
 */
export function computedLineWarnings(commands: unknown, field: string, spec: WriteSpec, lines: string): ProductWarning[] {
  const products = new Set(productsPut(spec, lines));
  const found = new Map<number, ProductWarning>();
  for (const command of Array.isArray(commands) ? commands : []) {
    if (!Array.isArray(command) || (command[0] !== 0 && command[0] !== 1) || !command[2] || typeof command[2] !== 'object') continue;
    const values = command[2] as Record<string, unknown>;
    const id = many2oneId(values.product_id);
    const message = values[field];
    if (id === undefined || !products.has(id) || typeof message !== 'string' || !message.trim() || found.has(id)) continue;
    found.set(id, { product: many2oneName(values.product_id) ?? `#${id}`, message });
  }
  return [...found.values()];
}

/**
 * 19, an update: the document's onchange does not send its lines back, so each product is put on a
 * line of the record (`parent`: its id) in the line's own onchange, as the web client does when the
 * user picks it, and the computed message read off the answer. Round trips: 1 read (the names),
 * one onchange per product, together.
 */
export async function askComputedWarnings(client: OdooClient, rule: Computed, products: number[], parent: number): Promise<LineWarnings> {
  const [rows, answers] = await Promise.all([
    client.read('product.product', products, ['display_name']),
    Promise.all(products.map((id) => client.onchange(rule.lineModel, [], { product_id: id, [rule.parent]: parent }, ['product_id'], { fields: [rule.field] }))),
  ]);
  const names = new Map(rows.map((row) => [row.id, typeof row.display_name === 'string' ? row.display_name : `#${row.id}`]));
  const warnings = products.flatMap((id, i) => {
    const message = answers[i]!.value[rule.field];
    return typeof message === 'string' && message.trim() ? [{ product: names.get(id) ?? `#${id}`, message }] : [];
  });
  return { warnings };
}

/**
 * Just before a write runs, card or not (perform.ts): a product Odoo blocks on a line the write puts
 * there (16-18), in words, else undefined. The card's preview asked the same; this asks again, as
 * the product may have been blocked since, and a write run at once showed no card.
 */
export async function lineBlock(client: OdooClient, { spec, fields }: Pick<Plan, 'spec' | 'fields'>): Promise<Said | undefined> {
  const form = DOCUMENTS[spec.model];
  if (!form || (spec.kind !== 'create' && spec.kind !== 'write')) return undefined;
  const products = productsPut(spec, form.lines);
  if (!products.length) return undefined;
  const rule = lineWarningOf(spec.model, form.kindField ? spec.values[form.kindField] : undefined, await client.version());
  if (rule?.ask !== 'onchange') return undefined;
  const parent = spec.kind === 'write' ? spec.ids[0] : splitValues(spec.values, fields).header;
  return (await askLineWarnings(client, rule, products, parent)).refusal;
}
