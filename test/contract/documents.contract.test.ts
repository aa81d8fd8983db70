// Documents in, records out, against real Odoo (ODOO_URL...) or the stand-in in 17 and 18: the
// vendor-bill skill drafts a bill with lines and taxes the way it does for a user, its undo
// deletes it; a record's attachment is listed and read back byte for byte through the session.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId, WeftDb } from '@/lib/db';
import type { OdooClient } from '@/lib/odoo';
import { Journal } from '@/lib/ops/journal';
import type { SkillContext } from '@/lib/skills/define-skill';
import { runSkill } from '@/lib/skills/run-skill';
import attachments from '@/skills/attachments';
import createVendorBill from '@/skills/create-vendor-bill';
import { makePdf } from '../make-files';
import { loginClient } from '../odoo-login';
import { targets } from './target';

for (const target of targets()) {
  describe(`documents contract: ${target.name}`, () => {
    let client: OdooClient;
    let db: WeftDb;
    let journal: Journal;
    let origin: string;
    const scratch: Array<[string, number]> = [];
    const stamp = Date.now();
    const turnId = newId();
    const ctx = (page: SkillContext['page'] = null): SkillContext => ({
      odoo: client,
      page,
      signal: new AbortController().signal,
      write: (spec) => journal.run(spec, { conversationId: 'c', turnId, skill: 'contract' }),
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
      for (const [model, id] of scratch.reverse()) await client.unlink(model, [id]).catch(() => undefined);
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
