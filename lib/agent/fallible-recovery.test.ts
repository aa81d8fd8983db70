// A real model's mistakes against the real agent loop: each tool error names the fix well enough
// that the fallible model (which fixes a call only from the error's words) recovers in one more
// model round than the same turn with no mistake, and the turn ends as it should.
import { describe, expect, it } from 'vitest';
import { RECOVERY_TASKS, runFallibleTurn } from '../../test/fallible-run';
import { MISTAKES } from '../../test/stand-ins/model/fallible/model';
import { agentRig } from '../../test/agent-harness';
import { text, toolCall } from '../../test/stand-ins/model/server';
import { loadMessages } from './store';

const recoverable = MISTAKES.filter((m) => m !== 'false_claim');

describe('recovery from a model’s mistake takes one more round', () => {
  it.each(recoverable)('%s', async (mistake) => {
    const ask = RECOVERY_TASKS[mistake];
    const careful = await runFallibleTurn(ask, 'none');
    const fallible = await runFallibleTurn(ask, mistake);
    expect(careful).toMatchObject({ status: 'done', made: false });
    expect(fallible.made).toBe(true);
    expect(fallible.answer).not.toMatch(/could not do that/);
    expect(fallible).toMatchObject({ status: 'done', writes: careful.writes });
    expect(fallible.rounds - careful.rounds).toBe(1);
  });
});

describe('an answer that claims a change the turn did not make', () => {
  it('false_claim: the fallible model’s "I’ve updated it" with no write is marked on the answer', async () => {
    const run = await runFallibleTurn(RECOVERY_TASKS.false_claim, 'false_claim');
    expect(run).toMatchObject({ made: true, writes: 0, unbacked: true });
  });

  it('the careful turn, which writes, is not marked', async () => {
    const run = await runFallibleTurn(RECOVERY_TASKS.false_claim, 'none');
    expect(run.writes).toBe(1);
    expect(run.unbacked).toBe(false);
  });

  it('a claim after the write ran is not marked; after a declined write it is', async () => {
    const r = await agentRig({ mode: 'ask-every-write' });
    try {
      const write = { model: 'res.partner', ids: [5], values: { phone: '+30 210 555 0199' } };
      const last = async () => (await loadMessages(r.db, conversationId!)).filter((m) => m.role === 'assistant').at(-1);
      r.model.script(toolCall('update_records', write, 'toolu_w1'), text("I've updated the phone of Azure Interior."));
      const first = await r.send('Set the phone of Azure Interior to +30 210 555 0199');
      const conversationId = first.conversationId;
      const ask = await r.next('confirm/request');
      r.service.answer({ pendingId: ask.pendingId, argsHash: ask.argsHash, approve: true });
      await first.ended;
      expect((await last())?.unbacked).toBeUndefined();

      r.model.script(toolCall('update_records', { ...write, values: { phone: '0' } }, 'toolu_w2'), text("I've updated the phone again."));
      const second = await r.send('Now set it to 0', conversationId);
      const again = await r.next('confirm/request', (e) => e.turnId === second.turnId);
      r.service.answer({ pendingId: again.pendingId, argsHash: again.argsHash, approve: false });
      await second.ended;
      expect((await last())?.unbacked).toBe(true);
    } finally {
      await r.close();
    }
  });
});
