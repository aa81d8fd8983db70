// A change set's product warnings, against the Odoo stand-in as each version raises them: each
// row's warning on its row, each product asked once for the whole set, a blocked product (16-18)
// refusing the set before the card with its rows named, and again when a row runs.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approveAndRun } from '@/lib/agent/approve';
import { english, say } from '@/lib/i18n';
import { OdooError } from '@/lib/odoo';
import { rig, turn, type Rig } from '../../test/journal-rig';
import type { WriteSpec } from './types';

const CHAIR = 2; // [FURN_0269] Office Chair Black, template 2
const CHAIR_NAME = '[FURN_0269] Office Chair Black';
const addChair: WriteSpec = { kind: 'write', model: 'sale.order', ids: [1, 9, 2], values: { order_line: [[0, 0, { product_id: CHAIR, product_uom_qty: 1 }]] } };
const quotations = (product = CHAIR): WriteSpec => ({
  kind: 'creates',
  model: 'sale.order',
  rows: [
    { partner_id: 5, order_line: [[0, 0, { product_id: product, product_uom_qty: 3 }], [0, 0, { product_id: 3, product_uom_qty: 1 }]] },
    { partner_id: 8, order_line: [[0, 0, { product_id: 3, product_uom_qty: 2 }]] },
    { partner_id: 9, order_line: [[0, 0, { product_id: product, product_uom_qty: 1 }]] },
  ],
});
const lineCalls = (r: Rig, from: number) => r.odoo.calls.slice(from).filter((c) => c.model === 'sale.order.line' && c.method === 'onchange').map((c) => c.method);

for (const version of [16, 18] as const) {
  describe(`Odoo ${version}: a set's rows, each product asked once`, () => {
    let r: Rig;
    beforeAll(async () => {
      r = await rig(version);
    });
    afterAll(() => r.close());
    const warn = (how: string, message = 'Handle with care') => r.odoo.db.write('product.template', CHAIR, { sale_line_warn: how, sale_line_warn_msg: message }, 2);

    it('an update of three orders: the warning is on each row, from one line onchange', async () => {
      warn('warning');
      const calls = r.odoo.calls.length;
      const c = (await r.journal.preview(addChair)).consequences!;
      expect(c.productWarnings).toEqual([{ product: CHAIR_NAME, message: 'Handle with care', rows: [1, 9, 2] }]);
      expect(c.refusal).toBeUndefined();
      expect(lineCalls(r, calls)).toEqual(['onchange']);
    });

    it('a set of creates: on the rows that put the product only; a product without a warning asks nothing', async () => {
      const calls = r.odoo.calls.length;
      expect((await r.journal.preview(quotations())).consequences?.productWarnings).toEqual([{ product: CHAIR_NAME, message: 'Handle with care', rows: [1, 3] }]);
      expect(lineCalls(r, calls)).toEqual(['onchange']);
      warn('no-message', '');
      const quiet = r.odoo.calls.length;
      expect((await r.journal.preview(quotations())).consequences).toBeUndefined();
      expect(lineCalls(r, quiet)).toEqual([]);
    });

    it('a blocked product refuses the set before the card, naming its rows; run at once, each of them is refused', async () => {
      warn('block', 'Recalled');
      const blocked = `${CHAIR_NAME} cannot be sold: Odoo blocks it on sales orders with the message “Recalled”.`;
      const plan = await r.journal.plan(quotations());
      const asked: string[] = [];
      const approved = await approveAndRun({
        plan,
        signal: new AbortController().signal,
        decide: async () => ({ to: 'ask' }),
        preview: (p) => r.journal.preview(p),
        ask: async () => (asked.push('card'), true),
        recheck: async () => undefined,
        run: async () => {
          throw new Error('must not run');
        },
      });
      if (approved.status !== 'refused') throw new Error(`not refused: ${approved.status}`);
      expect(asked).toEqual([]);
      // A row of creates is named by its customer's… nothing yet: by its place, in words.
      expect(say(english, approved.why)).toBe(`${blocked} It is on Sales Order 1 (new) and Sales Order 3 (new), so those 2 rows cannot be part of this change.`);
      const update = (await r.journal.preview(addChair)).consequences!;
      expect(say(english, update.refusal!)).toBe(`${blocked} It is on S00001, S00009, and S00002, so those 3 rows cannot be part of this change.`);
      const one = (await r.journal.preview({ ...addChair, ids: [1, 9], values: { order_line: [[0, 0, { product_id: 3, product_uom_qty: 1 }]] }, rowValues: { 9: { order_line: [[0, 0, { product_id: CHAIR, product_uom_qty: 1 }]] } } })).consequences!;
      expect(say(english, one.refusal!)).toBe(`${blocked} It is on S00009, so that row cannot be part of this change.`);
      // No card (a mode that runs at once): the set is refused the same before any row runs, and nothing is made or journaled.
      const orders = r.odoo.db.records('sale.order').length;
      const entries = await r.db.operations.count();
      const calls = r.odoo.calls.length;
      await expect(r.journal.run(quotations(), turn())).rejects.toThrow(`${blocked} It is on Sales Order 1 (new) and Sales Order 3 (new)`);
      expect([r.odoo.db.records('sale.order').length, await r.db.operations.count()]).toEqual([orders, entries]);
      expect(lineCalls(r, calls)).toEqual(['onchange']);
      warn('no-message', '');
    });

    it("a line onchange Odoo cannot answer: the set card says the warnings are not known, and why", async () => {
      warn('warning');
      const failing = r.restart((inner) => async (path, params, opts) => {
        if (path.includes('sale.order.line/onchange')) throw new OdooError({ kind: 'server_error', serverMessage: 'Line onchange failed' });
        return inner(path, params, opts);
      });
      const c = (await failing.journal.preview(addChair)).consequences!;
      expect(c.productWarnings).toBeUndefined();
      expect(c.warningsUnavailable).toBeTruthy();
      expect(c.unavailable).toBeUndefined();
      warn('no-message', '');
    });
  });
}

describe("Odoo 19: a set's rows get the lines' computed message", () => {
  let r: Rig;
  beforeAll(async () => {
    r = await rig(19);
  });
  afterAll(() => r.close());

  it('for a user in the Warnings group, each row with the product; one line onchange per distinct product', async () => {
    r.odoo.db.write('product.template', CHAIR, { sale_line_warn_msg: 'Handle with care' }, 2);
    expect((await r.journal.preview(quotations())).consequences).toBeUndefined();
    const groups = r.odoo.db.records('ir.model.data').filter((d) => d.model === 'res.groups').map((d) => d.res_id);
    r.odoo.db.write('res.users', 2, { group_ids: groups }, 2);
    const calls = r.odoo.calls.length;
    const c = (await r.journal.preview(quotations())).consequences!;
    expect(c.productWarnings).toEqual([{ product: CHAIR_NAME, message: 'Handle with care', rows: [1, 3] }]);
    expect(c.refusal).toBeUndefined();
    // Two distinct products (the chair and product 3) on three rows.
    expect(lineCalls(r, calls)).toEqual(['onchange', 'onchange']);
    expect((await r.journal.preview(addChair)).consequences?.productWarnings).toEqual([{ product: CHAIR_NAME, message: 'Handle with care', rows: [1, 9, 2] }]);
  });
});
