import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OdooStandIn } from '../../../test/stand-ins/odoo/server';
import type { OdooClient } from '@/lib/odoo/client';
import { page, runProbe, silence, standIn, trigger } from '@/test/suggest-kit';
import { pickedVendor } from './picked-vendor';

const picked = (detail: string, field = 'partner_id') => ({ ...trigger('field_changed', detail), field });

describe.each([16, 17, 19] as const)('picked-vendor on Odoo %i', (version) => {
  let odoo: OdooStandIn;
  let client: OdooClient;
  beforeAll(async () => ({ odoo, client } = await standIn(version)));
  afterAll(() => odoo.close());
  const order = () => ({ ...page('', { model: 'purchase.order', recordId: 'new' }), origin: odoo.url });

  it("says the vendor just picked on a new purchase order has bills past due, before saving; 3 RPCs", async () => {
    const { draft, rpcs, error } = await runProbe(pickedVendor, client, order(), picked('Lumber Inc'));
    expect(error).toBeUndefined();
    expect(rpcs).toBe(3);
    expect(draft).toMatchObject({ recordKey: 'res.partner:11', action: { kind: 'chat' } });
    expect(draft!.title).toMatch(/^Lumber Inc has \d+ (late receipts?|overdue bills? to pay)$/);
    expect(draft!.why).toMatch(/bills of .* past their due date \(the vendor just picked, not saved yet\)$/);
    const action = draft!.action.kind === 'chat' ? draft!.action : undefined;
    expect(action?.prompt).toMatch(/^I am making a purchase order for the vendor “Lumber Inc”: /);
    expect(action?.context).toContain('The vendor is res.partner #11');
  });

  it('names the late receipts first, with the oldest expected day', async () => {
    const receipt = odoo.db.records('stock.picking').find((p) => p.picking_type_code === 'incoming' || String(p.name).includes('/IN/'));
    expect(receipt).toBeDefined();
    if (!receipt) return;
    const was = { ...receipt };
    odoo.db.write('stock.picking', receipt.id, { partner_id: 11, state: 'assigned', scheduled_date: '2020-01-02 10:00:00' }, 2);
    try {
      const { draft } = await runProbe(pickedVendor, client, order(), picked('Lumber Inc'));
      expect(draft!.title).toMatch(/^Lumber Inc has \d+ late receipts?$/);
      expect(draft!.why).toMatch(/expected since Jan 2, 2020/);
    } finally {
      odoo.db.write('stock.picking', receipt.id, { partner_id: was.partner_id, state: was.state, scheduled_date: was.scheduled_date }, 2);
    }
  });

  it('is silent for a vendor who is up to date, an unknown name, or another field', async () => {
    expect(silence(await runProbe(pickedVendor, client, order(), picked('Hellenic Office Supplies')))).toBe(3);
    expect(silence(await runProbe(pickedVendor, client, order(), picked('Nobody of that name')))).toBe(1);
    expect(silence(await runProbe(pickedVendor, client, order(), picked('Lumber Inc', 'user_id')))).toBe(0);
  });
});
