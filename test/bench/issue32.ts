// Every figure of issue 32 in one run, for a quiet machine: the stand-in groups once (panel render
// and send, the content script beside the stand-in, the bundle, scale 1k -> 100k), then on each real
// Odoo named the content script on the real web client and the user-facing timings (search, write,
// rollback, create, session load, Send to the request leaving the worker beside its web client),
// and on the one database named by --big the real 1k -> 100k ratios (measured only: nothing is
// built here, see scale-real.ts). Each part prints its own table (figure, target, met, spread).
//   npm run bench:issue32 -- http://127.0.0.1:8069/odoo17 http://localhost:8071/odoo19 --big=odoo17
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { TARGETS } from './targets';

/** Issue 32's figures, in its words, and the keys that print them (each with its target and spread). */
const ISSUE_32: Array<[string, Array<keyof typeof TARGETS>]> = [
  ['content script on the real web client, median and p90, both directions and each (calls per navigation in the notes)', ['real_content_ms_per_nav', 'real_content_ms_per_nav_p90', 'real_content_list_to_form_ms', 'real_content_list_to_form_p90_ms', 'real_content_form_to_list_ms', 'real_content_form_to_list_p90_ms']],
  ['panel: render of 50 messages', ['sidepanel_render_50_ms']],
  ['panel: send to request', ['send_to_request_ms']],
  ["1k -> 100k, Weft's own time per read skill, business skill, journaled write (stand-in; real with --big)", ['scale_read_ratio_max', 'scale_business_ratio_max', 'scale_write_ratio', 'real_scale_read_ratio_max', 'real_scale_business_ratio_max', 'real_scale_write_ratio']],
  ['tokens of a 100k-row answer, and of the largest answer at 100k', ['scale_tokens_100k_rows', 'scale_tokens_100k_max', 'real_scale_tokens_100k_rows', 'real_scale_tokens_big_max']],
  ["Weft's share of the first chunk: Enter to the request leaving the worker, beside the real web client", ['real_send_to_request_ms']],
  ['session load', ['real_session_load_ms']],
  ["rollback, Weft's own time", ['real_rollback_weft_ms']],
  ['search of 1,000 records', ['real_search_1000_ms']],
  ['create', ['real_create_ms']],
];
const USAGE = 'usage: npm run bench:issue32 -- <odoo url>/<db> [<odoo url>/<db> …] [--big=<db>]';

const args = process.argv.slice(2);
if (args.includes('--help') || args.includes('-h')) {
  console.log(`${USAGE}\n\nIssue 32's figures (key: target; every one is printed with its spread):`);
  for (const [words, keys] of ISSUE_32) {
    console.log(`  ${words}`);
    for (const key of keys) console.log(`    ${key}: ${'met' in TARGETS[key] ? TARGETS[key].target : `${TARGETS[key].target} (no target!)`}`);
  }
  process.exit(0);
}
const big = args.find((a) => a.startsWith('--big='))?.slice('--big='.length);
const odoos = args.filter((a) => !a.startsWith('--')).map((a) => {
  const at = a.lastIndexOf('/');
  return { url: a.slice(0, at), db: a.slice(at + 1) };
});
if (!odoos.length || odoos.some((o) => !o.url.startsWith('http') || !o.db)) throw new Error(`${USAGE} (--help lists the figures)`);

const root = resolve(import.meta.dirname, '../..');
const started = Date.now();
const run = (title: string, groups: string[], env: Record<string, string> = {}) => {
  console.log(`\n=== ${title} ===`);
  const t = Date.now();
  // The child prints its table; a group that fails says so in it and the others go on.
  spawnSync(process.execPath, ['--import', 'tsx', resolve(root, 'test/bench/run.ts'), ...groups], { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  console.log(`(${title}: ${Math.round((Date.now() - t) / 1000)} s)`);
};

// The shipped build for the bundle's weight, the test build for the browser figures.
for (const script of ['build', 'build:test']) {
  console.log(`Building (npm run ${script})…`);
  // Quiet unless it fails (the build's spinner would fill the log).
  const built = spawnSync('npm', ['run', script], { cwd: root, encoding: 'utf8' });
  if (built.status !== 0) throw new Error(`npm run ${script} failed:\n${built.stdout}${built.stderr}`);
}
run('stand-ins: panel, content script, bundle, scale 1k -> 100k', ['browser', 'bundle', 'scale']);
for (const { url, db } of odoos) {
  const login = { ODOO_URL: url, ODOO_DB: db, ODOO_LOGIN: process.env.ODOO_LOGIN ?? 'admin', ODOO_PASSWORD: process.env.ODOO_PASSWORD ?? 'admin' };
  const withBig = db === big;
  run(`real Odoo ${url} (${db})${withBig ? ', with the 1k/100k companies' : ''}`, ['real-odoo', 'real-start', 'real-content', ...(withBig ? ['real-scale', '--big'] : [])], { ...login, ...(withBig ? { WEFT_BENCH_BIG_S: '0' } : {}) });
}
console.log(`\nissue 32 bench: ${Math.round((Date.now() - started) / 1000)} s in all`);
