import type { Domain, OdooClient } from '@/lib/odoo/client';
import { SkillError } from '@/lib/util/skill-error';

// Matching what a document says to records that exist: a vendor by VAT number or name, products
// by internal reference, barcode or name, purchase taxes by percent. Nothing is ever created to
// make a match, and nothing ambiguous is guessed: what does not match is said, so the user decides.

const squash = (vat: string) => vat.toUpperCase().replace(/[^A-Z0-9]/g, '');

/**
 * The vendor a document names, by VAT number when the text looks like one (formats differ:
 * "US47-1234567" = "us 471234567"), else by name.
 */
export async function matchVendor(odoo: OdooClient, name: string, signal: AbortSignal): Promise<{ id: number; name: string; by: 'vat' | 'name' }> {
  const vat = (squash(name).match(/\d/g)?.length ?? 0) >= 5 ? name : undefined;
  if (vat) {
    const digits = squash(vat).replace(/^[A-Z]+/, '').slice(-6);
    const { records } = await odoo.searchRead('res.partner', { domain: [['vat', 'ilike', digits]], fields: ['display_name', 'vat', 'parent_id'], limit: 20 }, { signal });
    const same = records.filter((r) => typeof r.vat === 'string' && squash(r.vat).endsWith(squash(vat).replace(/^[A-Z]{2}/, '')) && !r.parent_id);
    if (same.length === 1) return { id: same[0]!.id, name: String(same[0]!.display_name), by: 'vat' };
  }
  const found = await odoo.nameSearch('res.partner', name, { domain: [['parent_id', '=', false]], limit: 8 }, { signal });
  const exact = found.filter((p) => p.display_name.trim().toLowerCase() === name.trim().toLowerCase());
  const pick = exact.length === 1 ? exact[0] : found.length === 1 ? found[0] : undefined;
  if (pick) return { id: pick.id, name: pick.display_name, by: 'name' };
  if (!found.length) {
    throw new SkillError(`No vendor in Odoo matches "${name}".`, `Try the vendor's ${vat ? 'name' : 'VAT number'}; else tell the user, and do not create the vendor unless they ask.`);
  }
  throw new SkillError(`Several vendors match "${name}": ${found.map((p) => `${p.display_name} (#${p.id})`).join(', ')}.`, 'Ask the user which one, or pass the VAT number.');
}

/** Purchase taxes by percent (price excluded), one per rate; a rate with no tax is an error naming the rates there are. */
export async function purchaseTaxes(odoo: OdooClient, rates: number[], signal: AbortSignal): Promise<Map<number, number>> {
  const wanted = [...new Set(rates.filter((r) => r > 0))];
  const out = new Map<number, number>();
  if (!wanted.length) return out;
  const { records } = await odoo.searchRead('account.tax', {
    domain: [['type_tax_use', '=', 'purchase'], ['amount_type', '=', 'percent'], ['price_include', '=', false]],
    fields: ['name', 'amount'],
    limit: 100,
    order: 'sequence, id',
  }, { signal });
  for (const rate of wanted) {
    const tax = records.find((t) => Math.abs(Number(t.amount) - rate) < 1e-6);
    if (!tax) {
      const there = [...new Set(records.map((t) => Number(t.amount)))].sort((a, b) => a - b).join('%, ');
      throw new SkillError(`There is no ${rate}% purchase tax in this company.`, `Purchase taxes here: ${there ? `${there}%` : 'none'}. Ask the user which to use.`);
    }
    out.set(rate, tax.id);
  }
  return out;
}

export const round2 = (n: number) => Math.round(n * 100) / 100;

export type ProductMatch =
  | { id: number; name: string; by: 'reference' | 'barcode' | 'name' }
  | { several: string[] }
  | { none: true };

type Product = { id: number; display_name?: unknown; default_code?: unknown; barcode?: unknown; name?: unknown };

const FIELDS = ['display_name', 'default_code', 'barcode', 'name'];
const SOLD = ['sale_ok', '=', true];
/** The text as a LIKE pattern that matches only itself (Odoo passes =ilike values to SQL as they are). */
const literally = (text: string) => text.replace(/[\\%_]/g, '\\$&');
const key = (value: unknown) => (typeof value === 'string' ? value.trim().toLowerCase() : '');
const anyOf = (terms: Domain[]): Domain => [...Array<string>(Math.max(terms.length - 1, 0)).fill('|'), ...terms];
const named = (p: Product) => (typeof p.display_name === 'string' ? p.display_name : `#${p.id}`);

/** "[FURN_7800] Desk Combination" (Odoo's own way to show a product) gives both a reference and a name. */
function parse(text: string): { raw: string; code: string; name: string } {
  const raw = text.trim();
  const shown = /^\[([^\]]+)\]\s*(.*)$/.exec(raw);
  return shown ? { raw, code: shown[1]!.trim(), name: shown[2]!.trim() || raw } : { raw, code: raw, name: raw };
}

/**
 * Products that can be sold, one answer per text: an exact internal reference (any case), else an
 * exact barcode, else an exact name (any case), else the only name containing the text. Two or more
 * at the first step that finds any are "several", named, and never picked. At most 2 + (texts left
 * after the exact steps) searches.
 */
export async function matchProducts(odoo: OdooClient, texts: string[], signal: AbortSignal): Promise<ProductMatch[]> {
  const rows = texts.map(parse);
  const out: Array<ProductMatch | undefined> = rows.map(() => undefined);
  const search = async (domain: Domain, limit: number) =>
    (await odoo.searchRead('product.product', { domain: [SOLD, ...domain], fields: FIELDS, limit }, { signal })).records as Product[];
  const settle = (i: number, hits: Product[], by: 'reference' | 'barcode' | 'name') => {
    if (hits.length === 1) out[i] = { id: hits[0]!.id, name: named(hits[0]!), by };
    else if (hits.length > 1) out[i] = { several: hits.slice(0, 5).map(named) };
  };

  const codes = [...new Set(rows.map((r) => r.code).filter(Boolean))];
  const byRef = codes.length ? await search(anyOf([...codes.map((c) => ['default_code', '=ilike', literally(c)]), ['barcode', 'in', [...new Set(rows.map((r) => r.raw))]]]), 500) : [];
  rows.forEach((r, i) => {
    settle(i, byRef.filter((p) => key(p.default_code) === key(r.code)), 'reference');
    if (!out[i]) settle(i, byRef.filter((p) => p.barcode === r.raw), 'barcode');
  });

  const left = () => rows.map((r, i) => [r, i] as const).filter(([r, i]) => !out[i] && r.name);
  const names = [...new Set(left().map(([r]) => r.name))];
  const byName = names.length ? await search(anyOf(names.map((n) => ['name', '=ilike', literally(n)])), 500) : [];
  for (const [r, i] of left()) settle(i, byName.filter((p) => key(p.name) === key(r.name)), 'name');

  await Promise.all(left().map(async ([r, i]) => settle(i, await search([['name', 'ilike', literally(r.name)]], 6), 'name')));
  return out.map((m) => m ?? { none: true });
}
