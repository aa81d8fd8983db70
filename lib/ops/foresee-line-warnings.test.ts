// A product's warning on a line, on the card, against the Odoo stand-in as each version raises it:
// 16-18 the line's onchange (sale for everyone, purchase for the Warnings group; 'block' refused
// before the card), 19 the line's computed message (for the Warnings group only, never a block).
import { english, say } from '@/lib/i18n';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rig, turn, type Rig } from '../../test/journal-rig';
import { groupsField } from '../../test/stand-ins/odoo/product-warnings';
import { computedLineWarnings, productsPut } from './foresee-line-warnings';
import type { WriteSpec } from './types';

const CHAIR = 2; // [FURN_0269] Office Chair Black, template 2
const quotation = (product = CHAIR): WriteSpec => ({ kind: 'create', model: 'sale.order', values: { partner_id: 5, order_line: [[0, 0, { product_id: product, product_uom_qty: 3 }], [0, 0, { product_id: 3, product_uom_qty: 1 }]] } });
const rfq: WriteSpec = { kind: 'create', model: 'purchase.order', values: { partner_id: 11, order_line: [[0, 0, { product_id: CHAIR, product_qty: 5, name: 'Chairs' }]] } };

describe('productsPut', () => {
  it('names the products of lines added and of lines whose product changes, once each', () => {
    const spec: WriteSpec = { kind: 'write', model: 'sale.order', ids: [1], values: { order_line: [[0, 'virtual_1', { product_id: 4 }], [1, 9, { product_id: [7, 'X'] }], [1, 10, { product_uom_qty: 2 }], [2, 11], [0, 0, { product_id: 4 }]] } };
    expect(productsPut(spec, 'order_line')).toEqual([4, 7]);
    expect(productsPut({ kind: 'unlink', model: 'sale.order', ids: [1] }, 'order_line')).toEqual([]);
  });
});

describe('computedLineWarnings', () => {
  it("reads 19's message off a new document's lines that carry the write's products, naming the product as Odoo does", () => {
    const answer = [
      [0, 'virtual_1', { product_id: { id: 4, display_name: 'Desk' }, sale_line_warn_msg: 'Heavy' }],
      [0, 'virtual_2', { product_id: { id: 5, display_name: 'Lamp' }, sale_line_warn_msg: '' }],
      [0, 'virtual_3', { product_id: { id: 4, display_name: 'Desk' }, sale_line_warn_msg: 'Heavy' }],
      [0, 'virtual_4', { product_id: { id: 9, display_name: 'Not this write’s' }, sale_line_warn_msg: 'No' }],
    ];
    expect(computedLineWarnings(answer, 'sale_line_warn_msg', quotation(4), 'order_line')).toEqual([{ product: 'Desk', message: 'Heavy' }]);
    expect(computedLineWarnings(false, 'sale_line_warn_msg', quotation(4), 'order_line')).toEqual([]);
  });
});

