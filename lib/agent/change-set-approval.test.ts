// A change set's card through the one approval pipeline: the rows the user leaves out are their edit
// of the write; exactly the rows left in run, are journaled (one set) and are reported to the model.
import { afterEach, expect, it } from 'vitest';
import { agentRig, type AgentRig } from '../../test/agent-harness';
import { text, toolCall } from '../../test/stand-ins/model/server';
import type { JournalEntry } from '@/lib/ops/types';
import { loadMessages } from './store';

let r: AgentRig;
afterEach(async () => r?.close());

const city = (id: number) => r.ops.odoo.db.get('res.partner', id)?.city;
const IDS = [8, 9, 10, 11];

it('Approve without two rows writes the other two, journals them as one set and tells the model which ran', async () => {
  r = await agentRig({ mode: 'auto-read' });
  r.model.script(toolCall('update_records', { model: 'res.partner', ids: IDS, values: { city: 'Oakland' } }, 'toolu_set'), text('Moved.'));
  const before = IDS.map(city);
  const { ended, conversationId, turnId } = await r.send('Move these four to Oakland');
  const card = await r.next('confirm/request');
  expect(card.preview.changes.map((c) => c.recordId)).toEqual(IDS);

  // Not a row of this card, or every row left out: refused, the card still waits.
  expect(r.service.answer({ pendingId: card.pendingId, argsHash: card.argsHash, approve: true, exclude: [5] })).toBe(false);
  expect(r.service.answer({ pendingId: card.pendingId, argsHash: card.argsHash, approve: true, exclude: IDS })).toBe(false);
  expect(r.service.answer({ pendingId: card.pendingId, argsHash: card.argsHash, approve: true, exclude: [9, 11] })).toBe(true);
  expect(await ended).toMatchObject({ status: 'done' });

  expect(IDS.map(city)).toEqual(['Oakland', before[1], 'Oakland', before[3]]);
  const entries = (await r.db.operations.where('turnId').equals(turnId).sortBy('createdAt')).filter((e) => !e.undoOf);
  expect(entries.map((e) => [e.recordIds, e.status])).toEqual([[[8], 'done'], [[10], 'done']]);
  expect(new Set(entries.map((e) => e.setId)).size).toBe(1);
  const result = (await loadMessages(r.db, conversationId)).flatMap((m) => m.content).find((b) => (b as { type?: string }).type === 'tool_result') as { content: string; is_error?: boolean };
  expect(result.is_error).toBeUndefined();
  expect(JSON.parse(result.content)).toMatchObject({ status: 'done', ids: [8, 10], done: [8, 10], not_done: [] });
});

it('a card that is not a change set takes no rows out', async () => {
  r = await agentRig({ mode: 'auto-read' });
  r.model.script(toolCall('update_records', { model: 'res.partner', ids: [8], values: { city: 'Oakland' } }, 'toolu_one'), text('Moved.'));
  const { ended } = await r.send('Move Gemini to Oakland');
  const card = await r.next('confirm/request');
  expect(r.service.answer({ pendingId: card.pendingId, argsHash: card.argsHash, approve: true, exclude: [8] })).toBe(false);
  expect(r.service.answer({ pendingId: card.pendingId, argsHash: card.argsHash, approve: false })).toBe(true);
  await ended;
  expect(city(8)).toBe('Fairfield');
});

it('a row edited on the set’s card runs and is journaled with its own value, beside rows left out; the model is told', async () => {
  r = await agentRig({ mode: 'auto-read' });
  r.model.script(toolCall('update_records', { model: 'res.partner', ids: IDS, values: { city: 'Oakland' } }, 'toolu_row'), text('Moved.'));
  const before = IDS.map(city);
  const { ended, conversationId, turnId } = await r.send('Move these four to Oakland');
  const card = await r.next('confirm/request');
  // Each row offers its own city (the set's shared value is offered too).
  expect(card.edit?.fields.filter((f) => f.row).map((f) => [f.field, f.value])).toEqual(IDS.map((id) => [`row/${id}/city`, 'Oakland']));
  expect(await r.service.reviseConfirm({ pendingId: card.pendingId, argsHash: card.argsHash, edits: { 'row/10/city': 'Berkeley' } })).toBe(true);
  const edited = await r.next('confirm/request', (e) => e.argsHash !== card.argsHash);
  expect(edited.edit?.error).toBeUndefined();
  // The card shows the row with its own value; the other rows as proposed.
  expect(edited.preview.changes.filter((c) => c.field === 'city').map((c) => [c.recordId, c.after])).toEqual([[8, 'Oakland'], [9, 'Oakland'], [10, 'Berkeley'], [11, 'Oakland']]);
  expect(r.service.answer({ pendingId: edited.pendingId, argsHash: edited.argsHash, approve: true, exclude: [9] })).toBe(true);
  expect(await ended).toMatchObject({ status: 'done' });

  expect(IDS.map(city)).toEqual(['Oakland', before[1], 'Berkeley', 'Oakland']);
  const entries = (await r.db.operations.where('turnId').equals(turnId).sortBy('createdAt')).filter((e) => !e.undoOf);
  expect(entries.map((e) => [e.recordIds, e.after[e.recordIds[0]!]?.city])).toEqual([[[8], 'Oakland'], [[10], 'Berkeley'], [[11], 'Oakland']]);
  expect(entries.map((e) => ((e as JournalEntry).spec as { values: object }).values)).toEqual([{ city: 'Oakland' }, { city: 'Berkeley' }, { city: 'Oakland' }]);
  const result = (await loadMessages(r.db, conversationId)).flatMap((m) => m.content).find((b) => (b as { type?: string }).type === 'tool_result') as { content: string };
  expect(result.content).toContain("record id 10 City 'Oakland' → 'Berkeley'");
});

it('an edit on a row the user then leaves out does not run and is not told to the model; the edit on a row left in is', async () => {
  r = await agentRig({ mode: 'auto-read' });
  r.model.script(toolCall('update_records', { model: 'res.partner', ids: IDS, values: { city: 'Oakland' } }, 'toolu_out'), text('Moved.'));
  const before = IDS.map(city);
  const { ended, conversationId } = await r.send('Move these four to Oakland');
  const card = await r.next('confirm/request');
  expect(await r.service.reviseConfirm({ pendingId: card.pendingId, argsHash: card.argsHash, edits: { 'row/9/city': 'Sparta', 'row/10/city': 'Berkeley' } })).toBe(true);
  const edited = await r.next('confirm/request', (e) => e.argsHash !== card.argsHash);
  expect(r.service.answer({ pendingId: edited.pendingId, argsHash: edited.argsHash, approve: true, exclude: [9] })).toBe(true);
  expect(await ended).toMatchObject({ status: 'done' });
  expect(IDS.map(city)).toEqual(['Oakland', before[1], 'Berkeley', 'Oakland']);
  const result = (await loadMessages(r.db, conversationId)).flatMap((m) => m.content).find((b) => (b as { type?: string }).type === 'tool_result') as { content: string };
  expect(result.content).toContain("record id 10 City 'Oakland' → 'Berkeley'");
  expect(result.content).not.toContain('Sparta');
  expect(result.content).not.toContain('record id 9');
});
