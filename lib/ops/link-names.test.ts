// A write that links records through a many2many journals their names, so Changes says "added
// Done" rather than the stage's id; read once after the write, beside it.
import { afterEach, beforeEach, expect, it } from 'vitest';
import { rig, turn, type Rig } from '../../test/journal-rig';
import type { JournalEntry } from './types';

let r: Rig;
beforeEach(async () => {
  r = await rig(17);
});
afterEach(async () => {
  await r.close();
});

it('journals the names of the records a many2many write linked and unlinked', async () => {
  const { records: [project] } = await r.client.searchRead('project.project', { fields: ['type_ids'], limit: 1 });
  const stage = { id: await r.client.create('project.task.type', { name: 'Waiting on the customer' }), display_name: 'Waiting on the customer' };
  const { operation } = await r.journal.run({ kind: 'write', model: 'project.project', ids: [project!.id], values: { type_ids: [[4, stage.id]] } }, turn());
  expect((operation as JournalEntry).linkNames).toEqual({ type_ids: { [stage.id]: stage.display_name } });
});
