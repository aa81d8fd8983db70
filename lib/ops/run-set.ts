// Journal.run of a change set: the set's records read once as they stand (PlanChanged for the whole
// set before any row runs), then each row, the same write on one record, journaled and sent on its
// own under the set's id. A row Odoo refuses is rolled back alone and the next row runs; a lost
// answer or a Weft refusal stops the set, since the rows after it would meet the same (an Odoo out
// of reach, someone else signed in).
import { newId, type Operation } from '@/lib/db';
import { isOdooError } from '@/lib/odoo';
import { noneRan, noneRanSaid, rowKeys, rowPlan, type SetSpec } from './change-set';
import { english, said, say, sayArg } from '@/lib/i18n';
import { rowName } from './creates';
import { OpsError } from './errors';
import { errorText, outcomeUnknown, refusedByOdoo } from './io';
import { setLineBlock } from './foresee-set-warnings';
import type { OpsContext } from './journaled';
import { performPlan, planNow } from './perform';
import type { Plan } from './plan';
import type { JournalEntry, SetRowResult, TurnRef, WriteOutcome, WriteSpec } from './types';

/** Odoo refused this row alone (a rule, a constraint, a record gone): the others may still run. */
const rowOnly = (error: unknown) => refusedByOdoo(error) || isOdooError(error, 'missing_record');

export async function runSet(base: OpsContext, write: Plan | WriteSpec, ref: TurnRef): Promise<WriteOutcome> {
  const { ctx, plan, owner } = await planNow(base, write, ref);
  // A product Odoo blocks (16-18) on a row's line: no row runs, as the card would have refused the set (one ask per product).
  const blocked = await setLineBlock(ctx.client, plan);
  if (blocked) throw new OpsError(say(english, blocked), blocked);
  const limits = await base.limits?.();
  const spec = plan.spec as SetSpec;
  const setId = newId();
  const rows: SetRowResult[] = [];
  const entries: JournalEntry[] = [];
  let stopped: unknown;
  // A row of creates is named by its place until Odoo makes it: its result then says the new record.
  const creates = spec.kind === 'creates';
  for (const id of rowKeys(spec)) {
    // The model reads it in English: a nameless row of creates as "Contact 3 (new)".
    const name = creates ? sayArg(english, rowName(spec.rows[id - 1], id, spec.model)) : (plan.before.names[id] ?? `#${id}`);
    if (stopped !== undefined) {
      rows.push({ id, name, status: 'not_run', error: 'Not run: the change stopped at an earlier record.', reason: said('set.notRun') });
      continue;
    }
    try {
      const at = ctx.store.stamp();
      const entry = await performPlan(ctx, rowPlan(plan, id, { at, ...(limits ? { limits } : {}) }), { ...ref, setId }, { ...owner, at }, true);
      entries.push(entry);
      const made = creates ? entry.recordIds[0] : undefined;
      rows.push({ id, name: entry.displayNames[made ?? id] ?? name, status: entry.status === 'done' ? 'done' : 'checking', operationId: entry.id, ...(made ? { recordId: made } : {}) });
    } catch (error) {
      if (!rowOnly(error)) stopped = error;
      const why = errorText(error);
      rows.push({ id, name, status: outcomeUnknown(error) ? 'checking' : 'failed', error: say(english, why), reason: why });
    }
  }
  // The entry ids of the rows that threw (perform throws once the entry says what happened); a
  // create that failed names no record, so a set of creates is matched in the order its rows ran.
  const stored = (await ctx.store.byTurn(ref.turnId)).filter((e) => e.setId === setId).sort((a, b) => a.createdAt - b.createdAt);
  const tried = rows.filter((r) => r.status !== 'not_run');
  if (creates && stored.length === tried.length) tried.forEach((row, i) => (row.operationId ??= stored[i]!.id));
  else for (const row of rows) row.operationId ??= stored.find((e) => e.recordIds.includes(row.id))?.id;
  const run = { setId, rows, ...(creates ? { creates: true } : {}) };
  if (!entries.length) {
    // Nothing ran: a stop at the first row throws its own error (a session to renew, an answer
    // lost), as a one-record write would; else every row's refusal, in one sentence.
    if (stopped !== undefined && rows.filter((r) => r.status !== 'not_run').length === 1) throw stopped;
    throw new OpsError(noneRan(run), noneRanSaid(run));
  }
  return { operation: asOne(setId, entries), set: run };
}

/** The set as one operation, for the callers that read one: the rows that ran, under the set's id. */
function asOne(setId: string, entries: JournalEntry[]): Operation {
  const ran = entries.filter((e) => e.status === 'done');
  const displayNames: Record<number, string> = Object.assign({}, ...entries.map((e) => e.displayNames));
  return {
    ...entries[0]!,
    id: setId,
    recordIds: ran.flatMap((e) => e.recordIds),
    displayNames,
    status: ran.length ? 'done' : 'checking',
    undoable: entries.every((e) => e.undoable),
    error: undefined,
  };
}
