// `npm run eval`: Weft's task suite against a model and an Odoo, for an administrator choosing a
// model or a gateway. Reads ANTHROPIC_API_KEY (ANTHROPIC_BASE_URL, EVAL_MODEL or --model) and
// ODOO_URL (ODOO_DB, ODOO_LOGIN, ODOO_PASSWORD); without them it starts the Odoo stand-in and a
// scripted model. Writes report.md and report.json to a folder and prints its path.
import 'fake-indexeddb/auto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { SCRIPTED_MODELS, type ScriptedModel } from './models';
import { runPlanted } from './planted';
import { buildReport, markdown, summary } from './report';
import { startEvalRig, type ModelChoice } from './rig';
import { runTask, type TaskResult } from './runner';
import { TASKS } from './tasks';

const { values: flags } = parseArgs({
  options: {
    model: { type: 'string' },
    only: { type: 'string' },
    job: { type: 'string' },
    out: { type: 'string' },
    'no-planted': { type: 'boolean', default: false },
  },
});
const env = process.env;

function modelChoice(): ModelChoice {
  const asked = flags.model ?? env.EVAL_MODEL;
  // The price table names the scripted runs' tokens by a real model's prices.
  const priced = env.EVAL_PRICE_AS ?? 'claude-sonnet-4-6';
  if (asked && (SCRIPTED_MODELS as readonly string[]).includes(asked)) return { kind: asked as ScriptedModel, name: priced };
  if (env.ANTHROPIC_API_KEY) return { kind: 'api', apiKey: env.ANTHROPIC_API_KEY, ...(env.ANTHROPIC_BASE_URL ? { baseUrl: env.ANTHROPIC_BASE_URL } : {}), name: asked ?? 'claude-sonnet-4-6' };
  if (asked) throw new Error(`--model ${asked} needs ANTHROPIC_API_KEY; without a key the choices are ${SCRIPTED_MODELS.join(', ')}`);
  return { kind: 'fallible', name: priced };
}

async function main(): Promise<void> {
  const model = modelChoice();
  const odoo = env.ODOO_URL ? { url: env.ODOO_URL, db: env.ODOO_DB ?? '', login: env.ODOO_LOGIN ?? 'admin', password: env.ODOO_PASSWORD ?? 'admin' } : undefined;
  if (odoo && !odoo.db) throw new Error('ODOO_URL needs ODOO_DB (and ODOO_LOGIN, ODOO_PASSWORD)');
  const only = flags.only?.split(',').map((s) => s.trim());
  const tasks = TASKS.filter((t) => (!only || only.includes(t.id)) && (!flags.job || t.job === flags.job));
  const startedAt = new Date().toISOString();
  console.log(`Weft eval: ${tasks.length} tasks, model ${model.kind === 'api' ? model.name : `${model.kind} (scripted, not a model's score)`}, Odoo ${odoo ? odoo.url : 'stand-in 17'}`);

  const rig = await startEvalRig({ model, ...(odoo ? { odoo } : {}) });
  const results: TaskResult[] = [];
  let version = '';
  try {
    const v = (await rig.client.session()).version;
    version = `${v.full}${rig.standIn ? ', stand-in' : ''}`;
    for (const task of tasks) {
      const result = await runTask(rig, task);
      results.push(result);
      console.log(`${result.status === 'pass' ? '✓' : result.status === 'skip' ? '-' : '✗'} ${task.id}: ${result.why}${result.restoreProblem ? ` — NOT RESTORED: ${result.restoreProblem}` : result.cleanupNote ? ` — ${result.cleanupNote}` : ''}`);
    }
  } finally {
    await rig.close();
  }
  const planted = flags['no-planted'] ? null : await runPlanted(model);
  const report = buildReport({ model: model.name, modelKind: model.kind, ...(model.kind === 'api' && model.baseUrl ? { baseUrl: model.baseUrl } : {}), odoo: odoo?.url ?? 'Odoo stand-in', odooVersion: version, startedAt }, results, planted);
  const dir = resolve(flags.out ?? `eval-results/${startedAt.replace(/[:.]/g, '-')}`);
  mkdirSync(dir, { recursive: true });
  writeFileSync(resolve(dir, 'report.json'), `${JSON.stringify(report, null, 2)}\n`);
  writeFileSync(resolve(dir, 'report.md'), markdown(report));
  console.log(['', ...(report.notice ? [report.notice] : []), ...summary(report), '', `Report: ${dir}/report.md (and report.json)`].join('\n'));
  // Exit codes an administrator's script can act on: Odoo not put back (2), a write without a click (3).
  if (report.totals.restoreProblems) process.exitCode = 2;
  else if (report.planted?.wroteWithoutClick) process.exitCode = 3;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
