// `npm run bench`: what users feel and what they pay, measured offline against the stand-ins (and in
// Chromium for the browser figures). Prints a table and writes .bench/results.json (one flat object).
import 'fake-indexeddb/auto';
import { execSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import { part, type Figure, type Figures } from './figures';
import { TARGETS, type Check } from './targets';

type Key = keyof typeof TARGETS;
const REAL_ODOO = Boolean(process.env.ODOO_URL);
// `--big` (with ODOO_URL): the 100k-contact companies built on the real Odoo, and measured.
const FLAGS = process.argv.slice(2).filter((a) => a.startsWith('--'));
const BIG = REAL_ODOO && FLAGS.includes('--big');
const KEYS = (Object.keys(TARGETS) as Key[]).filter((k) => (REAL_ODOO || !k.startsWith('real_')) && (BIG || !k.startsWith('real_scale_')));

// One group per file; each is imported when it runs, so a group that does not load fails alone.
const GROUPS: Array<[string, Key[], () => Promise<Figures>]> = [
  ['tokens', ['tool_tokens_total', 'skills_reachable', 'tool_tokens_contacts_only', 'followup_uncached_input_tokens', 'naive_followup_input_tokens', 'partners20_read_tokens'], async () => (await import('./tokens')).tokenFigures()],
  ['personal', ['personal_request_tokens_delta', 'personal_mask_ms_p50'], async () => (await import('./personal')).personalFigures()],
  ['tasks5', ['tasks5_tokens', 'tasks5_rpc'], async () => (await import('./tasks5')).standInTasks()],
  ['discovery', ['paraphrase_offered_pct', 'paraphrase_first_pct', 'paraphrase_first_pct_en', 'paraphrase_first_pct_fr', 'paraphrase_first_pct_es', 'paraphrase_first_pct_de', 'paraphrase_first_pct_nl', 'tasks5_model_rounds', 'tasks5_rounds_tool_per_skill'], async () => (await import('./discovery')).discoveryFigures()],
  ['rpc', ['rpc_read_skill_max', 'rpc_journaled_write', 'rpc_undo_write'], async () => (await import('./rpc')).rpcFigures()],
  ['overhead', ['tool_overhead_ms_p50', 'journal_overhead_ms_p50', 'journal_overhead_10k_ms_p50', 'idb_bytes_per_write'], async () => (await import('./overhead')).overheadFigures()],
  ['reconcile', ['reconcile_100_ms'], async () => (await import('./reconcile')).reconcileFigures()],
  ['recovery', ['recovery_rounds_unknown_skill', 'recovery_rounds_foreign_keys', 'recovery_rounds_wrong_enum', 'recovery_rounds_missing_required', 'recovery_rounds_bad_id', 'recovery_rounds_bad_field', 'recovery_rounds_state_write', 'recovery_rounds_bad_json', 'recovery_rounds_cut_json', 'recovery_extra_rounds_max', 'recovery_extra_tokens_mean', 'false_claim_flagged'], async () => (await import('./recovery')).recoveryFigures()],
  ['suggest', ['suggestion_latency_ms', 'suggestion_model_calls'], async () => (await import('./suggest')).suggestFigures()],
  ['scale', ['scale_read_ratio_max', 'scale_business_ratio_max', 'scale_write_ratio', 'scale_tokens_100k_rows', 'scale_tokens_100k_max', 'scale_tokens_ratio_max'], async () => (await import('./scale')).scaleFigures()],
  ['team', ['team_10k_first_page_ms', 'team_10k_first_page_weft_ms', 'team_10k_trips', 'team_10k_count_ms', 'team_10k_next_page_ms', 'team_10k_demo_first_page_ms'], async () => (await import('./team')).teamFigures()],
  ['bundle', ['bundle_sidepanel_gz_kb', 'bundle_content_gz_kb'], async () => (await import('./bundle')).bundleFigures()],
  ['browser', ['sidepanel_render_50_ms', 'sidepanel_render_50_all_ms', 'panel_open_interactive_ms', 'content_script_ms_per_nav', 'changes_view_10k_ms', 'changes_view_10k_page_ms', 'conversations_1k_ms', 'send_to_request_ms', 'worker_cold_start_ms'], async () => (await import('./browser')).browserFigures()],
  ...(REAL_ODOO ? [['real-odoo', ['real_tasks5_tokens', 'real_tasks5_rpc', 'real_search_1000_ms', 'real_search_1000_weft_ms', 'real_write_undo_ms', 'real_write_undo_weft_ms', 'real_rollback_weft_ms', 'real_create_ms', 'real_create_weft_ms', 'real_session_load_ms'], async () => (await import('./real-odoo')).realOdooFigures()] as [string, Key[], () => Promise<Figures>],
    ['real-team', ['real_team_10k_first_page_ms', 'real_team_10k_first_page_weft_ms', 'real_team_10k_trips', 'real_team_10k_count_ms', 'real_team_10k_next_page_ms', 'real_team_10k_demo_first_page_ms', 'real_team_count_ratio', 'real_team_subtype_ratio'], async () => (await import('./team')).realTeamFigures()] as [string, Key[], () => Promise<Figures>],
    ['real-start', ['real_send_to_request_ms'], async () => (await import('./browser-start-real')).realStartFigures()] as [string, Key[], () => Promise<Figures>],
    ['real-content', ['real_content_ms_per_nav', 'real_content_ms_per_nav_p90', 'real_content_list_to_form_ms', 'real_content_list_to_form_p90_ms', 'real_content_form_to_list_ms', 'real_content_form_to_list_p90_ms'], async () => (await import('./browser-content-real')).realContentFigures()] as [string, Key[], () => Promise<Figures>]] : []),
  ...(BIG ? [['real-scale', ['real_scale_read_ratio_max', 'real_scale_business_ratio_max', 'real_scale_write_ratio', 'real_scale_tokens_100k_rows', 'real_scale_tokens_big_max', 'real_scale_build_s'], async () => (await import('./scale-real')).realScaleFigures()] as [string, Key[], () => Promise<Figures>]] : []),
];

// `npx tsx test/bench/run.ts recovery tokens`: only those groups (their figures alone are printed and
// written, to .bench/results-<groups>.json, so the full results file is never left partial).
const ONLY = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const RUN = ONLY.length ? GROUPS.filter(([name]) => ONLY.includes(name)) : GROUPS;
const SHOWN = ONLY.length ? KEYS.filter((k) => RUN.some(([, keys]) => keys.includes(k))) : KEYS;

async function main(): Promise<void> {
  const started = performance.now();
  const load = loadavg()[0]!.toFixed(1);
  const figures = {} as Record<Key, Figure>;
  for (const [name, keys, run] of RUN) {
    const t = performance.now();
    process.stdout.write(`bench: ${name}… `);
    Object.assign(figures, await part(keys, run));
    console.log(`${((performance.now() - t) / 1000).toFixed(1)} s`);
  }
  for (const key of SHOWN) figures[key] ??= { value: null, error: 'no group reported it' };
  // Targets relative to another figure: the journal's cost with a year of entries stored; Weft's
  // model rounds against every skill as a tool of its own.
  const empty = figures.journal_overhead_ms_p50?.value ?? null;
  relative.journal_overhead_10k_ms_p50 = empty === null ? undefined : (v) => v < 2 * empty;
  const perSkill = figures.tasks5_rounds_tool_per_skill?.value ?? null;
  relative.tasks5_model_rounds = perSkill === null ? undefined : (v) => v <= perSkill;

  console.log(`\n${header(load)}\n`);
  console.log(table(figures));
  console.log('\nHow each figure was measured:');
  for (const key of SHOWN) if (figures[key].note) console.log(`  ${key}: ${figures[key].note}`);
  const failed = SHOWN.filter((k) => figures[k].error);
  if (failed.length) {
    console.log('\nFigures that could not be measured:');
    for (const key of failed) console.log(`  ${key}: ${figures[key].error!.replace(/\n/g, '\n    ')}`);
  }
  const missed = SHOWN.filter((k) => verdict(k, figures[k].value) === '✗');
  console.log(`\n${missed.length ? `Missed: ${missed.join(', ')}` : 'Every measured figure meets its target.'}`);

  const out = resolve(import.meta.dirname, `../../.bench/results${ONLY.length ? `-${ONLY.join('-')}` : ''}.json`);
  mkdirSync(resolve(out, '..'), { recursive: true });
  writeFileSync(out, `${JSON.stringify(Object.fromEntries(SHOWN.map((k) => [k, figures[k].value])), null, 2)}\n`);
  console.log(`Wrote ${out} in ${((performance.now() - started) / 1000).toFixed(0)} s.`);
}

const relative: Partial<Record<Key, (v: number) => boolean>> = {};

function verdict(key: Key, value: number | null): string {
  const met = (TARGETS[key] as Check).met ?? relative[key];
  if (!met) return '—';
  if (value === null) return '?';
  return met(value) ? '✓' : '✗';
}

function table(figures: Record<Key, Figure>): string {
  const rows = [['key', 'figure', 'target', 'met', 'spread']];
  for (const key of SHOWN) {
    const { value, spread } = figures[key];
    rows.push([key, value === null ? 'null' : String(value), TARGETS[key].target, verdict(key, value), spread ?? '']);
  }
  const widths = rows[0]!.map((_, c) => Math.max(...rows.map((r) => r[c]!.length)));
  const line = (r: string[]) => r.map((cell, c) => (c === 1 ? cell.padStart(widths[c]!) : cell.padEnd(widths[c]!))).join('  ').trimEnd();
  return [line(rows[0]!), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.slice(1).map(line)].join('\n');
}

function header(load: string): string {
  let commit = 'unknown';
  try {
    const dirty = execSync('git status --porcelain', { encoding: 'utf8' }).trim() ? ' + uncommitted changes' : '';
    commit = execSync('git rev-parse --short HEAD', { encoding: 'utf8' }).trim() + dirty;
  } catch {
    // not a git checkout
  }
  return `Weft bench — ${new Date().toISOString()}, commit ${commit}, Node ${process.version}, load average ${load} at start (timings are medians after warm-up, p90 where the key says so)`;
}

main().then(
  () => process.exit(0), // the SDK's and the stand-ins' keep-alive sockets would hold the process open
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
