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

/** The products the write puts on `lines`: on the lines it adds and the lines whose product it changes (each once, in order). */
export function productsPut(spec: WriteSpec, lines: string): number[] {
  if (spec.kind !== 'create' && spec.kind !== 'write') return [];
  const put = (parseX2many(spec.values[lines]) ?? []).flatMap((c) => (c.op === 'create' || c.op === 'update' ? [many2oneId(c.values.product_id)] : []));
  return [...new Set(put.filter((id): id is number => id !== undefined))];
}

/** A product a write puts on a line, and the document it goes on (a new one's values, or its id), as the web client sends them when the product is picked. */
export interface Put {
  product: number;
  parent: unknown;
}

/** Odoo's answer for one product: its name, its message for this user (empty: none), and whether it blocks the line (16-18). */
export interface ProductAnswer {
  product: string;
  message: string;
  blocked: boolean;
}

/**
 * Each product's answer, asked once whatever the number of lines or records it goes on; the one
 * place that asks Odoo about a product on a line (a card of one record, a set's rows). 16-18: the
 * line's onchange on its product, as the web client calls it when the product is picked, for the
 * products whose warning is set (one read finds them; Odoo decides whether this user sees it). 19:
 * the line's computed message in the answer of the same onchange. Round trips: none without
 * products, else 1 read and one onchange per product asked (16-18: per warned product), together.
 */
export async function productAnswers(client: OdooClient, rule: LineWarning, puts: Put[]): Promise<Map<number, ProductAnswer>> {
  const out = new Map<number, ProductAnswer>();
  if (!puts.length) return out;
  const ids = puts.map((p) => p.product);
  const ask = (put: Put, fields: string[]) => client.onchange(rule.lineModel, [], { product_id: put.product, [rule.parent]: put.parent }, ['product_id'], { fields });
  if (rule.ask === 'onchange') {
    const rows = await client.read('product.product', ids, ['display_name', rule.selection]);
    const warned = puts.filter((put) => rows.some((row) => row.id === put.product && typeof row[rule.selection] === 'string' && row[rule.selection] !== 'no-message'));
    const answers = await Promise.all(warned.map((put) => ask(put, ['product_id'])));
    warned.forEach((put, i) => {
      const answer = answers[i]!;
      // Odoo empties the line's product when it blocks: the web client would never save it, so neither does Weft.
      out.set(put.product, { product: nameIn(rows, put.product), message: answer.warning?.message.trim() ?? '', blocked: answer.value.product_id === false });
    });
    return out;
  }
  const [rows, answers] = await Promise.all([client.read('product.product', ids, ['display_name']), Promise.all(puts.map((put) => ask(put, [rule.field])))]);
  puts.forEach((put, i) => {
    const message = answers[i]!.value[rule.field];
    out.set(put.product, { product: nameIn(rows, put.product), message: typeof message === 'string' && message.trim() ? message : '', blocked: false });
  });
  return out;
}

const nameIn = (rows: Array<Record<string, unknown> & { id: number }>, id: number) => {
  const name = rows.find((row) => row.id === id)?.display_name;
  return typeof name === 'string' ? name : `#${id}`;
};

/** Why Odoo refuses a product it blocks on a line, in words; a block set without a message (possible through RPC or an import) reads as a whole sentence too. */
export function blockedSaid(rule: LineWarning, { product, message }: ProductAnswer): Said {
  const key = rule.trade === 'sale' ? 'conseq.productBlockedSale' : 'conseq.productBlockedPurchase';
  return message ? said(key, { product, message }) : said(`${key}Bare`, { product });
}

/**
 * The warnings on the products put on the lines of one document (`parent`: its values, or its id),
 * in the write's order, and the first product Odoo blocks, in words. Round trips: productAnswers'.
 */
export async function askLineWarnings(client: OdooClient, rule: LineWarning, products: number[], parent: unknown): Promise<LineWarnings> {
  const found = await productAnswers(client, rule, products.map((product) => ({ product, parent })));
  const out: LineWarnings = { warnings: [] };
  for (const id of products) {
    const answer = found.get(id);
    if (!answer) continue;
    if (answer.message) out.warnings.push({ product: answer.product, message: answer.message });
    if (answer.blocked && !out.refusal) out.refusal = blockedSaid(rule, answer);
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
