import { afterEach, describe, expect, it } from 'vitest';
import { agentRig, type AgentRig } from '../../test/agent-harness';
import { text, toolCall } from '../../test/stand-ins/model/server';
import { SEND_DECLINED } from './send-gate';

// Privacy mode end to end in the worker: a read's result waits for the user's Send before the
// model sees it; Don't send gives the model a tool error instead of the data.

let r: AgentRig;
afterEach(async () => r?.close());

const script = () => r.model.script(toolCall('find_by_name', { model: 'res.partner', name: 'Azure' }, 'toolu_find'), text('Done.'));

describe('ask before sending Odoo data to the model', () => {
  it('holds the result until Send, then sends exactly what the card showed', async () => {
    r = await agentRig({ settings: { askBeforeSending: true } });
    script();
    const { ended } = await r.send('Where is Azure Interior?');
    const request = await r.next('send/request');
    expect(request).toMatchObject({ toolUseId: 'toolu_find', skill: 'find_by_name' });
    expect(request.content).toContain('Azure Interior');
    // Proven waiting: the model has had the question only.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(r.model.requests).toHaveLength(1);
    expect(r.service.answerSend({ pendingId: request.pendingId, send: true })).toBe(true);
    expect((await ended).status).toBe('done');
    const sent = r.model.requests[1]!.body.messages.at(-1).content[0];
    expect(sent).toMatchObject({ type: 'tool_result', tool_use_id: 'toolu_find' });
    expect(sent.content).toBe(request.content);
    expect(r.events.some((e) => e.type === 'send/settled' && e.pendingId === request.pendingId)).toBe(true);
  });

  it('Don’t send: the model gets a tool error saying the user declined, and none of the data', async () => {
    r = await agentRig({ settings: { askBeforeSending: true } });
    script();
    const { ended } = await r.send('Where is Azure Interior?');
    const request = await r.next('send/request');
    r.service.answerSend({ pendingId: request.pendingId, send: false });
    await ended;
    const sent = r.model.requests[1]!.body.messages.at(-1).content[0];
    expect(sent).toMatchObject({ type: 'tool_result', tool_use_id: 'toolu_find', is_error: true, content: SEND_DECLINED });
    expect(JSON.stringify(r.model.requests[1]!.body.messages)).not.toContain('870-931');
    expect(r.events.filter((e) => e.type === 'turn/tool').at(-1)).toMatchObject({ status: 'denied' });
  });

  it('off (the default): results go straight to the model; an organisation can force it on', async () => {
    r = await agentRig();
    script();
    expect((await (await r.send('Where is Azure Interior?')).ended).status).toBe('done');
    expect(r.events.some((e) => e.type === 'send/request')).toBe(false);
    await r.close();
    r = await agentRig({ policy: { askBeforeSending: true } });
    script();
    await r.send('Where is Azure Interior?');
    await r.next('send/request');
  });
});
