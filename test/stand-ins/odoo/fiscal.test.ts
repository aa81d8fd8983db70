// Fiscal positions on an order's lines as real Odoo maps their taxes (account.fiscal.position
// map_tax, 16-19): 16-18 through the position's tax mapping, 19 taking every tax off when the
// position lists none (partner.py on 19).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OdooStandIn, startOdooStandIn } from './server.ts';
import { TestClient } from './test-client.ts';

let odoo: OdooStandIn;
beforeAll(async () => {
  odoo = await startOdooStandIn({ version: 18 });
});
afterAll(() => odoo.close());

async function lineTaxes(version: 18 | 19, position: Record<string, unknown>): Promise<unknown> {
  odoo.setVersion(version);
  odoo.reset();
  const admin = new TestClient(odoo.url);
  await admin.login();
  const kw = async (model: string, method: string, args: unknown[]) => (await admin.rpc('/web/dataset/call_kw', { model, method, args, kwargs: {} })).result;
  const fp = await kw('account.fiscal.position', 'create', [{ name: 'Export', ...position }]);
  const taxField = version >= 19 ? 'tax_ids' : 'tax_id';
  const so = await kw('sale.order', 'create', [{ partner_id: 3, fiscal_position_id: fp, order_line: [[0, 0, { product_id: 1, product_uom_qty: 1 }]] }]);
  const [line] = (await kw('sale.order.line', 'search_read', [[['order_id', '=', so]], [taxField]])) as Array<Record<string, unknown>>;
  return line![taxField];
}

describe('fiscal positions on order lines', () => {
  it('16-18: the tax mapping maps the sales tax; no mapping keeps it', async () => {
    const tax = odoo.db.records('account.tax').find((t) => t.type_tax_use === 'sale' && t.company_id === 1)!.id;
    expect(await lineTaxes(18, {})).toEqual([tax]);
    expect(await lineTaxes(18, { tax_ids: [[0, 0, { tax_src_id: tax, tax_dest_id: false }]] })).toEqual([]);
  });

  it('19: a position that lists no taxes takes them all off', async () => {
    expect(await lineTaxes(19, {})).toEqual([]);
  });
});
