import { afterEach, describe, expect, it } from 'vitest';
import { agentRig, type AgentRig } from '../../test/agent-harness';
import { text, toolCall } from '../../test/stand-ins/model/server';
import { PAGE_WITHHELD, SEND_DECLINED } from './send-gate';

// Privacy mode end to end in the worker: a read's result waits for the user's Send before the
// model sees it; Don't send gives the model a tool error instead of the data.

let r: AgentRig;
afterEach(async () => r?.close());

const script = () => r.model.script(toolCall('find_by_name', { model: 'res.partner', name: 'Azure' }, 'toolu_find'), text('Done.'));
/** The page card comes first in privacy mode; these tests are about what follows it. */
const sharePage = async (send = true, turnId?: string) =>
  r.service.answerSend({ pendingId: (await r.next('send/request', (e) => e.about === 'page' && (!turnId || e.turnId === turnId))).pendingId, send });
const toolCard = () => r.next('send/request', (e) => e.about !== 'page');

describe('ask before sending Odoo data to the model', () => {
  it('holds the result until Send, then sends exactly what the card showed', async () => {
    r = await agentRig({ settings: { askBeforeSending: true } });
    script();
    const { ended } = await r.send('Where is Azure Interior?');
    await sharePage();
    const request = await toolCard();
    expect(request).toMatchObject({ about: 'result', toolUseId: 'toolu_find', skill: 'find_by_name' });
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
    await sharePage();
    const request = await toolCard();
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

  it('the page the user is on waits too: nothing reaches the model before the click, then exactly what the card showed', async () => {
    r = await agentRig({ settings: { askBeforeSending: true } });
    r.model.script(text('It is The Jackson Group.'));
    const { ended } = await r.send('What is this?');
    const card = await r.next('send/request');
    expect(card).toMatchObject({ about: 'page' });
    expect(card.content).toContain('The Jackson Group');
    expect(card.content).toContain('record id 16');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(r.model.requests).toHaveLength(0);
    r.service.answerSend({ pendingId: card.pendingId, send: true });
    expect((await ended).status).toBe('done');
    expect(r.model.requests[0]!.body.messages.at(-1).content[0]).toEqual({ type: 'text', text: card.content });
    // The names of the user and the company are Odoo data too: never sent in this mode.
    const system = JSON.stringify(r.model.requests[0]!.body.system);
    expect(system).not.toContain('Mitchell Admin');
    expect(system).not.toContain('YourCompany');
    expect(system).toContain('Odoo version');
  });

  it('Don’t send the page: the message goes with a note instead, and no page data at all', async () => {
    r = await agentRig({ settings: { askBeforeSending: true } });
    r.model.script(text('Which record do you mean?'));
    const { ended } = await r.send('What is this?');
    await sharePage(false);
    await ended;
    const { messages, system } = r.model.requests[0]!.body;
    const body = JSON.stringify({ messages, system });
    expect(body).toContain(PAGE_WITHHELD.text.split('\n')[1]);
    expect(body).toContain('What is this?');
    for (const data of ['Jackson', 'res.partner', 'record id 16', 'Mitchell']) expect(body).not.toContain(data);
    // The next turn's history carries the note, not the page.
    r.model.script(text('Still not shared.'));
    const next = await r.send('And now?', (await ended) && (await r.db.conversations.toCollection().first())!.id);
    await sharePage(false, next.turnId);
    await next.ended;
    expect(JSON.stringify(r.model.requests[1]!.body.messages)).not.toContain('Jackson');
  });

  it('an Odoo error waits like a result (it quotes Odoo); an error Weft wrote itself goes on', async () => {
    r = await agentRig({ settings: { askBeforeSending: true, permissionMode: 'auto-edit' } });
    r.model.script(
      toolCall('update_records', { model: 'res.partner', ids: [999998], values: { name: 'x' } }, 'toolu_missing'),
      toolCall('find_by_name', { model: 'res.partner', nmae: 'Azure' }, 'toolu_typo'),
      text('Done.'),
    );
    const { ended } = await r.send('Rename it');
    await sharePage();
    const card = await toolCard();
    expect(card).toMatchObject({ about: 'error', toolUseId: 'toolu_missing' });
    expect(card.content).toContain('999998');
    expect(r.model.requests).toHaveLength(1);
    r.service.answerSend({ pendingId: card.pendingId, send: false });
    expect((await ended).status).toBe('done');
    expect(JSON.stringify(r.model.requests[1]!.body.messages.at(-1))).not.toContain('999998');
    // The misspelt input's error is Weft's own words: sent without a card.
    expect(r.events.filter((e) => e.type === 'send/request')).toHaveLength(2);
    expect(JSON.stringify(r.model.requests[2]!.body.messages.at(-1))).toContain('Invalid input for find_by_name');
  });
});
