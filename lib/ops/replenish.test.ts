// A stateless workflow button: the low-stock suggestion's "Order Once" on a reordering rule.
import { afterEach, beforeEach, expect, it } from 'vitest';
import { rig, turn, type Rig } from '../../test/journal-rig';
import type { WriteSpec } from './types';

let r: Rig;
beforeEach(async () => {
  r = await rig(18);
});
afterEach(() => r.close());

it('says before it runs that Order Once cannot be undone, then journals it done', async () => {
  const spec: WriteSpec = { kind: 'action', model: 'stock.warehouse.orderpoint', ids: [1], method: 'action_replenish' };
  const preview = await r.journal.preview(spec);
  expect(preview.undoable).toBe(false);
  expect(preview.notUndoableReason).toMatch(/request for quotation/);

  const rfqs = r.odoo.db.records('purchase.order').length;
  const { operation } = await r.journal.run(spec, turn());
  expect(operation).toMatchObject({ status: 'done', kind: 'action', undoable: false });
  expect(r.odoo.db.records('purchase.order')).toHaveLength(rfqs + 1);
  expect(await r.journal.undo(operation.id)).toMatchObject({ status: 'not_undoable' });
});