for (const version of [16, 18] as const) {
  describe(`Odoo ${version}: the line's onchange`, () => {
    let r: Rig;
    beforeAll(async () => {
      r = await rig(version);
    });
    afterAll(() => r.close());
    const warn = (trade: string, how: string, message = 'Handle with care') => r.odoo.db.write('product.template', CHAIR, { [`${trade}_line_warn`]: how, [`${trade}_line_warn_msg`]: message }, 2);

    it('a warned product on a new quotation: Odoo’s message on the card, and Approve stores the line as given', async () => {
      warn('sale', 'warning');
      const preview = await r.journal.preview(quotation());
      expect(preview.consequences?.productWarnings).toEqual([{ product: '[FURN_0269] Office Chair Black', message: 'Handle with care' }]);
      expect(preview.consequences?.refusal).toBeUndefined();
      expect(preview.consequences?.totals?.total).toBeGreaterThan(0);
      const { operation } = await r.journal.run(quotation(), turn());
      expect(r.odoo.db.records('sale.order.line').filter((l) => l.order_id === operation.recordIds[0]).map((l) => l.product_id)).toEqual([CHAIR, 3]);
    });

    it('a blocked product: refused in words, with Odoo’s message; one line onchange beside the form', async () => {
      warn('sale', 'block', 'Recalled');
      const calls = r.odoo.calls.length;
      const preview = await r.journal.preview(quotation());
      expect(say(english, preview.consequences!.refusal!)).toBe('[FURN_0269] Office Chair Black cannot be sold: Odoo blocks it on sales orders with the message “Recalled”.');
      expect(r.odoo.calls.slice(calls).filter((c) => c.model === 'sale.order.line').map((c) => c.method)).toEqual(['onchange']);
    });

    it('a product blocked with no message is refused in words that end where Odoo has nothing to say', async () => {
      warn('sale', 'block', '');
      const preview = await r.journal.preview(quotation());
      expect(say(english, preview.consequences!.refusal!)).toBe('[FURN_0269] Office Chair Black cannot be sold: Odoo blocks it on sales orders.');
      expect(preview.consequences?.productWarnings ?? []).toEqual([]);
    });

    it('run at once, with no card: a blocked product is refused before anything is journaled or sent; a warned one runs', async () => {
      warn('sale', 'block', 'Recalled');
      const orders = r.odoo.db.records('sale.order').length;
      const entries = await r.db.operations.count();
      await expect(r.journal.run(quotation(), turn())).rejects.toThrow('[FURN_0269] Office Chair Black cannot be sold: Odoo blocks it on sales orders with the message “Recalled”.');
      expect([r.odoo.db.records('sale.order').length, await r.db.operations.count()]).toEqual([orders, entries]);
      const add: WriteSpec = { kind: 'write', model: 'sale.order', ids: [1], values: { order_line: [[0, 0, { product_id: CHAIR, product_uom_qty: 1 }]] } };
      await expect(r.journal.run(add, turn())).rejects.toThrow(/cannot be sold/);
      warn('sale', 'warning', 'Fragile');
      const { operation } = await r.journal.run(add, turn());
      expect(operation.status).toBe('done');
    });

    it('an update that adds the product to an order is asked too; a product without a warning asks nothing', async () => {
      warn('sale', 'warning', 'Ships in a week');
      const add: WriteSpec = { kind: 'write', model: 'sale.order', ids: [1], values: { order_line: [[0, 0, { product_id: CHAIR, product_uom_qty: 1 }]] } };
      expect((await r.journal.preview(add)).consequences?.productWarnings).toEqual([{ product: '[FURN_0269] Office Chair Black', message: 'Ships in a week' }]);
      warn('sale', 'no-message', '');
      const calls = r.odoo.calls.length;
      expect((await r.journal.preview(add)).consequences?.productWarnings).toBeUndefined();
      expect(r.odoo.calls.slice(calls).filter((c) => c.model === 'sale.order.line')).toEqual([]);
    });

    it('purchase warns only a user in Purchase Warnings, as Odoo’s onchange asks', async () => {
      warn('purchase', 'block', 'Supplier closed');
      expect((await r.journal.preview(rfq)).consequences?.refusal).toBeUndefined();
      const [group] = r.odoo.db.records('ir.model.data').filter((d) => d.name === 'group_warning_purchase');
      r.odoo.db.write('res.users', 2, { [groupsField(version)]: [group!.res_id] }, 2);
      const c = (await r.journal.preview(rfq)).consequences!;
      expect(c.productWarnings).toEqual([{ product: '[FURN_0269] Office Chair Black', message: 'Supplier closed' }]);
      expect(say(english, c.refusal!)).toMatch(/^\[FURN_0269\] Office Chair Black cannot be purchased: .*“Supplier closed”/);
    });
  });
}

describe('Odoo 19: the line’s computed message', () => {
  let r: Rig;
  beforeAll(async () => {
    r = await rig(19);
  });
  afterAll(() => r.close());

  it('shown to a user in the Warnings group only, never a block; an invoice shows sale’s, a bill purchase’s', async () => {
    r.odoo.db.write('product.template', CHAIR, { sale_line_warn_msg: 'Handle with care', purchase_line_warn_msg: 'Check the supplier' }, 2);
    expect((await r.journal.preview(quotation())).consequences?.productWarnings).toBeUndefined();
    const groups = r.odoo.db.records('ir.model.data').filter((d) => d.model === 'res.groups').map((d) => d.res_id);
    r.odoo.db.write('res.users', 2, { group_ids: groups }, 2);
    const c = (await r.journal.preview(quotation())).consequences!;
    expect(c.productWarnings).toEqual([{ product: '[FURN_0269] Office Chair Black', message: 'Handle with care' }]);
    expect(c.refusal).toBeUndefined();
    const line = { product_id: CHAIR, quantity: 1, price_unit: 10 };
    const invoice = await r.journal.preview({ kind: 'create', model: 'account.move', values: { move_type: 'out_invoice', partner_id: 5, invoice_line_ids: [[0, 0, line]] } });
    expect(invoice.consequences?.productWarnings).toEqual([{ product: '[FURN_0269] Office Chair Black', message: 'Handle with care' }]);
    const bill = await r.journal.preview({ kind: 'create', model: 'account.move', values: { move_type: 'in_invoice', partner_id: 11, invoice_date: '2026-11-20', invoice_line_ids: [[0, 0, line]] } });
    expect(bill.consequences?.productWarnings).toEqual([{ product: '[FURN_0269] Office Chair Black', message: 'Check the supplier' }]);
    // An update: each product put on a line is asked of the line's own onchange (the order's answers no lines).
    const lineId = r.odoo.db.records('sale.order.line').find((l) => l.order_id === 1)!.id;
    const update = await r.journal.preview({ kind: 'write', model: 'sale.order', ids: [1], values: { order_line: [[1, lineId, { product_id: CHAIR }]] } });
    expect(update.consequences?.productWarnings).toEqual([{ product: '[FURN_0269] Office Chair Black', message: 'Handle with care' }]);
  });
});
