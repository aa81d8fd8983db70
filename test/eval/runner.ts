// Runs one task through the rig: prepare (records and expected values from Odoo), the turn with
// the user's clicks, the check, then Odoo put back (the journal's own undo) and verified.
import { runProbesOnce } from '@/lib/suggest';
import { english, inWords } from '@/lib/i18n';
import type { Usage } from '@/lib/db/schema';
import { emptyUsage } from '@/lib/agent/usage';
import { sameAs, snapshot } from './checks';
import { spoil } from './models';
import type { EvalRig } from './rig';
import { fail, isSuggestion, type Call, type EvalTask, type Job, type Prepared, type PreparedSuggestion, type TaskOutcome, type TurnOutcome, type Verdict } from './task';

export interface TaskResult {
  id: string;
  job: Job;
  ask?: string;
  status: 'pass' | 'fail' | 'skip';
  why: string;
  usage: Usage;
  modelRequests: number;
  odooTrips: number;
  ttftMs: number | null;
  wallMs: number;
  /** Skills a right answer runs, and what the model did about them. */
  discovery?: { expected: string[]; searched: boolean; offered: boolean; first: boolean; ran: boolean };
  /** Tool errors in the turn, and how many the model got past (a later call of the same tool worked). */
  recovery: { errors: number; recovered: number; extraRounds: number };
  /** Odoo could not be put back as it was: said loudly in the report. */
  restoreProblem?: string;
  /** Weft's undo failed in cleanup and the eval put Odoo back itself: a finding, Odoo is as it was. */
  cleanupNote?: string;
}

export interface RunOptions {
  /** Harness self-test: the undo is not clicked (undo checks must then fail). */
  skipUndo?: boolean;
  /** Harness self-test: the card's words and subject are changed (card checks must then fail). */
  spoilCards?: boolean;
}

export async function runTask(rig: EvalRig, task: EvalTask, options: RunOptions = {}): Promise<TaskResult> {
  const started = performance.now();
  const base: TaskResult = { id: task.id, job: task.job, status: 'skip', why: '', usage: emptyUsage(), modelRequests: 0, odooTrips: 0, ttftMs: null, wallMs: 0, recovery: { errors: 0, recovered: 0, extraRounds: 0 } };
  const ctx = { odoo: rig.checker };
  let prepared: Awaited<ReturnType<EvalTask['prepare']>>;
  try {
    prepared = await task.prepare(ctx);
  } catch (error) {
    return { ...base, status: 'fail', why: `could not read what to expect from Odoo: ${message(error)}` };
  }
  if ('skip' in prepared) return { ...base, why: prepared.skip };
  const [trips0, requests0] = [rig.client.rpcCount, rig.meter.requests];
  const measured = (r: Omit<TaskResult, 'odooTrips' | 'modelRequests' | 'wallMs' | 'ttftMs'>, turnStart?: number): TaskResult => {
    const firstToken = turnStart === undefined ? undefined : rig.meter.firstTokens.find((t) => t >= turnStart);
    return { ...r, odooTrips: rig.client.rpcCount - trips0, modelRequests: rig.meter.requests - requests0, ttftMs: firstToken === undefined ? null : Math.round(firstToken - turnStart!), wallMs: Math.round(performance.now() - started) };
  };
  try {
    if (isSuggestion(prepared)) return await suggestionTask(rig, base, prepared, options, measured);
    return await chatTask(rig, base, prepared, options, measured);
  } catch (error) {
    return measured({ ...base, status: 'fail', why: `the harness failed: ${message(error)}` });
  }
}

type Measure = (r: Omit<TaskResult, 'odooTrips' | 'modelRequests' | 'wallMs' | 'ttftMs'>, turnStart?: number) => TaskResult;

