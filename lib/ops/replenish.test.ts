// A stateless workflow button: the low-stock suggestion's "Order Once" on a reordering rule.
import { english, inWords } from '@/lib/i18n';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { rig, turn, type Rig } from '../../test/journal-rig';
import type { WriteSpec } from './types';

// Sentences are said in the reader's language; these tests read them in English.
const en = <T,>(value: T): T => inWords(value, english);

let r: Rig;
beforeEach(async () => {
  r = await rig(18);
});
afterEach(() => r.close());

it('says before it runs that Order Once cannot be undone, then journals it done', async () => {
  const spec: WriteSpec = { kind: 'action', model: 'stock.warehouse.orderpoint', ids: [1], method: 'action_replenish' };
  const preview = await r.journal.preview(spec);
  expect(preview.undoable).toBe(false);
  expect(en(preview.notUndoableReason)).toMatch(/request for quotation/);

  const rfqs = r.odoo.db.records('purchase.order').length;
  const { operation } = await r.journal.run(spec, turn());
  expect(en(operation)).toMatchObject({ status: 'done', kind: 'action', undoable: false });
  expect(r.odoo.db.records('purchase.order')).toHaveLength(rfqs + 1);
  expect(en(await r.journal.undo(operation.id))).toMatchObject({ status: 'not_undoable' });
});
