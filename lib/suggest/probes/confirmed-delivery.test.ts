import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OdooStandIn } from '../../../test/stand-ins/odoo/server';
import type { OdooClient } from '@/lib/odoo/client';
import { page, runProbe, silence, standIn, trigger } from '@/test/suggest-kit';
import { confirmedDelivery } from './confirmed-delivery';

const pressed = (button: string) => ({ ...trigger('action_done'), button });

describe.each([16, 17, 19] as const)('confirmed-delivery on Odoo %i', (version) => {
  let odoo: OdooStandIn;
  let client: OdooClient;
  beforeAll(async () => ({ odoo, client } = await standIn(version)));
  afterAll(() => odoo.close());
  const order = (recordId: number) => page(odoo.url, { model: 'sale.order', recordId });

  it('opens the delivery Odoo made for the order just confirmed, in 1 RPC', async () => {
    const { id } = odoo.db.create('stock.picking', { name: 'WH/OUT/09001', sale_id: 3, picking_type_id: 2, state: 'assigned', scheduled_date: '2026-03-05 10:00:00' });
    try {
      const { draft, rpcs, error } = await runProbe(confirmedDelivery, client, order(3), pressed('action_confirm'));
      expect(error).toBeUndefined();
      expect(rpcs).toBe(1);
      expect(draft).toMatchObject({
        title: 'S00003 is confirmed: check the delivery',
        why: 'WH/OUT/09001 is ready, scheduled for Mar 5, 2026',
        recordKey: 'sale.order:3',
        action: { kind: 'open', url: `${odoo.url}/web#model=stock.picking&id=${id}&view_type=form` },
      });
    } finally {
      odoo.db.delete('stock.picking', id);
    }
  });

  it('is silent without an open delivery, and for another button', async () => {
    expect(silence(await runProbe(confirmedDelivery, client, order(3), pressed('action_confirm')))).toBe(1);
    expect(silence(await runProbe(confirmedDelivery, client, order(3), pressed('action_quotation_send')))).toBe(0);
  });
});
