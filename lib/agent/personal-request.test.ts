import { afterEach, describe, expect, it } from 'vitest';
import { agentRig, type AgentRig } from '../../test/agent-harness';
import { text, toolCall, type RecordedRequest } from '../../test/stand-ins/model/server';
import { loadMessages } from './store';

// Personal data through a whole turn: the real SDK against the model stand-in, the Odoo stand-in.
let r: AgentRig;
afterEach(async () => r?.close());

const PERSONAL = { personalData: { kinds: ['email' as const, 'phone' as const, 'address' as const], fields: [] } };
const sent = (i: number) => JSON.stringify(r.model.requests[i]!.body);
/** The placeholder the model was given for `kind` in the last message of a request. */
const placeholder = (req: RecordedRequest, kind: string) => JSON.stringify(req.body.messages.at(-1)).match(new RegExp(`«${kind} \\d+»`))![0];

describe('personal data placeholders in a turn', () => {
  it('records read reach the model without their e-mails, phones and streets; the panel keeps the real values', async () => {
    r = await agentRig({ settings: PERSONAL });
    r.model.script(
      toolCall('search_records', { model: 'res.partner', domain: [['customer_rank', '>', 0]], fields: ['name', 'email', 'phone', 'street'] }, 'toolu_1'),
      (req) => text(`Azure Interior: ${placeholder(req, 'email')}, ${placeholder(req, 'phone')}.`),
    );
    const { ended, conversationId } = await r.send('List our customers with their contact details');
    expect(await ended).toMatchObject({ status: 'done' });
    const customers = r.ops.odoo.db.records('res.partner').filter((p) => Number(p.customer_rank) > 0 && p.active !== false);
    for (const p of customers) for (const value of [p.email, p.phone, p.street].filter(Boolean)) expect(sent(1)).not.toContain(String(value));
    expect(sent(1)).toContain('«email 1»');
    // Stored (and so shown) as the real values: the tool result and the answer.
    const rows = await loadMessages(r.db, conversationId);
    expect(JSON.stringify(rows)).toContain('azure.Interior24@example.com');
    expect(rows.at(-1)!.content).toEqual([{ type: 'text', text: 'Azure Interior: azure.Interior24@example.com, +1 870-931-0505.' }]);
    const deltas = r.events.flatMap((e) => (e.type === 'turn/delta' ? [e.text] : [])).join('');
    expect(deltas).toContain('azure.Interior24@example.com');
    expect(deltas).not.toContain('«');
  });

  it('the user names a phone: the model writes its placeholder, Odoo gets the real number; a search by e-mail goes through Weft', async () => {
    r = await agentRig({ mode: 'auto-edit', settings: PERSONAL });
    r.model.script(
      (req) => toolCall('search_records', { model: 'res.partner', domain: [['email', '=', placeholder(req, 'email')]], fields: ['name'] }, 'toolu_s'),
      (req) => toolCall('update_records', { model: 'res.partner', ids: [5], values: { phone: placeholder(r.model.requests[0]!, 'phone') } }, 'toolu_w'),
      text('Done.'),
    );
    const { ended } = await r.send('Find the contact azure.Interior24@example.com and set its phone to +32 470 12 34 56');
    // The card the user approves shows the real number.
    const card = await r.next('confirm/request');
    expect(JSON.stringify(card)).toContain('+32 470 12 34 56');
    expect(JSON.stringify(card)).not.toContain('«');
    r.service.answer({ pendingId: card.pendingId, argsHash: card.argsHash, approve: true });
    expect(await ended).toMatchObject({ status: 'done' });
    expect(sent(0)).not.toContain('+32 470 12 34 56');
    expect(sent(0)).not.toContain('azure.Interior24@example.com');
    expect(sent(1)).toContain('Azure Interior'); // the search found it by the real address
    expect(r.ops.odoo.db.get('res.partner', 5)?.phone).toBe('+32 470 12 34 56');
    const [entry] = await r.db.operations.toArray();
    expect(JSON.stringify(entry!.after)).toContain('+32 470 12 34 56');
  });

  it('a restarted worker keeps the placeholders of the conversation', async () => {
    r = await agentRig({ settings: PERSONAL });
    r.model.script(text('Noted.'), text('Noted again.'));
    const first = await r.send('My colleagues are bob@x.com and ann@y.org');
    await first.ended;
    const again = r.restart();
    await (await r.send('And carl@z.net and ann@y.org', first.conversationId, again)).ended;
    expect(JSON.stringify(r.model.requests[1]!.body.messages.at(-1))).toContain('«email 3» and «email 2»');
  });

  it('with nothing named as personal the request is as before', async () => {
    r = await agentRig();
    r.model.script(text('Hi.'));
    await (await r.send('Mail bob@x.com')).ended;
    expect(sent(0)).toContain('bob@x.com');
    expect(await r.db.veils.count()).toBe(0);
  });
});
