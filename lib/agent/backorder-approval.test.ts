// A short delivery's card through the one approval pipeline: the card asks Odoo's "Create
// Backorder?" question; Approve must answer it, with one of its answers; the answer is the button
// Odoo's dialog runs, journaled with the write and told to the model.
import { afterEach, expect, it } from 'vitest';
import { agentRig, type AgentRig } from '../../test/agent-harness';
import { text, toolCall } from '../../test/stand-ins/model/server';
import { loadMessages } from './store';

let r: AgentRig;
afterEach(async () => r?.close());

const WIZARD = 'stock.backorder.confirmation';

/** WH/OUT/00002 (ready, seeded) with one move: 5 asked, 3 typed as done. */
function shortDelivery(): number {
  const db = r.ops.odoo.db;
  db.create('stock.move', { name: 'Chairs', picking_id: 3, product_id: 2, product_uom_qty: 5, quantity: 3, picked: false, state: 'assigned', location_id: 8, location_dest_id: 5, company_id: 1 });
  return 3;
}

it('Approve must answer the question with one of its answers; "No backorder" runs process_cancel_backorder and is journaled', async () => {
  r = await agentRig({ mode: 'auto-read' });
  const picking = shortDelivery();
  r.model.script(toolCall('run_skill', { name: 'run_action', input: { model: 'stock.picking', ids: [picking], method: 'button_validate' } }, 'toolu_validate'), text('Validated.'));
  const { ended, conversationId, turnId } = await r.send('Validate this delivery');
  const card = await r.next('confirm/request');
  expect(card.preview.consequences?.questions?.map((q) => [q.wizard, q.options.map((o) => o.button)])).toEqual([[WIZARD, ['process', 'process_cancel_backorder']]]);

  const at = { pendingId: card.pendingId, argsHash: card.argsHash };
  // Unanswered, answered with a button the card did not offer, or a question it did not ask: refused, the card still waits.
  expect(r.service.answer({ ...at, approve: true })).toBe(false);
  expect(r.service.answer({ ...at, approve: true, choices: { [WIZARD]: 'unlink' } })).toBe(false);
  expect(r.service.answer({ ...at, approve: true, choices: { [WIZARD]: 'process', 'stock.immediate.transfer': 'process' } })).toBe(false);
  expect(r.ops.odoo.db.get('stock.picking', picking)).toMatchObject({ state: 'assigned' });
  expect(r.service.answer({ ...at, approve: true, choices: { [WIZARD]: 'process_cancel_backorder' } })).toBe(true);
  expect(await ended).toMatchObject({ status: 'done' });

  expect(r.ops.odoo.db.get('stock.picking', picking)).toMatchObject({ state: 'done' });
  expect(r.ops.odoo.db.records('stock.picking').filter((p) => p.backorder_id === picking)).toEqual([]);
  const pressed = r.ops.odoo.calls.filter((c) => c.model === WIZARD && c.method !== 'create').map((c) => c.method);
  expect(pressed).toEqual(['process_cancel_backorder']);
  const [entry] = (await r.db.operations.where('turnId').equals(turnId).toArray()).filter((e) => !e.undoOf);
  expect(entry).toMatchObject({ status: 'done', spec: { choices: { [WIZARD]: 'process_cancel_backorder' } } });
  const result = (await loadMessages(r.db, conversationId)).flatMap((m) => m.content).find((b) => (b as { type?: string }).type === 'tool_result') as { content: string };
  expect(JSON.parse(result.content).not_undoable_reason).toContain('You chose no backorder');
});

it('a declined card needs no answer; "Create a backorder" makes one with the 2 missing', async () => {
  r = await agentRig({ mode: 'auto-read' });
  const picking = shortDelivery();
  r.model.script(toolCall('run_skill', { name: 'run_action', input: { model: 'stock.picking', ids: [picking], method: 'button_validate' } }, 'toolu_a'), text('Not validated.'));
  const first = await r.send('Validate this delivery');
  const card = await r.next('confirm/request');
  expect(r.service.answer({ pendingId: card.pendingId, argsHash: card.argsHash, approve: false })).toBe(true);
  await first.ended;
  expect(r.ops.odoo.db.get('stock.picking', picking)).toMatchObject({ state: 'assigned' });

  r.model.script(toolCall('run_skill', { name: 'run_action', input: { model: 'stock.picking', ids: [picking], method: 'button_validate' } }, 'toolu_b'), text('Validated.'));
  const second = await r.send('Validate it after all');
  const again = await r.next('confirm/request', (e) => e.pendingId !== card.pendingId);
  expect(r.service.answer({ pendingId: again.pendingId, argsHash: again.argsHash, approve: true, choices: { [WIZARD]: 'process' } })).toBe(true);
  expect(await second.ended).toMatchObject({ status: 'done' });
  const [backorder] = r.ops.odoo.db.records('stock.picking').filter((p) => p.backorder_id === picking);
  expect(r.ops.odoo.db.records('stock.move').filter((m) => m.picking_id === backorder!.id)).toMatchObject([{ product_uom_qty: 2, state: 'assigned' }]);
});

it('several short transfers validated at once: one card asks about each transfer on its own, and each runs with its own answer', async () => {
  r = await agentRig({ mode: 'auto-read' });
  const db = r.ops.odoo.db;
  const first = shortDelivery();
  db.create('stock.move', { name: 'Desks', picking_id: 8, product_id: 2, product_uom_qty: 4, quantity: 1, picked: false, state: 'assigned', location_id: 8, location_dest_id: 5, company_id: 1 });
  r.model.script(toolCall('run_skill', { name: 'run_action', input: { model: 'stock.picking', ids: [first, 8], method: 'button_validate' } }, 'toolu_two'), text('Validated.'));
  const { ended, turnId } = await r.send('Validate these two deliveries');
  const card = await r.next('confirm/request');
  // One question per transfer, named by the transfer, not one question for both nor two cards.
  const questions = card.preview.consequences?.questions ?? [];
  expect(questions.map((q) => q.wizard)).toEqual([`${WIZARD}@${first}`, `${WIZARD}@8`]);
  expect(questions.map((q) => (q.asks as unknown as { params: { name: string } }).params.name)).toEqual(['WH/OUT/00002', 'WH/OUT/00005']);
  const at = { pendingId: card.pendingId, argsHash: card.argsHash };
  // One answer for both is not an answer to each.
  expect(r.service.answer({ ...at, approve: true, choices: { [WIZARD]: 'process' } })).toBe(false);
  expect(r.service.answer({ ...at, approve: true, choices: { [`${WIZARD}@${first}`]: 'process', [`${WIZARD}@8`]: 'process_cancel_backorder' } })).toBe(true);
  expect(await ended).toMatchObject({ status: 'done' });
  expect(r.events.filter((e) => e.type === 'confirm/request' && e.turnId === turnId)).toHaveLength(1);

  expect([first, 8].map((id) => db.get('stock.picking', id)!.state)).toEqual(['done', 'done']);
  expect(db.records('stock.picking').filter((p) => p.backorder_id === first)).toHaveLength(1);
  expect(db.records('stock.picking').filter((p) => p.backorder_id === 8)).toEqual([]);
  const entries = (await r.db.operations.where('turnId').equals(turnId).sortBy('createdAt')).filter((e) => !e.undoOf);
  expect(entries.map((e) => [e.recordIds, (e as { spec?: { choices?: object } }).spec?.choices])).toEqual([[[first], { [WIZARD]: 'process' }], [[8], { [WIZARD]: 'process_cancel_backorder' }]]);
});
