import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OdooStandIn } from '../../../test/stand-ins/odoo/server';
import type { OdooClient } from '@/lib/odoo/client';
import { page, runProbe, silence, standIn } from '@/test/suggest-kit';
import { lowStockProduct } from './low-stock-product';

describe.each([16, 17, 18, 19] as const)('low-stock-product on Odoo %i', (version) => {
  let odoo: OdooStandIn;
  let client: OdooClient;
  beforeAll(async () => ({ odoo, client } = await standIn(version)));
  afterAll(() => odoo.close());

  it.each(['product.template', 'product.product'])('proposes Odoo\'s replenishment on a %s below its minimum, in 1 RPC', async (model) => {
    // Office Chair Black: 12 on hand, reordering rule minimum 20, maximum 50.
    const { draft, rpcs, error } = await runProbe(lowStockProduct, client, page(odoo.url, { model, recordId: 2 }));
    expect(error).toBeUndefined();
    expect(rpcs).toBe(1);
    expect(draft).toMatchObject({
      title: '[FURN_0269] Office Chair Black is below its reordering minimum',
      why: '12 on hand in San Francisco Warehouse, minimum 20',
      recordKey: `${model}:2`,
      action: { kind: 'write', spec: { kind: 'action', model: 'stock.warehouse.orderpoint', ids: [1], method: 'action_replenish' } },
    });
    expect(draft!.action.kind === 'write' && draft!.action.prompt).toContain('Odoo would order 38'); // up to the maximum, 50
  });

  it('is silent once the product is on order, and Odoo then has nothing more to order', async () => {
    // Its own client: this test orders, and the shared one must still see the product short.
    const { odoo: own, client: mine } = await standIn(version);
    try {
      const first = await runProbe(lowStockProduct, mine, page(own.url, { model: 'product.product', recordId: 2 }));
      expect(first.draft).toBeTruthy();
      const rfqs = (await mine.searchRead('purchase.order', { fields: ['name'] })).records.length;
      expect(await mine.callButton('stock.warehouse.orderpoint', 'action_replenish', [1])).toMatchObject({ tag: 'display_notification' });
      expect(silence(await runProbe(lowStockProduct, mine, page(own.url, { model: 'product.product', recordId: 2 })))).toBe(1);
      // A second "Order Once" orders nothing (Odoo returns False) and creates no RFQ.
      expect(await mine.callButton('stock.warehouse.orderpoint', 'action_replenish', [1])).toBe(false);
      expect((await mine.searchRead('purchase.order', { fields: ['name'] })).records.length).toBe(rfqs + 1);
    } finally {
      await own.close();
    }
  });

  it('is silent above the minimum or without a rule', async () => {
    // Desk Combination: 35 on hand, minimum 10. Corner Desk: no rule.
    expect(silence(await runProbe(lowStockProduct, client, page(odoo.url, { model: 'product.template', recordId: 1 })))).toBe(1);
    expect(silence(await runProbe(lowStockProduct, client, page(odoo.url, { model: 'product.product', recordId: 4 })))).toBe(1);
  });
});
