// Grouping a datetime by a date granularity (real Odoo via ODOO_URL etc., else the stand-in in 17
// and 18): Odoo groups by the day in the context's time zone and gives the group's start as the UTC
// instant of that local midnight (__range on 16-18, [start, label] from 19's formatted_read_group).
// compare_periods tells its periods apart by that start.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { utcStartOf } from '@/lib/business';
import { normalizeGroupRows, readGroupCall } from '@/lib/odoo/read-group';
import { versionAtLeast, type OdooClient } from '@/lib/odoo';
import { loginClient } from '../odoo-login';
import { targets } from './target';

for (const target of targets()) {
  describe(`grouping contract: ${target.name}`, () => {
    let client: OdooClient;
    let order: { id: number; date_order: string };
    beforeAll(async () => {
      client = (await loginClient(await target.admin())).client;
      const { records } = await client.searchRead('sale.order', { fields: ['date_order'], limit: 1, order: 'id' });
      order = records[0] as unknown as typeof order;
    });
    afterAll(() => target.close());

    it.each(['Asia/Tokyo', 'America/New_York', 'Europe/Brussels'])('a datetime grouped by day in %s starts at that local midnight, in UTC', async (tz) => {
      const input = { domain: [['id', '=', order.id]], groupby: ['date_order:day'], aggregates: ['amount_total:sum'] };
      const { method, kwargs } = readGroupCall(input, versionAtLeast(await client.version(), 19));
      const [row] = normalizeGroupRows(await client.callKw('sale.order', method, [], { ...kwargs, context: { tz } }), input);
      const localDay = new Intl.DateTimeFormat('en-CA', { timeZone: tz, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(`${order.date_order.replace(' ', 'T')}Z`));
      expect(row!.count).toBe(1);
      expect(row!.starts).toEqual({ 'date_order:day': utcStartOf(localDay, tz) });
    });
  });
}
