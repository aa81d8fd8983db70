import { describe, expect, it } from 'vitest';
import { businessKit, TODAY } from '@/test/business-kit';
import lateTransfers from './late-transfers';

describe.each([16, 17, 18, 19] as const)('late_transfers on Odoo %i', (version) => {
  const kit = businessKit(version);
  // Read from the seed: planned (not draft, done or cancelled), scheduled or due before today in
  // Brussels (00:00 there is 23:00 UTC the day before), or scheduled after its deadline.
  const midnight = '2026-03-14 23:00:00';
  const late = (code?: string) => kit.records('stock.picking')
    .filter((p) => ['assigned', 'waiting', 'confirmed'].includes(String(p.state)))
    .filter((p) => p.has_deadline_issue === true || (p.date_deadline && String(p.date_deadline) < midnight) || String(p.scheduled_date) < midnight)
    .filter((p) => !code || kit.get('stock.picking.type', Number(p.picking_type_id)).code === code)
    .sort((a, b) => String(a.scheduled_date).localeCompare(String(b.scheduled_date)));

  it("lists what Odoo's Late filter shows, oldest first, with days late, in one search", async () => {
    const expected = late();
    expect(expected.map((p) => p.name)).toEqual(['WH/IN/00001', 'CHIC/IN/00001', 'WH/OUT/00001', 'WH/INT/00001', 'WH/OUT/00005', 'WH/OUT/00002']);
    const r = await kit.run(lateTransfers);
    expect(r.json).toMatchObject({ kind: 'all', today: TODAY, count: expected.length });
    expect(r.json.rows.map((x: { transfer: string }) => x.transfer)).toEqual(expected.map((p) => p.name));
    expect(r.json.rows[0]).toEqual({
      id: 1, transfer: 'WH/IN/00001', kind: 'receipt', partner: kit.name('res.partner', 11), scheduled: '2026-03-10', days_late: 5, origin: 'P00001', state: 'ready',
    });
    // Scheduled in three days but promised yesterday: late by the deadline.
    expect(r.json.rows.find((x: { transfer: string }) => x.transfer === 'WH/OUT/00002')).toMatchObject({ scheduled: '2026-03-18', deadline: '2026-03-14', days_late: 1 });
    // Not late yet, but scheduled after its deadline.
    expect(r.json.rows.find((x: { transfer: string }) => x.transfer === 'WH/OUT/00005')).toMatchObject({ will_miss_deadline: true });
    expect(r.trips).toBe(1);
    expect(r.rpcs).toEqual(['stock.picking/web_search_read']);
  });

  it('narrows to receipts or deliveries, a partner and a warehouse', async () => {
    const receipts = await kit.run(lateTransfers, { kind: 'receipts' });
    expect(receipts.json.rows.map((x: { transfer: string }) => x.transfer)).toEqual(late('incoming').map((p) => p.name));
    const deliveries = await kit.run(lateTransfers, { kind: 'deliveries' });
    expect(deliveries.json.count).toBe(late('outgoing').length);
    expect(deliveries.json.rows.every((x: { kind: string }) => x.kind === 'delivery')).toBe(true);
    const chicago = await kit.run(lateTransfers, { warehouse: 'Chicago' });
    expect(chicago.json.rows.map((x: { transfer: string }) => x.transfer)).toEqual(['CHIC/IN/00001']);
    const deco = await kit.run(lateTransfers, { partner: String(kit.records('res.partner').find((p) => p.id === 8)!.name) });
    expect(deco.json.rows.map((x: { transfer: string }) => x.transfer)).toEqual(['WH/OUT/00001']);
  });

  it('refuses an unknown kind rather than listing everything', async () => {
    const r = await kit.h.run(lateTransfers, { kind: 'shipments' });
    expect(r.isError).toBe(true);
  });
});