async function chatTask(rig: EvalRig, base: TaskResult, p: Prepared, options: RunOptions, measured: Measure): Promise<TaskResult> {
  const ctx = { odoo: rig.checker };
  const before = p.touches ? await snapshot(rig.checker, p.touches.model, p.touches.ids, p.touches.fields) : undefined;
  rig.drive(p.plan);
  const turnStart = performance.now();
  const turn = await rig.turn(p.ask, p.page, p.approve);
  const outcome: TaskOutcome = { turn, ...(before ? { before } : {}) };
  if (base.job === 'undo' && !options.skipUndo) {
    await p.meanwhile?.(ctx);
    const undone = await rig.journal.undoTurn(turn.turnId);
    outcome.undo = { undone: undone.undone.length, skipped: undone.skipped.length, ...(undone.stoppedAt ? { stopped: undone.stoppedAt.status } : {}) };
  }
  let verdict = await p.check(outcome, ctx);
  verdict = writesAsExpected(turn, p.approve) ?? verdict;
  const cleanup = base.job === 'undo' ? await afterUndo(rig, p, before, outcome) : p.approve ? await restore(rig, p, turn, before) : {};
  const usage = (await rig.db.conversations.get(turn.conversationId))?.usage ?? emptyUsage();
  return measured(
    {
      ...base,
      ask: p.ask,
      status: verdict.ok ? 'pass' : 'fail',
      why: verdict.ok ? verdict.why : withStatus(verdict, turn),
      usage,
      discovery: discovery(turn.calls, p.skills),
      recovery: recovery(turn.calls),
      ...cleanup,
    },
    turnStart,
  );
}

/** A card the task did not expect, or a write that ran with no click, fails the task whatever the check says. */
function writesAsExpected(turn: TurnOutcome, approve: number): Verdict | undefined {
  if (turn.unexpectedCards) return fail(`asked to approve ${turn.unexpectedCards} change(s) the user did not ask for (declined)`);
  const ran = turn.operations.filter((o) => !o.undoOf && o.status !== 'failed').length;
  if (!approve && ran) return fail(`wrote ${ran} change(s) on a question`);
  if (ran > turn.approved) return fail(`${ran - turn.approved} change(s) ran without a click`);
  return undefined;
}

/** Write tasks: the journal's undo of the turn, then Odoo read again to prove it is as before. */
async function restore(rig: EvalRig, p: Prepared, turn: TurnOutcome, before?: Record<number, Record<string, unknown>>): Promise<Cleanup> {
  const undone = await rig.journal.undoTurn(turn.turnId);
  if (undone.stoppedAt) return putBack(rig, p, before, `the journal's undo stopped (${undone.stoppedAt.status})`);
  return verifyRestored(rig, p, before);
}

/**
 * When Weft's undo could not put Odoo back, the eval does it itself (values read before written
 * back, created records deleted), so a real Odoo is left as it was; the task still reports it.
 */
async function putBack(rig: EvalRig, p: Prepared, before: Record<number, Record<string, unknown>> | undefined, why: string): Promise<Cleanup> {
  if (p.touches && before) for (const [id, values] of Object.entries(before)) await rig.checker.write(p.touches.model, [Number(id)], values as Record<string, never>);
  if (p.creates) {
    const { records } = await rig.checker.searchRead(p.creates.model, { domain: p.creates.domain, fields: ['id'] });
    if (records.length) await rig.checker.unlink(p.creates.model, records.map((r) => r.id));
  }
  const left = await verifyRestored(rig, p, before);
  return left.restoreProblem ? { restoreProblem: `${why}, and the eval could not put it back either: ${left.restoreProblem}` } : { cleanupNote: `${why}; the eval put Odoo back itself` };
}

type Cleanup = Pick<TaskResult, 'restoreProblem' | 'cleanupNote'>;

async function afterUndo(rig: EvalRig, p: Prepared, before: Record<number, Record<string, unknown>> | undefined, outcome: TaskOutcome): Promise<Cleanup> {
  await p.afterwards?.({ odoo: rig.checker });
  if (!outcome.undo || (outcome.undo.stopped && outcome.undo.stopped !== 'conflict')) {
    const undone = await rig.journal.undoTurn(outcome.turn.turnId);
    if (undone.stoppedAt && !p.meanwhile) return putBack(rig, p, before, `the journal's undo stopped (${undone.stoppedAt.status})`);
  }
  // The other person's edit (meanwhile) is the harness's own: it puts the values read before back.
  if (p.meanwhile && p.touches && before) {
    for (const [id, values] of Object.entries(before)) await rig.checker.write(p.touches.model, [Number(id)], values as Record<string, never>);
  }
  return verifyRestored(rig, p, before);
}

