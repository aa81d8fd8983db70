import { afterEach, describe, expect, it } from 'vitest';
import { identityKey } from '@/lib/db/identity';
import { spendNow } from '@/lib/db/spend';
import { agentRig, type AgentRig } from '../../test/agent-harness';
import { text } from '../../test/stand-ins/model/server';

let r: AgentRig;
afterEach(async () => r?.close());

// 27 November 2026, 15:00 local: the day renews at the next midnight, the month on 1 December.
const NOW = new Date(2026, 10, 27, 15, 0);

describe('spend budgets', () => {
  it('each answer is counted against the day; past the daily budget the next turn is not started and says when it renews', async () => {
    r = await agentRig({ now: () => NOW, settings: { dailyBudget: 0.001 } });
    r.model.script(text('First.'), text('Never sent.'));
    const first = await r.send('Hello');
    expect(await first.ended).toMatchObject({ status: 'done' });
    const spent = await spendNow(r.db, identityKey(r.identity), NOW);
    expect(spent.today).toBeGreaterThan(0.001);
    expect(spent.month).toBe(spent.today);

    const second = await r.send('Again', first.conversationId);
    const ended = await second.ended;
    expect(ended).toMatchObject({ status: 'budget', remedy: 'none' });
    expect(ended.message).toMatch(/^Your daily budget of \$0\.001|^Your daily budget of <\$0\.01/);
    expect(ended.message).toContain('It renews on November 28, 2026 at 12:00');
    expect(r.model.requests).toHaveLength(1);
  });

  it('the monthly budget, in the user’s language, renews on the first of the next month', async () => {
    r = await agentRig({ now: () => NOW, settings: { monthlyBudget: 0.001, language: 'fr' } });
    r.model.script(text('Un.'));
    const first = await r.send('Bonjour');
    await first.ended;
    const ended = await (await r.send('Encore', first.conversationId)).ended;
    expect(ended.status).toBe('budget');
    expect(ended.message).toContain('Votre budget mensuel');
    expect(ended.message).toContain('1 décembre 2026');
    expect(r.model.requests).toHaveLength(1);
  });

  it('the organisation’s ceiling applies to a user without a budget; another day starts afresh', async () => {
    let now = NOW;
    r = await agentRig({ now: () => now, policy: { maxDailyBudget: 0.001 } });
    expect(r.settings).toMatchObject({ dailyBudget: 0.001 });
    r.model.script(text('One.'), text('Next day.'));
    const first = await r.send('Hi');
    await first.ended;
    now = new Date(2026, 10, 28, 0, 1);
    expect(await (await r.send('Hi again', first.conversationId)).ended).toMatchObject({ status: 'done' });
    expect(r.model.requests).toHaveLength(2);
  });
});
