import { afterEach, describe, expect, it } from 'vitest';
import { agentRig, type AgentRig } from '../../test/agent-harness';
import { text, toolCall, type RecordedRequest } from '../../test/stand-ins/model/server';
import { conversationJson, conversationMarkdown } from './conversation-export';
import { loadMessages } from './store';
import { turnAudits } from './turn-audit';

// The audit of whole turns run on the stand-ins: what each exports says a turn did.
let r: AgentRig;
afterEach(async () => r?.close());

const emailPlaceholder = (req: RecordedRequest) => JSON.stringify(req.body.messages.at(-1)).match(/«email \d+»/)![0];

describe('turn audit and the conversation export', () => {
  it('says per turn the request, each tool call with its input, round trips, duration, rows and cut, the model and tokens; with placeholders on, real values', async () => {
    r = await agentRig({ settings: { personalData: { kinds: ['email'], fields: [] } } });
    r.model.script(
      toolCall('search_records', { model: 'res.partner', domain: [], fields: ['name', 'email'], limit: 3 }, 'toolu_1'),
      (req) => text(`The first is Azure Interior, ${emailPlaceholder(req)}.`),
    );
    const sent = await r.send('Show three contacts with their e-mail');
    expect(await sent.ended).toMatchObject({ status: 'done' });
    const messages = await loadMessages(r.db, sent.conversationId);
    const [turn] = turnAudits(messages);
    expect(turn).toMatchObject({ request: 'Show three contacts with their e-mail', model: 'claude-sonnet-4-6', answer: expect.stringContaining('@example.com') });
    expect(turn!.tokens.input + turn!.tokens.cacheWrite + turn!.tokens.cacheRead).toBeGreaterThan(0);
    expect(turn!.tools).toEqual([{ id: 'toolu_1', name: 'search_records', input: { model: 'res.partner', domain: [], fields: ['name', 'email'], limit: 3 }, trips: expect.any(Number), ms: expect.any(Number), rows: 3, cut: true }]);
    expect(turn!.tools[0]!.trips).toBeGreaterThanOrEqual(1);

    const conversation = (await r.db.conversations.get(sent.conversationId))!;
    const markdown = conversationMarkdown(conversation, messages);
    expect(markdown).toContain('> Show three contacts with their e-mail');
    expect(markdown).toMatch(/- \*\*search_records\*\* \(\d+ Odoo round trips?; \d+ ms; 3 rows, cut\)/);
    expect(markdown).toContain('"limit":3');
    expect(markdown).not.toContain('«');
    expect(JSON.parse(conversationJson(conversation, messages))).toMatchObject({ format: 'weft-conversation', turns: [{ tools: [{ name: 'search_records', rows: 3 }] }] });
  });
});
