import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loginClient } from '../test/odoo-login';
import type { OdooVersion } from '../test/stand-ins/odoo/server';
import { skillHarness, type SkillHarness } from '../test/skill-harness';
import { findSkills } from '@/lib/skills/catalog';
import addQuotationLines from './add-quotation-lines';
import { skills } from './index';

const linesOf = (h: SkillHarness, order: number) =>
  h.odoo.db.records('sale.order.line').filter((l) => l.order_id === order).map((l) => [l.product_id, l.product_uom_qty, l.price_unit]);

it('is found on demand by the words a user says', () => {
  for (const query of ['add lines to quotation', 'order lines from a spreadsheet', 'add products to a quote']) {
    expect(findSkills(query, skills).skills[0]?.name, query).toBe('add_quotation_lines');
  }
});

describe.each<OdooVersion>([17, 18])('add_quotation_lines on Odoo %i', (version) => {
  let h: SkillHarness;
  beforeAll(async () => {
    h = await skillHarness({ version });
    // A product known by its barcode, and two products sharing one name (Odoo allows it).
    await h.client.create('product.product', { name: 'Walnut Shelf', default_code: 'SHELF-W', barcode: '5400000000017' });
    await h.client.create('product.product', { name: 'Desk Pad', default_code: 'PAD-1' });
    await h.client.create('product.product', { name: 'Desk Pad', default_code: 'PAD-2' });
  });
  afterAll(() => h.close());
  beforeEach(() => {
    h.decline = false;
    h.ctx.page = { origin: h.odoo.url, url: `${h.odoo.url}/odoo/sales/1`, isOdoo: true, loggedIn: true, model: 'sale.order', recordId: 1 };
  });

  it('adds the matched rows to the open quotation, lists the others on the card; undo removes exactly those lines', async () => {
    const before = linesOf(h, 1);
    const r = await h.run(addQuotationLines, {
      rows: [
        { product: 'FURN_8888', qty: 3 }, // reference
        { product: 'furn_0269', qty: 1, price: 99 }, // reference, any case, with its price
        { product: '5400000000017', qty: 2 }, // barcode
        { product: '[E-COM11] Cabinet with Doors', qty: 1 }, // as Odoo shows a product
        { product: 'cabinet WITH doors', qty: 4 }, // exact name, any case
        { product: 'lamp', qty: 5 }, // the only name containing it
        { product: 'Desk', qty: 1 }, // several names contain it
        { product: 'Desk Pad', qty: 1 }, // several with that exact name
        { product: 'FURN_888_', qty: 1 }, // _ is not a wildcard: no such reference
        { product: 'Gizmo 3000', qty: 7 },
      ],
    });
    expect(r.isError ? r.content : '').toBe('');
    expect(r.json).toMatchObject({ quotation: 'S00001', undoable: true });
    expect(r.json.added).toEqual([
      'row 1: [FURN_8888] Office Lamp x 3 (by reference)',
      'row 2: [FURN_0269] Office Chair Black x 1 at 99 (by reference)',
      'row 3: [SHELF-W] Walnut Shelf x 2 (by barcode)',
      'row 4: [E-COM11] Cabinet with Doors x 1 (by reference)',
      'row 5: [E-COM11] Cabinet with Doors x 4 (by name)',
      'row 6: [FURN_8888] Office Lamp x 5 (by name)',
    ]);
    expect(r.json.not_added).toEqual([
      'row 7 "Desk": several products match: [FURN_1118] Corner Desk Left Sit; [FURN_7800] Desk Combination; [FURN_8220] Four Person Desk; [PAD-1] Desk Pad; [PAD-2] Desk Pad',
      'row 8 "Desk Pad": several products match: [PAD-1] Desk Pad; [PAD-2] Desk Pad',
      'row 9 "FURN_888_": no product found',
      'row 10 "Gizmo 3000": no product found',
    ]);
    expect(h.notes.at(-1)).toEqual([
      'Not added, row 7 "Desk" x 1: several products match: [FURN_1118] Corner Desk Left Sit; [FURN_7800] Desk Combination; [FURN_8220] Four Person Desk; [PAD-1] Desk Pad; [PAD-2] Desk Pad.',
      'Not added, row 8 "Desk Pad" x 1: several products match: [PAD-1] Desk Pad; [PAD-2] Desk Pad.',
      'Not added, row 9 "FURN_888_" x 1: no product found.',
      'Not added, row 10 "Gizmo 3000" x 7: no product found.',
    ]);
    // One write: the new lines only, the price only where the row gave one (else Odoo's pricelist).
    const shelf = h.odoo.db.records('product.product').find((p) => p.default_code === 'SHELF-W')!.id;
    expect(h.writes.at(-1)).toEqual({
      kind: 'write', model: 'sale.order', ids: [1],
      values: { order_line: [[0, 0, { product_id: 3, product_uom_qty: 3 }], [0, 0, { product_id: 2, product_uom_qty: 1, price_unit: 99 }], [0, 0, { product_id: shelf, product_uom_qty: 2 }], [0, 0, { product_id: 7, product_uom_qty: 1 }], [0, 0, { product_id: 7, product_uom_qty: 4 }], [0, 0, { product_id: 3, product_uom_qty: 5 }]] },
    });
    expect(linesOf(h, 1)).toEqual([...before, [3, 3, 40], [2, 1, 99], [shelf, 2, 1], [7, 1, 140], [7, 4, 140], [3, 5, 40]]);
    // 13 since d3a4abe: before the write, one read of the products' sales warning (a blocked product is refused, 16-18).
    expect(r.trips).toBeLessThanOrEqual(13);

    const undone = await h.journal.undoTurn('t1');
    expect(undone.undone).toHaveLength(1);
    expect(linesOf(h, 1)).toEqual(before);
  });

  it('undo removes exactly the added lines: a line someone added since stays, one of ours they deleted is no conflict', async () => {
    h.ctx.page = { ...h.ctx.page!, recordId: 9 }; // S00009, a draft with no lines
    const write = h.ctx.write;
    let operation = '';
    h.ctx.write = async (spec, notes) => {
      const out = await write(spec, notes);
      operation = out.operation.id;
      return out;
    };
    await h.run(addQuotationLines, { rows: [{ product: 'FURN_8888', qty: 1 }, { product: 'FURN_0269', qty: 2 }] }).finally(() => (h.ctx.write = write));
    const ours = h.odoo.db.records('sale.order.line').filter((l) => l.order_id === 9).map((l) => l.id);
    expect(ours).toHaveLength(2);
    const { client } = await loginClient({ url: h.odoo.url, db: 'weft', login: 'admin', password: 'admin' });
    await client.write('sale.order', [9], { order_line: [[2, ours[1]!], [0, 0, { product_id: 7, product_uom_qty: 1 }]] });
    const theirs = h.odoo.db.records('sale.order.line').filter((l) => l.order_id === 9 && !ours.includes(l.id)).map((l) => l.id);

    expect(await h.journal.undo(operation)).toMatchObject({ status: 'undone' });
    expect(h.odoo.db.records('sale.order.line').filter((l) => l.order_id === 9).map((l) => l.id)).toEqual(theirs);
  });

  it('refuses a confirmed order, no open quotation, or rows that match nothing; nothing is written', async () => {
    const before = h.writes.length;
    h.ctx.page = { ...h.ctx.page!, recordId: 3 };
    const confirmed = await h.run(addQuotationLines, { rows: [{ product: 'FURN_8888', qty: 1 }] });
    expect(confirmed.content).toBe('S00003 is no longer a quotation (state: sale); lines are added only to quotations. Nothing was added.\nHint: Tell the user; do not change its state to make room.');
    h.ctx.page = { origin: h.odoo.url, url: `${h.odoo.url}/odoo/contacts/5`, isOdoo: true, loggedIn: true, model: 'res.partner', recordId: 5 };
    expect((await h.run(addQuotationLines, { rows: [{ product: 'FURN_8888', qty: 1 }] })).content).toMatch(/^No quotation is open in the Odoo tab\./);
    h.ctx.page = { ...h.ctx.page, model: 'sale.order', recordId: 2 };
    const none = await h.run(addQuotationLines, { rows: [{ product: 'Gizmo', qty: 1 }, { product: 'Desk', qty: 2 }] });
    expect(none.isError).toBe(true);
    expect(none.content).toContain('No row matches a product that can be sold, so nothing was added to S00002. Not added, row 1 "Gizmo" x 1: no product found.');
    expect((await h.run(addQuotationLines, { rows: [{ product: 'FURN_8888', qty: 0 }] })).content).toMatch(/^Row 1: each row needs a product, a quantity above 0/);
    expect(h.writes.length).toBe(before);
  });

  it('a product that cannot be sold is not matched', async () => {
    await h.client.create('product.product', { name: 'Spare Screw', default_code: 'SCREW-9', sale_ok: false });
    const r = await h.run(addQuotationLines, { rows: [{ product: 'SCREW-9', qty: 1 }, { product: 'FURN_8888', qty: 1 }] });
    expect(r.json.not_added).toEqual(['row 1 "SCREW-9": no product found']);
  });

  it('declined: nothing is added', async () => {
    const before = linesOf(h, 2);
    h.ctx.page = { ...h.ctx.page!, recordId: 2 };
    h.decline = true;
    const r = await h.run(addQuotationLines, { rows: [{ product: 'FURN_8888', qty: 1 }] });
    expect(r.isError).toBe(true);
    expect(linesOf(h, 2)).toEqual(before);
  });
});