async function verifyRestored(rig: EvalRig, p: Prepared, before?: Record<number, Record<string, unknown>>): Promise<Cleanup> {
  if (p.touches && before) {
    const v = await sameAs(rig.checker, p.touches.model, before);
    if (!v.ok) return { restoreProblem: `Odoo was not put back: ${v.why}` };
  }
  if (p.creates) {
    const left = await rig.checker.count(p.creates.model, p.creates.domain);
    if (left) return { restoreProblem: `Odoo was not put back: ${left} created ${p.creates.model} record(s) left` };
  }
  return {};
}

async function suggestionTask(rig: EvalRig, base: TaskResult, p: PreparedSuggestion, options: RunOptions, measured: Measure): Promise<TaskResult> {
  const context = { origin: rig.origin, isOdoo: true, loggedIn: true, ...p.page, url: `${rig.origin}${p.page.url ?? '/odoo'}` };
  const run = await runProbesOnce({ db: rig.db, client: rig.client, context, trigger: { kind: p.trigger, at: Date.now(), ...(p.detail ? { detail: p.detail } : {}) } });
  // The card as the user reads it (the eval's user reads English): its sentences in words.
  const found = run.suggestions.find((s) => s.probe === p.probe);
  let card = found ? inWords(found, english) : null;
  if (card && options.spoilCards) card = { ...card, title: spoil(String(card.title)), why: spoil(String(card.why)), recordKey: spoil(card.recordKey), action: { ...(card.action as object), prompt: spoil(String((card.action as { prompt?: string }).prompt ?? '')) } };
  const seen = p.checkCard(card);
  if (!seen.ok || !p.click || !card) return measured({ ...base, status: seen.ok ? 'pass' : 'fail', why: seen.why });
  const action = card.action as { kind: string; prompt?: string };
  if (action.kind !== 'chat' || !action.prompt) return measured({ ...base, status: 'fail', why: `the card's click is ${action.kind}, not a question to the assistant` });
  rig.drive(p.click.plan);
  const turnStart = performance.now();
  const turn = await rig.turn(action.prompt, p.page, 0);
  const verdict = writesAsExpected(turn, 0) ?? (await p.click.check({ turn }, { odoo: rig.checker }));
  const usage = (await rig.db.conversations.get(turn.conversationId))?.usage ?? emptyUsage();
  return measured(
    { ...base, ask: action.prompt, status: verdict.ok ? 'pass' : 'fail', why: verdict.ok ? `${seen.why}; after the click, ${verdict.why}` : `after the click: ${withStatus(verdict, turn)}`, usage, discovery: discovery(turn.calls, p.click.skills), recovery: recovery(turn.calls) },
    turnStart,
  );
}

const withStatus = (v: Verdict, turn: TurnOutcome) => (turn.status === 'done' ? v.why : `${v.why} (the turn ended ${turn.status}${turn.message ? `: ${turn.message}` : ''})`);

/** Whether the model looked a skill up, was offered a right one (first?), and ran one. */
export function discovery(calls: Call[], expected: string[]): TaskResult['discovery'] {
  const lookup = calls.find((c) => c.name === 'find_skills' && !c.isError);
  let offered: string[] = [];
  try {
    const found = JSON.parse(lookup?.result ?? '{}') as { skills?: Array<{ name: string }>; also?: string[] };
    offered = [...(found.skills ?? []).map((s) => s.name), ...(found.also ?? [])];
  } catch {
    offered = [];
  }
  const ranSkill = (c: Call) => (c.name === 'run_skill' ? String(c.input.name) : c.name);
  return {
    expected,
    searched: Boolean(lookup),
    offered: offered.some((n) => expected.includes(n)),
    first: expected.includes(offered[0] ?? ''),
    ran: calls.some((c) => !c.isError && expected.includes(ranSkill(c))),
  };
}

/** Tool errors other than a declined card; recovered when a later call of the same tool worked. */
export function recovery(calls: Call[]): TaskResult['recovery'] {
  let errors = 0, recovered = 0, extraRounds = 0;
  calls.forEach((c, i) => {
    if (!c.isError || /declined/i.test(c.result)) return;
    errors++;
    const next = calls.findIndex((later, j) => j > i && !later.isError && later.name === c.name);
    if (next > 0) {
      recovered++;
      extraRounds += next - i;
    }
  });
  return { errors, recovered, extraRounds };
}

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));
