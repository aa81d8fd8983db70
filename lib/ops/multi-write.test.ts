// A write to several records costs what a write to one does on 17+: read before, web_save.
import { afterEach, beforeEach, expect, it } from 'vitest';
import { rig, turn, type Rig } from '../../test/journal-rig';
import type { WriteSpec } from './types';

let r: Rig;
beforeEach(async () => {
  r = await rig(17);
});
afterEach(() => r.close());

it('writes two partners in 2 round trips and restores both on undo', async () => {
  const spec: WriteSpec = { kind: 'write', model: 'res.partner', ids: [5, 6], values: { city: 'Athens' } };
  const cities = [r.odoo.db.get('res.partner', 5)!.city, r.odoo.db.get('res.partner', 6)!.city];
  await r.journal.preview(spec); // fields cached, as after a confirm card
  const [{ operation }, trips] = await r.trips(() => r.journal.run(spec, turn()));
  expect(trips).toBe(2);
  expect(operation.after).toMatchObject({ 5: { city: 'Athens' }, 6: { city: 'Athens' } });
  expect(await r.journal.undo(operation.id)).toMatchObject({ status: 'undone' });
  expect([r.odoo.db.get('res.partner', 5)!.city, r.odoo.db.get('res.partner', 6)!.city]).toEqual(cities);
});
