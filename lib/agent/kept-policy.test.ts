// A confirm card, live or kept across a worker restart (resumeConfirm), is judged again by the
// policy of now after Approve (a kept one also before it is shown): a policy tightened meanwhile
// wins, and nothing is written.
import { afterEach, describe, expect, it } from 'vitest';
import { agentRig, type AgentRig } from '../../test/agent-harness';
import { text, toolCall } from '../../test/stand-ins/model/server';
import { applyPolicy, type Policy } from '@/lib/settings/policy';
import { Settings } from '@/lib/settings/settings';
import { loadMessages } from './store';

let r: AgentRig;
afterEach(async () => r?.close());

const phoneOf = (id: number) => r.ops.odoo.db.get('res.partner', id)?.phone;
/** The organisation changes its policy while the card waits (the worker reads it on each use). */
const tighten = (policy: Policy) => Object.assign(r.settings, applyPolicy(Settings.parse({ ...r.settings }), { policy, problems: [] }));
const lastWords = async (conversationId: string) => (await loadMessages(r.db, conversationId)).slice(-2).map((m) => m.content[0]);

async function keptCard() {
  r = await agentRig({ mode: 'auto-read' });
  r.model.script(toolCall('update_records', { model: 'res.partner', ids: [5], values: { phone: '0' } }, 'toolu_up'), text('unused'));
  const sent = await r.send('Clear the phone');
  await r.next('confirm/request');
  expect(await r.db.confirms.count()).toBe(1);
  return sent;
}

describe('a card kept across a worker restart, under a policy changed meanwhile', () => {
  it('a model blocked since: the card is not offered again, the waiting tool call is told, nothing is written', async () => {
    const { conversationId } = await keptCard();
    tighten({ blockedModels: ['res.partner'] });
    const restarted = r.restart();
    await restarted.recover();
    expect(await restarted.pending()).toEqual([]);
    expect(await r.db.confirms.count()).toBe(0);
    const [result, said] = await lastWords(conversationId);
    expect(result).toMatchObject({ type: 'tool_result', tool_use_id: 'toolu_up', is_error: true, content: expect.stringContaining('Nothing was written') });
    expect(said).toMatchObject({ type: 'text', text: expect.stringMatching(/^Not done: Your organisation does not allow Weft to change Contacts\./) });
    expect(phoneOf(5)).toBe('+1 870-931-0505');
  });

  it('tightened while the card is shown again: Approve writes nothing', async () => {
    const { conversationId, turnId } = await keptCard();
    const restarted = r.restart();
    await restarted.recover();
    const [, again] = await restarted.pending();
    expect(again).toMatchObject({ type: 'confirm/request', turnId });
    const offered = again as Extract<typeof again, { type: 'confirm/request' }>;
    tighten({ maxPermissionMode: 'read-only' });
    expect(restarted.answer({ pendingId: offered.pendingId, argsHash: offered.argsHash, approve: true })).toBe(true);
    await r.next('turn/ended', (e) => e.turnId === turnId);
    expect(phoneOf(5)).toBe('+1 870-931-0505');
    expect(r.ops.odoo.calls.some((c) => c.model === 'res.partner' && c.method === 'write')).toBe(false);
    const [result, said] = await lastWords(conversationId);
    expect(result).toMatchObject({ tool_use_id: 'toolu_up', is_error: true });
    expect(said).toMatchObject({ text: expect.stringContaining('read-only mode') });
  });

  it('a live card (no restart), the policy tightened while it waits: Approve writes nothing', async () => {
    r = await agentRig({ mode: 'auto-read' });
    r.model.script(toolCall('update_records', { model: 'res.partner', ids: [5], values: { phone: '0' } }, 'toolu_live'), text('As you wish.'));
    const { ended, conversationId } = await r.send('Clear the phone');
    const card = await r.next('confirm/request');
    tighten({ blockedModels: ['res.partner'] });
    expect(r.service.answer({ pendingId: card.pendingId, argsHash: card.argsHash, approve: true })).toBe(true);
    await ended;
    expect(phoneOf(5)).toBe('+1 870-931-0505');
    expect(r.ops.odoo.calls.some((c) => c.model === 'res.partner' && c.method === 'write')).toBe(false);
    const result = (await loadMessages(r.db, conversationId)).flatMap((m) => m.content).find((b) => (b as { type?: string }).type === 'tool_result');
    expect(result).toMatchObject({ tool_use_id: 'toolu_live', is_error: true, content: expect.stringContaining('Nothing was written') });
  });

  it('a deletion kept, then "never delete": refused on restart; with the policy unchanged it still asks as before', async () => {
    r = await agentRig({ mode: 'auto-read' });
    r.model.script(toolCall('run_skill', { name: 'delete_records', input: { model: 'res.partner', ids: [16] } }, 'toolu_del'), text('unused'));
    await r.send('Delete this contact');
    await r.next('confirm/request');
    const unchanged = r.restart();
    await unchanged.recover();
    expect(await unchanged.pending()).toHaveLength(2); // turn/started + the card: offered again
    tighten({ neverDelete: true });
    const restarted = r.restart();
    await restarted.recover();
    expect(await restarted.pending()).toEqual([]);
    expect(r.ops.odoo.calls.some((c) => c.method === 'unlink')).toBe(false);
    expect(r.ops.odoo.db.get('res.partner', 16)).toBeDefined();
  });
});
