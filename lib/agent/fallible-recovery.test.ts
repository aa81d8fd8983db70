// A real model's mistakes against the real agent loop: each tool error names the fix well enough
// that the fallible model (which fixes a call only from the error's words) recovers in one more
// model round than the same turn with no mistake, and the turn ends as it should.
import { describe, expect, it } from 'vitest';
import { RECOVERY_TASKS, runFallibleTurn } from '../../test/fallible-run';
import { MISTAKES } from '../../test/stand-ins/model/fallible/model';

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
