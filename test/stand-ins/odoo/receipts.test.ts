// Receipts of purchase orders and the backorder dialog, as real 17/18 (pinned on real 16-19 by
// test/contract/actions-stock-crm.contract.test.ts): the dialog does nothing without the context
// button_validate gives it, and an order with a received receipt cannot be cancelled.
import { beforeAll, afterAll, describe, expect, it } from 'vitest';
import { type OdooStandIn, startOdooStandIn } from './server.ts';
import { TestClient } from './test-client.ts';

let odoo: OdooStandIn;
let admin: TestClient;
beforeAll(async () => {
  odoo = await startOdooStandIn({ version: 17 });
  admin = new TestClient(odoo.url);
  await admin.login();
});
afterAll(() => odoo.close());

const kw = async (model: string, method: string, args: unknown[], context: Record<string, unknown> = {}) =>
  (await admin.rpc('/web/dataset/call_kw', { model, method, args, kwargs: { context } })).result;
const button = async (model: string, method: string, ids: number[], context: Record<string, unknown> = {}) =>
  admin.rpc('/web/dataset/call_button', { model, method, args: [ids], kwargs: { context } });

describe('purchase receipts', () => {
  it('confirming makes a ready receipt; a short one asks for a backorder, which process makes', async () => {
    const po = await kw('purchase.order', 'create', [{ partner_id: 11, order_line: [[0, 0, { product_id: 2, name: 'Chairs', product_qty: 2 }]] }]);
    await button('purchase.order', 'button_confirm', [po]);
    const [{ picking_ids: [picking] }] = await kw('purchase.order', 'read', [[po], ['picking_ids']]);
    expect(odoo.db.get('stock.picking', picking!)).toMatchObject({ state: 'assigned', origin: odoo.db.get('purchase.order', po)!.name });
    const move = odoo.db.records('stock.move').find((m) => m.picking_id === picking)!;
    await kw('stock.move', 'write', [[move.id], { quantity: 1 }]);

    const asked = (await button('stock.picking', 'button_validate', [picking!])).result;
    expect(asked).toMatchObject({ res_model: 'stock.backorder.confirmation', target: 'new', context: { button_validate_picking_ids: [picking], default_pick_ids: [[4, picking]] } });
    const bare = await kw('stock.backorder.confirmation', 'create', [{}]);
    // call_button answers False for anything but an action.
    expect((await button('stock.backorder.confirmation', 'process', [bare])).result).toBe(false);
    expect(odoo.db.get('stock.picking', picking!)).toMatchObject({ state: 'assigned' });

    const wizard = await kw('stock.backorder.confirmation', 'create', [{}], asked.context);
    await button('stock.backorder.confirmation', 'process', [wizard], asked.context);
    expect(odoo.db.get('stock.picking', picking!)).toMatchObject({ state: 'done' });
    const backorder = odoo.db.records('stock.picking').find((p) => p.backorder_id === picking)!;
    expect(backorder).toMatchObject({ state: 'assigned' });
    expect(odoo.db.records('stock.move').filter((m) => m.picking_id === backorder.id)).toMatchObject([{ product_uom_qty: 1, quantity: 1, state: 'assigned' }]);

    const refused = await button('purchase.order', 'button_cancel', [po]);
    expect(refused.error?.data?.message).toMatch(/as some receptions have already been done/);
  });
});
