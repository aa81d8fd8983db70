// One gate for every path: workflow fields refused in every mode, and a suggestion's proposal
// decided by the same gate as a model's write.
import { afterEach, describe, expect, it } from 'vitest';
import type { PermissionMode } from '@/lib/settings/settings';
import { loadMessages } from './store';
import { agentRig, type AgentRig } from '../../test/agent-harness';
import { text, toolCall } from '../../test/stand-ins/model/server';
import { english, i18nFor, inWords, say } from '@/lib/i18n';

let r: AgentRig;
afterEach(async () => r?.close());

const lastResult = (index: number) => r.model.requests[index]!.body.messages.at(-1).content[0];
const order = (id: number) => r.ops.odoo.db.get('sale.order', id)!;

describe('workflow fields are not data', () => {
  it.each(['auto-edit', 'auto-read', 'ask-every-write'] as PermissionMode[])('%s: writing state is refused with the action to use; the order is untouched', async (mode) => {
    r = await agentRig({ mode });
    const before = { ...order(1) };
    r.model.script(toolCall('update_records', { model: 'sale.order', ids: [1], values: { state: 'sale' } }, 'toolu_state'), text('I will use run_action instead.'));
    expect(await (await r.send('Confirm S00001')).ended).toMatchObject({ status: 'done' });
    const result = lastResult(1);
    expect(result).toMatchObject({ tool_use_id: 'toolu_state', is_error: true });
    expect(result.content).toMatch(/Status \('state'\) is set by Odoo's workflow buttons.*run_skill {"name": "run_action", "input": {"model": "sale.order", "ids": \[1\].*method one of: action_confirm \(Confirm\)/);
    expect(r.events.some((e) => e.type === 'confirm/request')).toBe(false);
    expect(order(1)).toEqual(before);
    expect(await r.db.operations.count()).toBe(0);
  });

  it('posting an invoice by writing state names action_post', async () => {
    r = await agentRig({ mode: 'auto-edit' });
    r.model.script(toolCall('update_records', { model: 'account.move', ids: [6], values: { state: 'posted' } }), text('OK.'));
    await (await r.send('Post invoice 6')).ended;
    expect(lastResult(1).content).toMatch(/action_post/);
    expect(r.ops.odoo.db.get('account.move', 6)?.state).toBe('draft');
  });

  it('a create in a state other than the initial one is refused; in the initial state it is a plain create', async () => {
    r = await agentRig({ mode: 'auto-edit' });
    r.model.script(
      toolCall('create_record', { model: 'sale.order', values: { partner_id: 5, state: 'sale' } }, 'toolu_sale'),
      toolCall('create_record', { model: 'sale.order', values: { partner_id: 5, state: 'draft' } }, 'toolu_draft'),
      text('Created a quotation.'),
    );
    const count = r.ops.odoo.db.records('sale.order').length;
    expect(await (await r.send('Create a quotation for Azure Interior')).ended).toMatchObject({ status: 'done' });
    expect(lastResult(1)).toMatchObject({ tool_use_id: 'toolu_sale', is_error: true, content: expect.stringMatching(/Create the record without it.*action_confirm/) });
    expect(lastResult(2)).toMatchObject({ tool_use_id: 'toolu_draft' });
    expect(lastResult(2).is_error).toBeUndefined();
    const created = r.ops.odoo.db.records('sale.order');
    expect(created).toHaveLength(count + 1);
    expect(created.at(-1)?.state).toBe('draft');
  });

  it('run_action is what confirms, after a click', async () => {
    r = await agentRig({ mode: 'auto-edit' });
    r.model.script(toolCall('run_action', { model: 'sale.order', ids: [1], method: 'action_confirm' }), text('Confirmed.'));
    const { ended } = await r.send('Confirm S00001');
    const card = await r.next('confirm/request');
    expect(say(english, card.preview.summary)).toBe('Confirm: Sales Order S00001.');
    r.service.answer({ pendingId: card.pendingId, argsHash: card.argsHash, approve: true });
    await ended;
    expect(order(1).state).toBe('sale');
  });
});

describe("a suggestion's proposal goes through the same gate", () => {
  const confirm = { kind: 'action' as const, model: 'sale.order', ids: [1], method: 'action_confirm' };

  it('read-only: refused before any card or conversation, nothing written, and the user is told why', async () => {
    r = await agentRig({ mode: 'read-only' });
    const conversations = await r.db.conversations.count();
    await expect(r.service.propose({ title: 'Confirm S00001', skill: 'suggestion:test', spec: confirm, page: r.page, identity: r.identity })).rejects.toThrow(/read-only mode/);
    expect(r.events.some((e) => e.type === 'confirm/request')).toBe(false);
    expect(await r.db.conversations.count()).toBe(conversations);
    expect(order(1).state).toBe('draft');
  });

  it('auto-edit still shows the card (the user clicked a title, not this exact change)', async () => {
    r = await agentRig({ mode: 'auto-edit' });
    const proposal = { title: 'Update S00001', skill: 'suggestion:test', spec: { kind: 'write' as const, model: 'sale.order', ids: [1], values: { client_order_ref: 'X' } }, page: r.page, identity: r.identity };
    const { ended } = await r.service.propose(proposal);
    const card = await r.next('confirm/request');
    r.service.answer({ pendingId: card.pendingId, argsHash: card.argsHash, approve: false });
    await ended;
    expect(order(1).client_order_ref).toBeFalsy();
  });

  it('"Log as note" waiting, the user switches to read-only, then Approve: judged again, nothing is posted', async () => {
    r = await agentRig({ mode: 'auto-read' });
    const note = { kind: 'message' as const, model: 'res.partner', ids: [16] as [number], body: 'Called back about the delivery.', internal: true };
    const { ended, conversationId } = await r.service.propose({ title: 'Log this answer as a note', skill: 'post_message', spec: note, page: r.page, identity: r.identity });
    const card = await r.next('confirm/request');
    Object.assign(r.settings, { permissionMode: 'read-only' });
    // The click arrived and settled the card; what it led to is judged by the settings of now.
    expect(r.service.answer({ pendingId: card.pendingId, argsHash: card.argsHash, approve: true })).toBe(true);
    await ended;
    expect(r.ops.odoo.calls.some((c) => c.method === 'message_post')).toBe(false);
    const answer = (await loadMessages(r.db, conversationId)).at(-1)!;
    expect(answer.content[0]).toMatchObject({ type: 'text', text: expect.stringMatching(/^Not done: .*read-only mode/) });
    // The row keeps what to say: read later in French (a switch, or another identity), it is said in French.
    expect(say(i18nFor('fr_FR', []), answer.said)).toMatch(/^Non effectué : .*lecture seule/);
  });

  it('a proposal that writes state is refused', async () => {
    r = await agentRig({ mode: 'auto-read' });
    const spec = { kind: 'write' as const, model: 'sale.order', ids: [1], values: { state: 'sale' } };
    await expect(r.service.propose({ title: 'Confirm', skill: 'suggestion:test', spec, page: r.page, identity: r.identity })).rejects.toThrow(/action_confirm/);
    expect(r.events.some((e) => e.type === 'confirm/request')).toBe(false);
    expect(order(1).state).toBe('draft');
  });
});
