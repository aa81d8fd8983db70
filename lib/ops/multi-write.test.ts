// A write to several records is a change set: a row at a time, each row journaled on its own under
// the set's id, so a row Odoo refuses is rolled back alone; one undo of the set restores every row.
import { afterEach, beforeEach, expect, it } from 'vitest';
import { rig, turn, type Rig } from '../../test/journal-rig';
import type { WriteSpec } from './types';
import { i18nFor, say } from '@/lib/i18n';
import { failureSaid } from './errors';

let r: Rig;
beforeEach(async () => {
  r = await rig(17);
});
afterEach(() => r.close());

const city = (id: number) => r.odoo.db.get('res.partner', id)!.city;

it('writes two partners a row at a time (one read of both, a web_save each) and restores both with one undo of the set', async () => {
  const spec: WriteSpec = { kind: 'write', model: 'res.partner', ids: [5, 6], values: { city: 'Athens' } };
  const cities = [city(5), city(6)];
  const ref = turn();
  await r.journal.preview(spec); // fields cached, as after a confirm card
  const [outcome, trips] = await r.trips(() => r.journal.run(spec, ref));
  // The set's records read once, then a web_save per row (17+): a set of N records costs N + 1.
  expect(trips).toBe(3);
  expect(outcome.set?.rows.map((row) => [row.id, row.name, row.status])).toEqual([[5, 'Azure Interior', 'done'], [6, 'Deco Addict', 'done']]);
  expect(outcome.operation.recordIds).toEqual([5, 6]);
  const entries = (await r.db.operations.where('turnId').equals(ref.turnId).sortBy('createdAt')).filter((e) => !e.undoOf);
  expect(entries.map((e) => [e.recordIds, e.setId])).toEqual([[[5], outcome.set!.setId], [[6], outcome.set!.setId]]);
  expect([city(5), city(6)]).toEqual(['Athens', 'Athens']);

  const undone = await r.journal.undoSet(ref.turnId, outcome.set!.setId);
  expect(undone.map((u) => u.status)).toEqual(['undone', 'undone']);
  expect([city(5), city(6)]).toEqual(cities);
});

it('a row Odoo refuses is rolled back alone: the others run, and the result says which did not', async () => {
  // S00003 is already a sales order: Odoo refuses to confirm it, and only it.
  const spec: WriteSpec = { kind: 'action', model: 'sale.order', ids: [1, 3, 2], method: 'action_confirm' };
  const ref = turn();
  const outcome = await r.journal.run(spec, ref);
  expect(outcome.set?.rows.map((row) => [row.name, row.status])).toEqual([['S00001', 'done'], ['S00003', 'failed'], ['S00002', 'done']]);
  expect(outcome.set?.rows[1]?.error).toMatch(/not in a state requiring confirmation: S00003/);
  expect([1, 3, 2].map((id) => r.odoo.db.get('sale.order', id)!.state)).toEqual(['sale', 'sale', 'sale']);
  const entries = await r.db.operations.where('turnId').equals(ref.turnId).sortBy('createdAt');
  expect(entries.map((e) => [e.recordIds[0], e.status])).toEqual([[1, 'done'], [3, 'failed'], [2, 'done']]);

  // One undo of the set: the two that ran go back to quotations; the refused one was never touched.
  const undone = await r.journal.undoSet(ref.turnId, outcome.set!.setId);
  expect(undone.map((u) => [u.operation.recordIds[0], u.status])).toEqual([[2, 'undone'], [1, 'undone']]);
  expect([1, 3, 2].map((id) => r.odoo.db.get('sale.order', id)!.state)).toEqual(['draft', 'sale', 'draft']);
});

it('when Odoo refuses every row, the write fails with each row’s reason and nothing is changed', async () => {
  const spec: WriteSpec = { kind: 'action', model: 'sale.order', ids: [3, 4], method: 'action_confirm' };
  const refused = await r.journal.run(spec, turn()).catch((error: unknown) => error);
  expect(refused).toBeInstanceOf(Error);
  expect((refused as Error).message).toMatch(/None of the 2 records was changed\. S00003 \(id 3\): .*S00004 \(id 4\): /);
  // A person reads it in their language (a card kept across a restart, a suggestion's write): each row and Odoo's reason.
  expect(say(i18nFor('fr_FR', []), failureSaid(refused))).toMatch(/^Aucun des 2 enregistrements n’a été modifié — S00003 : .*; S00004 : /);
});
