// A real model's mistakes, one class at a time, through the real agent loop against the Odoo
// stand-in (test/fallible-run.ts): the model rounds and tokens a recovery costs over the same turn
// with no mistake. The fallible model fixes a call only from the tool error's words, so these
// figures measure what Weft's errors say. Target: one extra round per class.
import { RECOVERY_TASKS, runFallibleTurn, type TurnRun } from '../fallible-run';
import { MISTAKES, type Mistake } from '../stand-ins/model/fallible/model';
import type { Figure, Figures } from './figures';

const RECOVERABLE = MISTAKES.filter((m) => m !== 'false_claim');
export const RECOVERY_KEYS = [...RECOVERABLE.map((m) => `recovery_rounds_${m}` as const), 'recovery_extra_rounds_max', 'recovery_extra_tokens_mean', 'false_claim_flagged'] as const;
type Key = (typeof RECOVERY_KEYS)[number];

export async function recoveryFigures(): Promise<Figures<Key>> {
  const careful = new Map<string, TurnRun>();
  const figures = {} as Record<Key, Figure>;
  const extras: Array<{ rounds: number; tokens: number }> = [];
  for (const mistake of RECOVERABLE) {
    const ask = RECOVERY_TASKS[mistake];
    if (!careful.has(ask)) careful.set(ask, await runFallibleTurn(ask, 'none'));
    const base = careful.get(ask)!;
    const run = await runFallibleTurn(ask, mistake);
    const recovered = run.made && run.status === 'done' && run.writes === base.writes && !/could not do that/.test(run.answer);
    const rounds = run.rounds - base.rounds;
    const tokens = run.tokens - base.tokens;
    if (recovered) extras.push({ rounds, tokens });
    figures[`recovery_rounds_${mistake}` as Key] = recovered
      ? { value: rounds, note: `+${rounds} model round(s), +${tokens} input-token equivalents over the same turn without the mistake (${base.rounds} rounds, ${base.tokens}): "${ask}"` }
      : { value: null, error: `not recovered (${describe(mistake, run)})` };
  }
  figures.recovery_extra_rounds_max = { value: extras.length === RECOVERABLE.length ? Math.max(...extras.map((e) => e.rounds)) : null, note: `worst class; ${extras.length} of ${RECOVERABLE.length} classes recovered` };
  figures.recovery_extra_tokens_mean = { value: extras.length ? Math.round(extras.reduce((n, e) => n + e.tokens, 0) / extras.length) : null, note: 'input-token equivalents (cache write 1.25x, read 0.1x, output 5x) a recovery adds, mean over the classes' };
  const claim = await runFallibleTurn(RECOVERY_TASKS.false_claim, 'false_claim');
  figures.false_claim_flagged = { value: claim.made && claim.writes === 0 && claim.unbacked ? 1 : 0, note: 'the answer claimed a change with no write in the turn, and the panel says nothing was changed in Odoo (1 = flagged)' };
  return figures;
}

function describe(mistake: Mistake, run: TurnRun): string {
  return `${mistake}: made ${run.made}, status ${run.status}, ${run.writes} write(s), answer "${run.answer.slice(0, 120)}"`;
}
