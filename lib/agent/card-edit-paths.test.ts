// Edit before Approve on the cards that are not a model's live turn: a suggestion's proposal and a
// card kept across a worker restart go through the same pipeline (approveAndRun) with an editor, so
// the user's values are checked by Odoo, shown under a new hash, run and journaled.
import { afterEach, describe, expect, it } from 'vitest';
import { agentRig, type AgentRig } from '../../test/agent-harness';
import { text, toolCall } from '../../test/stand-ins/model/server';
import { loadMessages } from './store';

let r: AgentRig;
afterEach(async () => r?.close());

const phoneOf = (id: number) => r.ops.odoo.db.get('res.partner', id)?.phone;
type Card = Extract<AgentRig['events'][number], { type: 'confirm/request' }>;
const cards = (turnId: string) => r.events.filter((e): e is Card => e.type === 'confirm/request' && e.turnId === turnId);

describe('a suggestion’s proposal', () => {
  it('offers its values; an edited phone is checked, shown under a new hash, and what runs and is journaled', async () => {
    r = await agentRig({ mode: 'auto-read' });
    const spec = { kind: 'write' as const, model: 'res.partner', ids: [16], values: { phone: '+1 555 0100' } };
    const { ended, turnId } = await r.service.propose({ title: 'Fill in the phone', skill: 'suggestion:test', spec, page: r.page, identity: r.identity });
    const first = await r.next('confirm/request', (e) => e.turnId === turnId);
    expect(first.edit?.fields.map((f) => [f.field, f.value])).toEqual([['phone', '+1 555 0100']]);
    expect(await r.service.reviseConfirm({ pendingId: first.pendingId, argsHash: first.argsHash, edits: { phone: '+1 555 0199' } })).toBe(true);
    const second = await r.next('confirm/request', (e) => e.turnId === turnId && e.argsHash !== first.argsHash);
    expect(second.edit?.edited).toEqual({ phone: '+1 555 0199' });
    // The proposal's hash no longer approves anything.
    expect(r.service.answer({ pendingId: first.pendingId, argsHash: first.argsHash, approve: true })).toBe(false);
    expect(r.service.answer({ pendingId: second.pendingId, argsHash: second.argsHash, approve: true })).toBe(true);
    await ended;
    expect(phoneOf(16)).toBe('+1 555 0199');
    const [entry] = await r.db.operations.where('turnId').equals(turnId).toArray();
    expect(entry?.after[16]?.phone).toBe('+1 555 0199');
    expect(cards(turnId)).toHaveLength(2);
  });
});

describe('a card kept across a worker restart', () => {
  it('is editable again: the edited write runs and the waiting tool call is told what the user changed', async () => {
    r = await agentRig({ mode: 'auto-read' });
    r.model.script(toolCall('update_records', { model: 'res.partner', ids: [5], values: { phone: '+1 555 0111' } }, 'toolu_kept'), text('unused'));
    const { conversationId, turnId } = await r.send('Set the phone of Azure Interior');
    await r.next('confirm/request');
    const restarted = r.restart();
    await restarted.recover();
    const again = cards(turnId).at(-1)!;
    expect(again.edit?.fields.map((f) => f.field)).toEqual(['phone']);
    expect(await restarted.reviseConfirm({ pendingId: again.pendingId, argsHash: again.argsHash, edits: { phone: '+1 555 0222' } })).toBe(true);
    const edited = await r.next('confirm/request', (e) => e.turnId === turnId && e.pendingId === again.pendingId && e.argsHash !== again.argsHash);
    expect(restarted.answer({ pendingId: edited.pendingId, argsHash: edited.argsHash, approve: true })).toBe(true);
    await r.next('turn/ended', (e) => e.turnId === turnId);
    expect(phoneOf(5)).toBe('+1 555 0222');
    const result = (await loadMessages(r.db, conversationId)).flatMap((m) => m.content).find((b) => (b as { tool_use_id?: string }).tool_use_id === 'toolu_kept');
    expect(result).toMatchObject({ is_error: false, content: expect.stringContaining("The user changed Phone '+1 555 0111' → '+1 555 0222' before approving") });
  });

  it('a value the card does not offer is refused on the card whole; the proposal still runs as asked', async () => {
    r = await agentRig({ mode: 'auto-read' });
    r.model.script(toolCall('update_records', { model: 'res.partner', ids: [5], values: { phone: '+1 555 0111' } }, 'toolu_k2'), text('unused'));
    const { turnId } = await r.send('Set the phone of Azure Interior');
    await r.next('confirm/request');
    const restarted = r.restart();
    await restarted.recover();
    const again = cards(turnId).at(-1)!;
    // Not a value of the card: refused whole, the card keeps the proposal.
    await restarted.reviseConfirm({ pendingId: again.pendingId, argsHash: again.argsHash, edits: { email: 'x@example.com' } });
    const refused = await r.next('confirm/request', (e) => e.turnId === turnId && !!e.edit?.error);
    expect(refused.argsHash).toBe(again.argsHash);
    expect(restarted.answer({ pendingId: again.pendingId, argsHash: again.argsHash, approve: true })).toBe(true);
    await r.next('turn/ended', (e) => e.turnId === turnId);
    expect(phoneOf(5)).toBe('+1 555 0111');
  });
});
