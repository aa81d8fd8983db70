import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OdooVersion } from '../test/stand-ins/odoo/server';
import { skillHarness, type SkillHarness } from '../test/skill-harness';
import createVendorBill from './create-vendor-bill';

const bill = {
  vendor: 'Wood Corner',
  ref: 'WC/2026/0042',
  date: '2026-11-20',
  lines: [
    { label: 'Oak planks', quantity: 10, price: 12.5, tax: 15 },
    { label: 'Delivery', quantity: 1, price: 30, tax: 0 },
  ],
  total: 173.75,
};

describe.each<OdooVersion>([17, 18])('create_vendor_bill on Odoo %i', (version) => {
  let h: SkillHarness;
  beforeAll(async () => (h = await skillHarness({ version })));
  afterAll(() => h.close());

  it('drafts the bill: vendor by name, lines with their purchase taxes, total checked; undo deletes it', async () => {
    const r = await h.run(createVendorBill, bill);
    expect(r.isError ? r.content : '').toBe('');
    expect(r.json).toMatchObject({ vendor: 'Wood Corner (#10, matched by name)', amount_total: 173.75, total_matches_document: true, undoable: true });
    const spec = h.writes.at(-1)!;
    expect(spec).toMatchObject({ kind: 'create', model: 'account.move', values: { move_type: 'in_invoice', partner_id: 10, ref: 'WC/2026/0042', invoice_date: '2026-11-20' } });
    const [id] = r.json.ids as number[];
    const move = h.odoo.db.get('account.move', id!)!;
    expect(move).toMatchObject({ state: 'draft', move_type: 'in_invoice', amount_untaxed: 155, amount_tax: 18.75, amount_total: 173.75 });
    const lines = h.odoo.db.records('account.move.line').filter((l) => l.move_id === id);
    expect(lines.map((l) => [l.name, l.quantity, l.price_unit, l.tax_ids])).toEqual([['Oak planks', 10, 12.5, [2]], ['Delivery', 1, 30, []]]);

    // The harness journals every write under turn 't1', the other tests' bills too when they ran
    // first (--sequence.shuffle): undoing the turn undoes them all, this bill's create among them.
    const undone = await h.journal.undoTurn('t1');
    expect(undone.stoppedAt).toBeUndefined();
    expect(undone.skipped).toEqual([]);
    expect(h.odoo.db.get('account.move', id!)).toBeUndefined();
  });

  it('matches the vendor by VAT whatever its format', async () => {
    const r = await h.run(createVendorBill, { ...bill, vendor: 'us 47 1234567' });
    expect(r.json.vendor).toBe('Wood Corner (#10, matched by vat)');
  });

  it('refuses, creating nothing, when the total differs, the vendor is unknown or a tax rate does not exist', async () => {
    const before = h.writes.length;
    const off = await h.run(createVendorBill, { ...bill, total: 180 });
    expect(off.content).toBe("The lines and taxes come to 173.75, but the document's total is 180.00. Nothing was created.\nHint: Read the lines, quantities, prices and tax rates again; tell the user if they still differ. Never adjust a price to force the total.");
    const unknown = await h.run(createVendorBill, { ...bill, vendor: 'Nobody Trading Ltd' });
    expect(unknown.content).toBe(`No vendor in Odoo matches "Nobody Trading Ltd".\nHint: Try the vendor's VAT number; else tell the user, and do not create the vendor unless they ask.`);
    const rate = await h.run(createVendorBill, { ...bill, lines: [{ label: 'x', quantity: 1, price: 100, tax: 21 }], total: 121 });
    expect(rate.content).toBe('There is no 21% purchase tax in this company.\nHint: Purchase taxes here: 0%, 15%. Ask the user which to use.');
    expect(h.writes.length).toBe(before);
  });
});
