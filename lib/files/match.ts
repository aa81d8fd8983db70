import type { OdooClient } from '@/lib/odoo/client';
import { SkillError } from '@/lib/skills/skill-error';

// Matching what a document says to records that exist: a vendor by VAT number or name, purchase
// taxes by percent. Nothing is ever created to make a match; what does not match is said, so the
// user decides.

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
