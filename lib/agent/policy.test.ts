import { afterEach, describe, expect, it } from 'vitest';
import { identityKey } from '@/lib/db';
import { i18nFor } from '@/lib/i18n';
import { agentRig, type AgentRig } from '../../test/agent-harness';
import { text, toolCall } from '../../test/stand-ins/model/server';
import { addMemory, listMemory } from './memory';
import { loadMessages } from './store';

// The organisation's policy as a turn meets it: the model, the tools offered, the guards and
// memory all read the one merged settings object (lib/settings/policy.ts applyPolicy).

let r: AgentRig;
afterEach(async () => r?.close());

const toolNames = (i = 0) => (r.model.requests[i]!.body.tools as { name: string }[]).map((t) => t.name);

describe('a turn under the organisation’s policy', () => {
  it('a blocked model’s data is refused to every skill; other models still answer', async () => {
    r = await agentRig({ policy: { blockedModels: ['sale.*'] } });
    r.model.script(toolCall('count_records', { model: 'sale.order' }, 'toolu_1'), toolCall('sales_summary', {}, 'toolu_2'), text('Blocked.'));
    const { conversationId, ended } = await r.send('How many sales orders?');
    expect((await ended).status).toBe('done');
    const rows = (await loadMessages(r.db, conversationId)).flatMap((m) => m.content) as { type: string; content: string; is_error?: boolean }[];
    const results = rows.filter((b) => b.type === 'tool_result');
    expect(results).toHaveLength(2);
    for (const result of results) {
      expect(result.is_error).toBe(true);
      expect(result.content).toMatch(/organisation blocks sale\.order/);
    }
    // Refused before any RPC: Odoo was not asked anything about sales orders.
    expect(r.ops.odoo.calls.filter((c) => c.model?.startsWith('sale.'))).toEqual([]);
  });

  it('an allow-list keeps every other model out', async () => {
    r = await agentRig({ policy: { allowedModels: ['res.partner'] } });
    r.model.script(toolCall('count_records', { model: 'res.partner' }, 'toolu_1'), toolCall('count_records', { model: 'product.product' }, 'toolu_2'), text('Done.'));
    const { conversationId, ended } = await r.send('Count');
    await ended;
    const rows = (await loadMessages(r.db, conversationId)).flatMap((m) => m.content) as { type: string; content: string; is_error?: boolean }[];
    const [partners, products] = rows.filter((b) => b.type === 'tool_result');
    expect(partners!.is_error).toBeUndefined();
    expect(products).toMatchObject({ is_error: true, content: expect.stringMatching(/not among the models your organisation allows/) });
  });

  it('caps the mode the user chose: no write tool under a read-only ceiling', async () => {
    r = await agentRig({ mode: 'auto-edit', policy: { maxPermissionMode: 'read-only' } });
    r.model.script(text('Hi.'));
    await (await r.send('Hello')).ended;
    expect(toolNames()).toContain('search_records');
    expect(toolNames()).not.toContain('update_records');
  });

  it('never delete: delete_records cannot be found or run, and nothing asks', async () => {
    r = await agentRig({ mode: 'auto-edit', policy: { neverDelete: true } });
    r.model.script(
      toolCall('find_skills', { query: 'delete archive records' }, 'toolu_1'),
      toolCall('run_skill', { name: 'delete_records', input: { model: 'res.partner', ids: [16] } }, 'toolu_2'),
      text('Could not.'),
    );
    const { conversationId, ended } = await r.send('Delete this contact');
    await ended;
    const results = (await loadMessages(r.db, conversationId)).flatMap((m) => m.content).filter((b) => (b as { type?: string }).type === 'tool_result') as { content: string; is_error?: boolean }[];
    expect(results[0]!.content).toContain('archive_records');
    expect(results[0]!.content).not.toContain('delete_records');
    expect(results[1]).toMatchObject({ is_error: true, content: expect.stringMatching(/no skill named "delete_records"/i) });
    expect(r.events.some((e) => e.type === 'confirm/request')).toBe(false);
    expect(r.ops.odoo.calls.some((c) => c.method === 'unlink')).toBe(false);
  });

  it('never delete: removing an order line through update_records (command 2) is refused, not asked', async () => {
    r = await agentRig({ mode: 'auto-edit', policy: { neverDelete: true } });
    const line = r.ops.odoo.db.records('sale.order.line').find((l) => l.order_id === 1);
    r.model.script(toolCall('update_records', { model: 'sale.order', ids: [1], values: { order_line: [[2, line!.id]] } }, 'toolu_1'), text('Could not.'));
    const { conversationId, ended } = await r.send('Remove the first line of this order');
    await ended;
    const result = (await loadMessages(r.db, conversationId)).flatMap((m) => m.content).find((b) => (b as { type?: string }).type === 'tool_result') as { content: string; is_error?: boolean };
    expect(result).toMatchObject({ is_error: true, content: expect.stringContaining('does not allow Weft to delete records or lines') });
    expect(r.events.some((e) => e.type === 'confirm/request')).toBe(false);
    expect(r.ops.odoo.calls.some((c) => c.model === 'sale.order' && c.method === 'write')).toBe(false);
    expect(r.ops.odoo.db.get('sale.order.line', line!.id)).toBeDefined();
  });

  it('a change set over the organisation’s cap is a card of its first rows that says the rest is not part of it, asked even in auto-edit; the model learns which were left', async () => {
    r = await agentRig({ mode: 'auto-edit', policy: { maxChangeSet: 2 } });
    r.model.script(toolCall('update_records', { model: 'res.partner', ids: [8, 9, 10], values: { city: 'Oakland' } }, 'toolu_1'), text('Two moved.'));
    const { conversationId, ended } = await r.send('Move these three to Oakland');
    const card = await r.next('confirm/request');
    expect(card.preview.spec).toMatchObject({ ids: [8, 9] });
    expect(card.preview.capped).toEqual({ cap: 2, total: 3, org: true });
    expect(i18nFor('en_US', []).t('set.cappedOrg', { cap: 2, total: 3, count: 1 })).toBe(
      'Your organisation allows at most 2 records in one change: this card shows the first 2 of 3, and only they change. The other record is not part of this change; ask again for it.',
    );
    expect(r.service.answer({ pendingId: card.pendingId, argsHash: card.argsHash, approve: true })).toBe(true);
    await ended;
    // What ran is what the card showed: the first two; the third is untouched.
    expect([8, 9, 10].map((id) => r.ops.odoo.db.get('res.partner', id)!.city)).toEqual(['Oakland', 'Oakland', 'Turlock']);
    const result = (await loadMessages(r.db, conversationId)).flatMap((m) => m.content).find((b) => (b as { type?: string }).type === 'tool_result') as { content: string; is_error?: boolean };
    expect(JSON.parse(result.content)).toMatchObject({ done: [8, 9], not_part_of_this_change: { ids: [10], why: expect.stringContaining('at most 2 records in one change') } });
  });

  it('the fixed gateway and model are used whatever the user typed', async () => {
    r = await agentRig({ settings: { apiBaseUrl: 'http://127.0.0.1:9', model: 'claude-opus-4-5' }, policy: (url) => ({ apiBaseUrl: url, model: 'acme-sonnet' }) });
    r.model.script(text('Through the gateway.'));
    expect((await (await r.send('Hi')).ended).status).toBe('done');
    expect(r.model.requests[0]!.body.model).toBe('acme-sonnet');
  });

  it('memory off: "remember" saves nothing and what was remembered is not sent', async () => {
    r = await agentRig({ policy: { disableMemory: true } });
    const me = identityKey(r.identity);
    await addMemory(r.db, me, 'I handle the Athens accounts');
    await (await r.send('remember: my PIN is on the fridge')).ended;
    expect((await listMemory(r.db, me)).map((m) => m.text)).toEqual(['I handle the Athens accounts']);
    r.model.script(text('Hello.'));
    await (await r.send('Hello')).ended;
    expect(JSON.stringify(r.model.requests[0]!.body.system)).not.toContain('Athens');
  });
});
