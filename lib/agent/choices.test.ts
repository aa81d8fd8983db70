import { english, say } from '@/lib/i18n';
import { afterEach, describe, expect, it } from 'vitest';
import type { Choice } from '@/lib/db';
import { agentRig, type AgentRig } from '../../test/agent-harness';
import { text, toolCall } from '../../test/stand-ins/model/server';
import type { ChatService } from './service';

// A name that matches two contacts ("Deco": Deco Addict and its contact Addison Olson) asked with
// buttons: the click answers the model and the turn goes on; the choice is kept and reused.

let r: AgentRig;
afterEach(async () => r?.close());

const ASK = { model: 'res.partner', name: 'Deco', ask: 'Which Deco do you mean?' };
const PHONE = '+1 555 0199';

async function waitingChoice(conversationId: string): Promise<Choice> {
  for (let i = 0; i < 200; i++) {
    const found = await r.db.choices.where('conversationId').equals(conversationId).filter((c) => c.status === 'waiting').first();
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error('no question was kept');
}

/** The model looks the name up with a question: the user picks among the candidates; it writes to the pick. */
function scriptAmbiguous(target: number) {
  r.model.script(
    toolCall('find_by_name', ASK, 'toolu_ask'),
    toolCall('update_records', { model: 'res.partner', ids: [target], values: { phone: PHONE } }, 'toolu_write'),
    text('Done.'),
  );
}

/** The find_by_name result the model got in that request. */
const answered = (request: number): string => r.model.requests[request]!.body.messages.at(-1).content.find((b: { tool_use_id?: string }) => b.tool_use_id === 'toolu_ask').content;

describe('a question with candidates', () => {
  it('shows the records with what tells them apart; the click answers the model and the turn reaches the confirm card', async () => {
    r = await agentRig();
    scriptAmbiguous(13);
    const sent = await r.send(`Set the phone of Deco to ${PHONE}`);
    const choice = await waitingChoice(sent.conversationId);
    expect(choice).toMatchObject({ toolUseId: 'toolu_ask', question: ASK.ask, model: 'res.partner', turnId: sent.turnId });
    expect(choice.options).toEqual([
      { id: 6, label: 'Deco Addict', detail: 'deco.addict82@example.com · (603)-996-3829' },
      { id: 13, label: 'Deco Addict, Addison Olson', detail: 'addison.olson28@example.com · (223)-399-7637' },
    ]);
    expect(r.model.requests).toHaveLength(1); // the turn waits for the click, no model call meanwhile
    expect(await r.service.answerChoice({ choiceId: choice.id, option: 9 })).toBe(false);
    expect(await r.service.answerChoice({ choiceId: choice.id, option: 1 })).toBe(true);
    expect(await r.service.answerChoice({ choiceId: choice.id, option: 0 })).toBe(false); // answered once

    const card = await r.next('confirm/request');
    expect(card.preview.changes[0]).toMatchObject({ recordId: 13 });
    expect(answered(1)).toContain('"match":{"id":13,"name":"Deco Addict, Addison Olson"},"chosen_by_user":true');
    r.service.answer({ pendingId: card.pendingId, argsHash: card.argsHash, approve: true });
    expect(await sent.ended).toMatchObject({ status: 'done' });
    expect(r.ops.odoo.db.get('res.partner', 13)?.phone).toBe(PHONE);
    expect(await r.db.choices.get(choice.id)).toMatchObject({ status: 'answered', answer: 1 });

    // The next turn carries the choice as data with the user's message, so the model need not ask again.
    r.model.script(text('The Deco Addict, Addison Olson you chose earlier: done.'));
    await (await r.send('And its e-mail?', sent.conversationId)).ended;
    const next = JSON.stringify(r.model.requests.at(-1)!.body.messages.at(-1).content);
    expect(next).toContain('Choices the user made earlier in this conversation');
    expect(next).toContain('\\"Which Deco do you mean?\\" → \\"Deco Addict, Addison Olson\\" (res.partner id 13)');
    expect(JSON.stringify(r.model.requests.at(-1)!.body.system)).not.toContain('Addison');
  });

  it('in auto-edit the clicked record counts as named: its write runs unasked, the other candidate’s asks', async () => {
    r = await agentRig({ mode: 'auto-edit' });
    scriptAmbiguous(13);
    const sent = await r.send(`Set the phone of Deco to ${PHONE}`);
    await r.service.answerChoice({ choiceId: (await waitingChoice(sent.conversationId)).id, option: 1 });
    expect(await sent.ended).toMatchObject({ status: 'done' });
    expect(r.events.some((e) => e.type === 'confirm/request')).toBe(false);
    expect(r.ops.odoo.db.get('res.partner', 13)?.phone).toBe(PHONE);
    await r.close();

    r = await agentRig({ mode: 'auto-edit' });
    scriptAmbiguous(6); // the model writes to the one the user did not click
    const other = await r.send(`Set the phone of Deco to ${PHONE}`);
    await r.service.answerChoice({ choiceId: (await waitingChoice(other.conversationId)).id, option: 1 });
    expect(say(english, (await r.next('confirm/request')).preview.askedBecause)).toMatch(/Deco Addict is not a record you named/);
  });

  it('a new message instead of a click archives the question and ends its turn first', async () => {
    r = await agentRig();
    r.model.script(toolCall('find_by_name', ASK, 'toolu_ask'), text('Fine, something else then.'));
    const sent = await r.send('Set the phone of Deco');
    const choice = await waitingChoice(sent.conversationId);
    const next = await r.send('Never mind: how many contacts do we have?', sent.conversationId);
    expect(await sent.ended).toMatchObject({ status: 'stopped' });
    expect(await next.ended).toMatchObject({ status: 'done' });
    expect(await r.db.choices.get(choice.id)).toMatchObject({ status: 'archived' });
    expect(await r.service.answerChoice({ choiceId: choice.id, option: 0 })).toBe(false);
    // The model sees its question went unanswered, then the new message.
    expect(JSON.stringify(r.model.requests[1]!.body.messages)).toMatch(/toolu_ask[^}]*is_error|is_error[^}]*toolu_ask/);
  });

  it('a restarted worker offers the question again; the click then continues the same turn', async () => {
    r = await agentRig();
    scriptAmbiguous(13);
    const sent = await r.send(`Set the phone of Deco to ${PHONE}`);
    const choice = await waitingChoice(sent.conversationId);
    // The old worker is gone without a word (its turn never resumes); a new one starts on the same database.
    const restarted: ChatService = r.restart();
    expect(await restarted.recover()).toEqual([]); // nothing interrupted: the turn waits for the click again
    expect(restarted.running()).toEqual([sent.turnId]);
    expect(await restarted.answerChoice({ choiceId: choice.id, option: 1 })).toBe(true);
    const card = await r.next('confirm/request', (e) => e.turnId === sent.turnId);
    expect(card.preview.changes[0]).toMatchObject({ recordId: 13 });
    expect(answered(1)).toContain('"match":{"id":13,"name":"Deco Addict, Addison Olson"},"chosen_by_user":true');
    restarted.answer({ pendingId: card.pendingId, argsHash: card.argsHash, approve: true });
    expect(await r.next('turn/ended', (e) => e.turnId === sent.turnId)).toMatchObject({ status: 'done' });
    expect(r.ops.odoo.db.get('res.partner', 13)?.phone).toBe(PHONE);
    // One answer to the question in the conversation, the restarted worker's.
    const rows = await r.db.messages.where('turnId').equals(sent.turnId).toArray();
    expect(rows.flatMap((m) => m.content).filter((b) => (b as { tool_use_id?: string }).tool_use_id === 'toolu_ask')).toHaveLength(1);
  });
});
