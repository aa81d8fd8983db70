import { z } from 'zod';
import { matchVendor, purchaseTaxes, round2 } from '@/lib/files/match';
import { operationResult } from '@/lib/skills/compact';
import { defineSkill } from '@/lib/skills/define-skill';
import { SkillError } from '@/lib/util/skill-error';

// "Create a vendor bill from this PDF": the vendor matched by VAT or name (never created), lines
// with their purchase taxes, and the total computed here checked against the document's before
// the card is shown; then a draft bill, journaled, whose undo deletes it.

const line = z.object({
  label: z.string().describe('Text'),
  quantity: z.number().describe('Qty'),
  price: z.number().describe('Net price'),
  tax: z.number().default(0).describe('Tax %'),
});
const DATE = /^\d{4}-\d{2}-\d{2}$/;

export default defineSkill({
  name: 'create_vendor_bill',
  description: 'Draft a vendor bill (undoable).',
  terms: {
    en: 'vendor bill, supplier invoice, purchase invoice, supplier bill, incoming invoice, enter a bill, record a bill, book an expense, bill from a pdf, expense bill',
    fr: "facture fournisseur, facture d'achat, saisir une facture, enregistrer une facture fournisseur, facture entrante, dépense",
    es: 'factura de proveedor, factura de compra, registrar factura, cargar factura, factura recibida, gasto',
    de: 'Lieferantenrechnung, Eingangsrechnung, Einkaufsrechnung, Rechnung erfassen, Rechnung anlegen, Lieferant, Ausgabe',
    nl: 'leveranciersfactuur, inkoopfactuur, inkomende factuur, factuur invoeren, factuur registreren, leverancier, uitgave',
  },
  input: z.object({
    vendor: z.string().describe('VAT or name'),
    ref: z.string().optional().describe('Bill number'),
    date: z.string().optional().describe('Bill date, ISO'),
    lines: z.array(line).describe('Lines'),
    total: z.number().describe('Gross total'),
  }),
  risk: 'write',
  needs: ['account.move:create'],
  async execute({ vendor, ref, date, lines, total }, { odoo, write, signal }) {
    // Checked here rather than in the schema: every constraint there costs tool tokens on every request.
    if (!vendor.trim() || !lines.length || lines.length > 50) throw new SkillError('Give the vendor and 1 to 50 lines.');
    if (date && !DATE.test(date)) throw new SkillError(`Bad date '${date}'.`, 'Write it as YYYY-MM-DD.');
    if (lines.some((l) => !l.label.trim() || !(l.quantity > 0) || l.tax < 0 || l.tax > 100)) throw new SkillError('Each line needs a text, a quantity above 0 and a tax % from 0 to 100.');
    const partner = await matchVendor(odoo, vendor, signal);
    const taxes = await purchaseTaxes(odoo, lines.map((l) => l.tax), signal);
    // Odoo rounds each line's tax (round per line, its default), then adds.
    const computed = round2(lines.reduce((sum, l) => {
      const base = round2(l.quantity * l.price);
      return sum + base + round2((base * l.tax) / 100);
    }, 0));
    const tolerance = 0.01 * lines.length;
    if (Math.abs(computed - total) > tolerance) {
      throw new SkillError(
        `The lines and taxes come to ${computed.toFixed(2)}, but the document's total is ${total.toFixed(2)}. Nothing was created.`,
        'Read the lines, quantities, prices and tax rates again; tell the user if they still differ. Never adjust a price to force the total.',
      );
    }
    const outcome = await write({
      kind: 'create',
      model: 'account.move',
      values: {
        move_type: 'in_invoice',
        partner_id: partner.id,
        ...(ref ? { ref } : {}),
        ...(date ? { invoice_date: date } : {}),
        invoice_line_ids: lines.map((l) => [0, 0, { name: l.label, quantity: l.quantity, price_unit: l.price, tax_ids: [[6, 0, l.tax > 0 ? [taxes.get(l.tax)!] : []]] }]),
      },
    });
    const result = operationResult(outcome);
    const [bill] = await odoo.read('account.move', result.ids, ['amount_total'], { signal });
    const inOdoo = Number(bill?.amount_total ?? NaN);
    return {
      ...result,
      vendor: `${partner.name} (#${partner.id}, matched by ${partner.by})`,
      amount_total: inOdoo,
      total_matches_document: Math.abs(inOdoo - total) <= tolerance,
    };
  },
  summary: (_input, out) => `Drafted vendor bill for ${out.vendor.replace(/ \(#.*$/, '')}: ${out.amount_total.toFixed(2)}`,
});
