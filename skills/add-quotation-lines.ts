import { z } from 'zod';
import { attachmentTarget } from '@/lib/files/attachment-target';
import { matchProducts } from '@/lib/files/match';
import { operationResult } from '@/lib/skills/compact';
import { defineSkill } from '@/lib/skills/define-skill';
import { SkillError } from '@/lib/util/skill-error';

// "Add these lines to this quotation" from a spreadsheet: each row's product matched in Odoo
// (reference, barcode, then name; lib/files/match), never created and never guessed when several
// fit. The matched rows become new lines in one journaled write on a quotation still in draft or
// sent, so Undo removes exactly those lines; the rows left out are on the card and in the answer.

const row = z.object({
  product: z.string().describe('Ref, barcode or name'),
  qty: z.number().describe('Qty'),
  price: z.number().optional().describe('Unit price'),
});
const QUOTATION = new Set(['draft', 'sent']);
const MAX_ROWS = 200; // the table cap (lib/files/limits): a whole attached table fits one call

export default defineSkill({
  name: 'add_quotation_lines',
  description: 'Add rows as lines to the open quotation (undoable); unmatched products are listed.',
  terms: {
    en: 'add lines, add products to the quote, add items, quotation lines, order lines, line items, from this list, paste products',
    fr: 'ajouter des lignes, ajouter des articles au devis, ajouter des produits, lignes du devis, lignes de commande',
    es: 'añadir líneas, añadir productos al presupuesto, agregar artículos, líneas del presupuesto, líneas del pedido',
    de: 'Positionen hinzufügen, Artikel zum Angebot hinzufügen, Produkte hinzufügen, Angebotspositionen, Zeilen',
    nl: 'regels toevoegen, producten aan de offerte toevoegen, artikelen toevoegen, offerteregels, orderregels',
  },
  input: z.object({ rows: z.array(row).describe('Rows') }),
  risk: 'write',
  needs: ['sale.order:write', 'sale.order.line:create', 'product.product'],
  app: 'sales',
  async execute({ rows }, { odoo, page, write, signal }) {
    // Checked here rather than in the schema: every constraint there costs tool tokens on every request.
    if (!rows.length || rows.length > MAX_ROWS) throw new SkillError(`Give 1 to ${MAX_ROWS} rows.`);
    const bad = rows.findIndex((r) => !r.product.trim() || !(r.qty > 0) || (r.price !== undefined && !(r.price >= 0)));
    if (bad >= 0) throw new SkillError(`Row ${bad + 1}: each row needs a product, a quantity above 0 and no negative price.`);
    const target = await attachmentTarget(odoo, page);
    if (target?.model !== 'sale.order') throw new SkillError('No quotation is open in the Odoo tab.', 'Ask the user to open the quotation the lines go on.');
    const [order] = await odoo.read('sale.order', [target.id], ['display_name', 'state'], { signal });
    if (!order) throw new SkillError(`Quotation #${target.id} is not there (deleted, or not visible to this user).`);
    const name = String(order.display_name);
    if (!QUOTATION.has(String(order.state))) {
      throw new SkillError(`${name} is no longer a quotation (state: ${String(order.state)}); lines are added only to quotations. Nothing was added.`, 'Tell the user; do not change its state to make room.');
    }

    const matches = await matchProducts(odoo, rows.map((r) => r.product), signal);
    const added = rows.flatMap((r, i) => {
      const m = matches[i]!;
      return 'id' in m ? [{ row: i + 1, ...r, match: m }] : [];
    });
    const left = rows.flatMap((r, i) => {
      const m = matches[i]!;
      if ('id' in m) return [];
      const why = 'several' in m ? `several products match: ${m.several.join('; ')}` : 'no product found';
      return [{ row: i + 1, product: r.product, qty: r.qty, why }];
    });
    const leftNotes = left.map((l) => `Not added, row ${l.row} "${l.product}" x ${l.qty}: ${l.why}.`);
    if (!added.length) {
      throw new SkillError(`No row matches a product that can be sold, so nothing was added to ${name}. ${leftNotes.join(' ')}`, 'Tell the user which rows did not match; never create a product or pick one for them.');
    }

    const outcome = await write({
      kind: 'write',
      model: 'sale.order',
      ids: [target.id],
      values: {
        order_line: added.map((a) => [0, 0, { product_id: a.match.id, product_uom_qty: a.qty, ...(a.price !== undefined ? { price_unit: a.price } : {}) }]),
      },
    }, leftNotes);
    return {
      ...operationResult(outcome),
      quotation: name,
      added: added.map((a) => `row ${a.row}: ${a.match.name} x ${a.qty}${a.price !== undefined ? ` at ${a.price}` : ''} (by ${a.match.by})`),
      not_added: left.map((l) => `row ${l.row} "${l.product}": ${l.why}`),
    };
  },
  summary: (_input, out) => `Added ${out.added.length} line${out.added.length === 1 ? '' : 's'} to ${out.quotation}${out.not_added.length ? `; ${out.not_added.length} not matched` : ''}`,
});
