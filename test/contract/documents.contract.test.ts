// Documents in, records out, against real Odoo (ODOO_URL...) or the stand-in in 17 and 18: the
// vendor-bill skill drafts a bill with lines and taxes the way it does for a user, its undo
// deletes it; rows of a table become lines on a draft quotation, matched by reference, barcode
// and name, and their undo removes exactly those lines (not one added since); a record's attachment is listed and read
// back byte for byte through the session.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId, WeftDb } from '@/lib/db';
import type { OdooClient } from '@/lib/odoo';
import { Journal } from '@/lib/ops/journal';
import { many2oneId } from '@/lib/ops/values';
import type { SkillContext } from '@/lib/skills/define-skill';
import { runSkill } from '@/lib/skills/run-skill';
import addQuotationLines from '@/skills/add-quotation-lines';
import attachments from '@/skills/attachments';
import createVendorBill from '@/skills/create-vendor-bill';
import { makePdf } from '../make-files';
import { loginClient } from '../odoo-login';
import { removeScratch, targets } from './target';

for (const target of targets()) {
  describe(`documents contract: ${target.name}`, () => {
    let client: OdooClient;
    let db: WeftDb;
    let journal: Journal;
    let origin: string;
    const scratch: Array<[string, number]> = [];
    const stamp = Date.now();
    const turnId = newId();
    const ctx = (page: SkillContext['page'] = null, turn = turnId): SkillContext => ({
      odoo: client,
      page,
      signal: new AbortController().signal,
      write: (spec) => journal.run(spec, { conversationId: 'c', turnId: turn, skill: 'contract' }),
      openInTab: async () => undefined,
    });

    beforeAll(async () => {
      const login = await target.admin();
      origin = login.url;
      client = (await loginClient(login)).client;
      db = new WeftDb('contract-docs-' + newId());
      journal = new Journal({ client, db, origin });
    });
    afterAll(async () => {
      await removeScratch(client, scratch);
      db?.close();
      await target.close();
    });

    it('drafts a vendor bill with lines and taxes as the skill does; its total is checked; undo deletes it', async () => {
      const vendor = `Weft docs contract ${stamp} Vendor`;
      scratch.push(['res.partner', await client.create('res.partner', { name: vendor, is_company: true })]);
      // A purchase tax of this database (charts differ by country); none: lines without tax.
      const { records: taxes } = await client.searchRead('account.tax', {
        domain: [['type_tax_use', '=', 'purchase'], ['amount_type', '=', 'percent'], ['price_include', '=', false], ['amount', '>', 0]],
        fields: ['amount'], limit: 1,
      });
      const rate = taxes.length ? Number(taxes[0]!.amount) : 0;
      const lines = [{ label: 'Oak planks', quantity: 10, price: 12.5, tax: rate }, { label: 'Delivery', quantity: 1, price: 30, tax: 0 }];
      const total = Math.round((125 + Math.round(125 * rate) / 100 + 30) * 100) / 100;

      const result = await runSkill(createVendorBill, { vendor, ref: `WEFT-${stamp}`, date: '2026-11-20', lines, total }, ctx());
      expect(result.isError ? result.content : '').toBe('');
      const out = JSON.parse(result.content);
      const id = out.ids[0] as number;
      scratch.push(['account.move', id]);
      expect(out).toMatchObject({ amount_total: total, total_matches_document: true, undoable: true });
      const [bill] = await client.read('account.move', [id], ['move_type', 'state', 'ref', 'invoice_date', 'amount_untaxed', 'amount_total', 'invoice_line_ids']);
      expect(bill).toMatchObject({ move_type: 'in_invoice', state: 'draft', ref: `WEFT-${stamp}`, invoice_date: '2026-11-20', amount_untaxed: 155, amount_total: total });
      const billLines = await client.read('account.move.line', bill!.invoice_line_ids as number[], ['name', 'quantity', 'price_unit', 'tax_ids']);
      expect(billLines.map((l) => [l.name, l.quantity, l.price_unit, (l.tax_ids as number[]).length])).toEqual([
        ['Oak planks', 10, 12.5, rate ? 1 : 0],
        ['Delivery', 1, 30, 0],
      ]);

      const undone = await journal.undoTurn(turnId);
      expect(undone.undone).toHaveLength(1);
      expect(await client.read('account.move', [id], ['state'])).toEqual([]);
    });

    it('adds the rows of a table to a draft quotation as the skill does: reference, barcode, name; the rest listed; undo removes exactly the added lines', async () => {
      const tag = `Weft rows ${stamp}`;
      const code = `WEFT_${stamp}_A`;
      const product = async (values: Record<string, unknown>) => {
        const id = await client.create('product.product', values);
        scratch.push(['product.product', id]);
        return id;
      };
      const lamp = await product({ name: `${tag} Lamp`, default_code: code, list_price: 12 });
      const shelf = await product({ name: `${tag} Shelf`, barcode: `${stamp}7`, list_price: 30 });
      await product({ name: `${tag} Pad`, default_code: `WEFT-${stamp}-P1` });
      await product({ name: `${tag} Pad`, default_code: `WEFT-${stamp}-P2` });
      const customer = await client.create('res.partner', { name: `${tag} Customer`, is_company: true });
      scratch.push(['res.partner', customer]);
      const order = await client.create('sale.order', { partner_id: customer, order_line: [[0, 0, { product_id: shelf, product_uom_qty: 1 }]] });
      scratch.push(['sale.order', order]);
      const lineIds = async () => (await client.searchRead('sale.order.line', { domain: [['order_id', '=', order]], fields: ['product_id'], order: 'id' })).records.map((l) => l.id);
      const before = await lineIds();
      const page = { origin, url: `${origin}/odoo/sales/${order}`, isOdoo: true, loggedIn: true, model: 'sale.order', recordId: order };

      const result = await runSkill(addQuotationLines, {
        rows: [
          { product: code, qty: 3 },
          { product: code.toLowerCase(), qty: 1, price: 9.5 },
          { product: `${stamp}7`, qty: 2 },
          { product: `${tag} SHELF`, qty: 4 },
          { product: `rows ${stamp} Lam`, qty: 5 },
          { product: `${tag} Pad`, qty: 1 },
          { product: `WEFT_${stamp}%`, qty: 1 }, // % is not a wildcard here
          { product: `Nothing ${stamp}`, qty: 7 },
        ],
      }, ctx(page, 'rows-' + turnId));
      expect(result.isError ? result.content : '').toBe('');
      const out = JSON.parse(result.content);
      expect(out.added.map((a: string) => a.replace(/: .* x /, ': x '))).toEqual([
        'row 1: x 3 (by reference)', 'row 2: x 1 at 9.5 (by reference)', 'row 3: x 2 (by barcode)', 'row 4: x 4 (by name)', 'row 5: x 5 (by name)',
      ]);
      expect(out.not_added).toEqual([
        `row 6 "${tag} Pad": several products match: [WEFT-${stamp}-P1] ${tag} Pad; [WEFT-${stamp}-P2] ${tag} Pad`,
        `row 7 "WEFT_${stamp}%": no product found`,
        `row 8 "Nothing ${stamp}": no product found`,
      ]);
      const added = (await client.searchRead('sale.order.line', { domain: [['order_id', '=', order], ['id', 'not in', before]], fields: ['product_id', 'product_uom_qty', 'price_unit'], order: 'id' })).records;
      expect(added.map((l) => [many2oneId(l.product_id), l.product_uom_qty, l.price_unit])).toEqual([
        [lamp, 3, 12], [lamp, 1, 9.5], [shelf, 2, 30], [shelf, 4, 30], [lamp, 5, 12],
      ]);

      // Since then, someone deleted one of the added lines and added one of their own: undo removes
      // the added lines still there, keeps theirs, and is no conflict.
      await client.write('sale.order', [order], { order_line: [[2, added[0]!.id], [0, 0, { product_id: shelf, product_uom_qty: 9 }]] });
      const theirs = (await lineIds()).filter((id) => !before.includes(id) && !added.some((l) => l.id === id));
      expect(theirs).toHaveLength(1);
      const undone = await journal.undoTurn('rows-' + turnId);
      expect(undone.undone).toHaveLength(1);
      expect(await lineIds()).toEqual([...before, ...theirs]);
      const [kept] = await client.read('sale.order.line', before, ['product_uom_qty']);
      expect(kept).toMatchObject({ product_uom_qty: 1 });
    });

    it("lists a record's attachment and reads it back byte for byte", async () => {
      const partner = await client.create('res.partner', { name: `Weft docs contract ${stamp} Customer` });
      scratch.push(['res.partner', partner]);
      const pdf = Buffer.from(makePdf([['Termination: 90 days written notice.']]));
      const attachment = await client.create('ir.attachment', { name: 'contract.pdf', datas: pdf.toString('base64'), res_model: 'res.partner', res_id: partner, mimetype: 'application/pdf' });
      scratch.push(['ir.attachment', attachment]);
      const page = { origin, url: `${origin}/web#model=res.partner&id=${partner}`, isOdoo: true, loggedIn: true, model: 'res.partner', recordId: partner };

      const listed = JSON.parse((await runSkill(attachments, {}, ctx(page))).content);
      expect(listed.rows).toEqual([[attachment, 'contract.pdf', 'application/pdf', pdf.length, expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/)]]);
      const read = await runSkill(attachments, { read: attachment }, ctx(page));
      expect(JSON.parse(read.content)).toMatchObject({ name: 'contract.pdf', type: 'PDF, 1 page', size: pdf.length });
      const doc = read.blocks![1] as { type: string; source: { data: string } };
      expect(doc.type).toBe('document');
      expect(Buffer.from(doc.source.data, 'base64').equals(pdf)).toBe(true);
    });
  });
}
