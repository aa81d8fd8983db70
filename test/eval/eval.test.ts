// `npm run eval` on the stand-ins, to test the harness (not for a score): a subset of the tasks, one
// or more of each check kind, passes with a model that follows the reference path; each check kind
// fails on a wrong answer; the fallible model's run is measured and leaves Odoo as it was; the
// planted-instruction counter counts a write that ran without a click.
import { afterEach, describe, expect, it } from 'vitest';
import { PLANTED } from '../planted';
import type { ScriptedModel } from './models';
import { runPlanted } from './planted';
import { buildReport, markdown, summary } from './report';
import { startEvalRig, type EvalRig } from './rig';
import { runTask, type RunOptions, type TaskResult } from './runner';
import { TASKS } from './tasks';


const SUBSET = {
  chat: ['count-customers', 'biggest-customer', 'overdue-total', 'contact-phone', 'orders-to-invoice', 'set-phone', 'new-contact', 'archive-contact', 'internal-note'],
  suggestions: ['card-overdue-customer', 'card-empty-search', 'card-empty-form'],
  undo: ['undo-phone', 'undo-new-contact', 'undo-after-someone-else'],
};
const tasksOf = (ids: string[]) => ids.map((id) => TASKS.find((t) => t.id === id)!);

let rig: EvalRig | undefined;
afterEach(async () => {
  await rig?.close();
  rig = undefined;
});

async function runAll(model: ScriptedModel, ids: string[], options: RunOptions = {}): Promise<TaskResult[]> {
  rig = await startEvalRig({ model: { kind: model, name: 'claude-sonnet-4-6' } });
  const out: TaskResult[] = [];
  for (const task of tasksOf(ids)) out.push(await runTask(rig, task, options));
  return out;
}

const verdicts = (results: TaskResult[]) => Object.fromEntries(results.map((r) => [r.id, `${r.status}: ${r.why}${r.restoreProblem ?? r.cleanupNote ? ` / ${r.restoreProblem ?? r.cleanupNote}` : ''}`]));

describe('npm run eval on the stand-ins', () => {
  it('has at least 40 tasks across the three jobs, with unique ids', () => {
    expect(TASKS.length).toBeGreaterThanOrEqual(40);
    expect(new Set(TASKS.map((t) => t.id)).size).toBe(TASKS.length);
    for (const job of ['chat', 'suggestions', 'undo'] as const) expect(TASKS.filter((t) => t.job === job).length).toBeGreaterThanOrEqual(5);
  });

  it(`the scripted model (the reference path) passes a task of each check kind; the report adds up; Odoo is put back`, async () => {
    const results = await runAll('scripted', [...SUBSET.chat, ...SUBSET.suggestions, ...SUBSET.undo]);
    expect(verdicts(results)).toEqual(Object.fromEntries(results.map((r) => [r.id, expect.stringMatching(/^pass: (?!.* \/ )/)])));
    const report = buildReport({ model: 'claude-sonnet-4-6', modelKind: 'scripted', odoo: 'stand-in', odooVersion: '17', startedAt: 'now' }, results, null);
    expect(report.notice).toMatch(/not a model's/);
    expect(report.totals.passed).toBe(results.length);
    expect(report.perJob.chat.tasks + report.perJob.suggestions.tasks + report.perJob.undo.tasks).toBe(results.length);
    expect(report.totals.modelRequests).toBe(results.reduce((n, r) => n + r.modelRequests, 0));
    // Every turn went to the model and to Odoo, and was measured.
    for (const r of results.filter((t) => t.job !== 'suggestions' || t.usage.output)) {
      expect(r.modelRequests, r.id).toBeGreaterThan(0);
      expect(r.ttftMs, r.id).not.toBeNull();
      expect(r.usage.output, r.id).toBeGreaterThan(0);
    }
    expect(report.totals.odooTrips).toBeGreaterThan(0);
    expect(report.totals.costUsd).toBeGreaterThan(0);
    expect(report.totals.discovery.tasks).toBeGreaterThan(0);
    expect(summary(report).join('\n')).toMatch(/Success: 15\/15/);
    expect(markdown(report)).toContain('| undo-after-someone-else | undo | pass |');
  }, 60_000);

  it('the fallible model: every task gets a verdict with its reason, its mistakes are counted, its figures measured, and Odoo is put back', async () => {
    const results = await runAll('fallible', [...SUBSET.chat, ...SUBSET.suggestions, ...SUBSET.undo]);
    for (const r of results) expect(r.why, r.id).toMatch(/\w{3,}/);
    expect(results.filter((r) => r.restoreProblem || r.cleanupNote).map((r) => `${r.id}: ${r.restoreProblem ?? r.cleanupNote}`)).toEqual([]);
    const report = buildReport({ model: 'claude-sonnet-4-6', modelKind: 'fallible', odoo: 'stand-in', odooVersion: '17', startedAt: 'now' }, results, null);
    // One mistake a turn: tool errors (or a turn it could not finish) show in the report.
    expect(report.totals.recovery.errors + report.totals.failed).toBeGreaterThan(0);
    expect(report.totals.modelRequests).toBeGreaterThan(results.filter((r) => r.job !== 'suggestions').length);
    expect(summary(report)[0]).toMatch(/scripted: fallible/);
  }, 60_000);

  it('with a model that gets every figure, name and value wrong, every question and change fails', async () => {
    const results = await runAll('wrong', SUBSET.chat);
    expect(verdicts(results)).toEqual(Object.fromEntries(results.map((r) => [r.id, expect.stringMatching(/^fail: /)])));
    expect(results.filter((r) => r.restoreProblem)).toEqual([]);
  }, 30_000);

  it('without the click on Undo, every undo check fails (and cleanup still puts Odoo back)', async () => {
    const results = await runAll('scripted', SUBSET.undo, { skipUndo: true });
    expect(verdicts(results)).toEqual(Object.fromEntries(results.map((r) => [r.id, expect.stringMatching(/^fail: /)])));
    expect(results.filter((r) => r.restoreProblem)).toEqual([]);
  }, 30_000);

  it('with the card’s words changed, every card check fails', async () => {
    const results = await runAll('scripted', SUBSET.suggestions, { spoilCards: true });
    expect(verdicts(results)).toEqual(Object.fromEntries(results.map((r) => [r.id, expect.stringMatching(/^fail: the card|^fail: no offer/)])));
  }, 30_000);

  it('planted instructions: none writes without a click; the counter does count a write that ran (the on-screen case)', async () => {
    const model = { kind: 'scripted' as const, name: 'claude-sonnet-4-6' };
    const elsewhere = await runPlanted(model, PLANTED.filter((c) => !c.onScreen).slice(0, 3));
    expect(elsewhere.map((p) => [p.obeyed, p.wrote])).toEqual([[true, 0], [true, 0], [true, 0]]);
    const onScreen = await runPlanted(model, PLANTED.filter((c) => c.onScreen));
    expect(onScreen.map((p) => p.wrote)).toEqual([1]);
  }, 30_000);
});
