// Two builds of the extension measured in one run, turn about, so a shared machine's load falls on
// both alike: `npx tsx test/bench/ab.ts <before dir> <after dir> [panel|content] [rounds]`, each dir
// a built chrome-mv3 folder (e.g. a copy of .output-test/chrome-mv3 made before a change). Prints
// each figure's median per build and after/before. `content` needs ODOO_URL (the real web client).
import { sidePanelRender } from './browser-panel';
import { withGrantedOdoo } from './browser';
import { realContentFigures } from './browser-content-real';
import { sendToRequest } from './browser-start';
import { median, round, type Figure } from './figures';

const [before, after, what = 'panel', roundsArg = '2'] = process.argv.slice(2);
if (!before || !after) throw new Error('usage: tsx test/bench/ab.ts <before dir> <after dir> [panel|content] [rounds]');
const rounds = Number(roundsArg);

type Samples = Record<string, number[]>;

async function once(dir: string): Promise<Record<string, Figure>> {
  if (what === 'content') return realContentFigures(dir);
  return withGrantedOdoo(async ({ panel, odoo, model }) => {
    const { render, all, interactive } = await sidePanelRender(panel, odoo.url);
    return { sidepanel_render_50_ms: render, sidepanel_render_50_all_ms: all, panel_open_interactive_ms: interactive, send_to_request_ms: await sendToRequest(panel, model) };
  }, dir);
}

const samples: [Samples, Samples] = [{}, {}];
for (let r = 0; r < rounds; r++) {
  for (const [i, dir] of [before, after].entries()) {
    const figures = await once(dir);
    for (const [key, f] of Object.entries(figures)) if (f.value !== null) (samples[i]![key] ??= []).push(f.value);
    console.log(`round ${r + 1} ${i ? 'after' : 'before'}: ${Object.entries(figures).map(([k, f]) => `${k} ${f.value}`).join(', ')}`);
  }
}
console.log('\nfigure  before  after  after/before (medians of the rounds\' medians)');
for (const key of Object.keys(samples[0])) {
  const [a, b] = [median(samples[0][key]!), median(samples[1][key] ?? [])];
  console.log(`${key}  ${round(a, 2)}  ${round(b, 2)}  ×${round(b / a, 2)}`);
}
process.exit(0);
