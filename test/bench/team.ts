// The team view with 10,000 trail notes among 40,000 other messages (test/bench/team-notes.ts): the
// first page as the panel asks it (the last week, 25 rows; the count beside it, its own time), the next page, as
// admin and as demo, through a transport that clocks the wait on Odoo's answers; Weft's own time is
// the wall time minus that wait. On the Odoo 17 stand-in (in a process of its own, so its work is
// not Weft's), and with ODOO_URL on that real Odoo too, where the notes are created as admin and
// removed at the end (WEFT_BENCH_TEAM_KEEP=1 keeps them for the next run; `npx tsx
// test/bench/team-notes.ts --clean` removes them).
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import type { OdooClient } from '@/lib/odoo';
import { readTeamActivity, teamDomain, type TeamFilter } from '@/lib/ops/team-activity';
import { loginClient } from '../odoo-login';
import { median, round, spreadOf, type Figures } from './figures';
import { timedClient } from './real-odoo';
import { cleanReal, fillReal, NOTES, OTHERS_PER_NOTE, SCRATCH } from './team-notes';

export const TEAM_KEYS = ['team_10k_first_page_ms', 'team_10k_first_page_weft_ms', 'team_10k_trips', 'team_10k_count_ms', 'team_10k_next_page_ms', 'team_10k_demo_first_page_ms'] as const;
export const REAL_TEAM_KEYS = ['real_team_10k_first_page_ms', 'real_team_10k_first_page_weft_ms', 'real_team_10k_trips', 'real_team_10k_count_ms', 'real_team_10k_next_page_ms', 'real_team_10k_demo_first_page_ms', 'real_team_count_ratio', 'real_team_subtype_ratio'] as const;
type TeamKey = (typeof TEAM_KEYS)[number];
type RealTeamKey = (typeof REAL_TEAM_KEYS)[number];

const RUNS = Number(process.env.WEFT_BENCH_TEAM_RUNS ?? 9);
/** The panel's first page: the last week (its default period). */
const weekFilter = (): TeamFilter => ({ since: new Date(Date.now() - 7 * 86_400_000).toISOString().slice(0, 19).replace('T', ' ') });

type Timed = Awaited<ReturnType<typeof timedClient>>;
interface Pages {
  /** Until the rows are there; `count` until the total is. */
  first: number[];
  count: number[];
  weft: number[];
  next: number[];
  /** Round trips of a first page once the client knows the session and mail.message's fields, and of the very first one. */
  trips: number;
  coldTrips: number;
  total: number;
}

/** The first page and the next, RUNS times after one, as the user of `timed`. */
async function pages({ client, meter }: Timed): Promise<Pages> {
  const out: Pages = { first: [], count: [], weft: [], next: [], trips: 0, coldTrips: 0, total: 0 };
  for (let i = 0; i < RUNS + 1; i++) {
    const [trips, start] = [meter.trips, performance.now()];
    const page = await readTeamActivity(client, weekFilter());
    const wall = performance.now() - start;
    const total = page.total ?? (await page.counted);
    const counted = performance.now() - start;
    // Weft's share, on the same page read again with its count known (nothing beside it, so the
    // time no call is in flight is Weft's alone).
    const [wait, again] = [meter.waited(), performance.now()];
    await readTeamActivity(client, weekFilter(), { offset: 0, seen: 0, total: total ?? 0 });
    const weft = performance.now() - again - (meter.waited() - wait);
    if (total === undefined || total < NOTES || page.next === undefined) throw new Error(`the first page counted ${total} notes (want ${NOTES} or more) and next ${page.next}`);
    if (i === 0) out.coldTrips = meter.trips - trips - 1;
    else out.first.push(wall), out.count.push(counted), out.weft.push(weft), (out.trips = meter.trips - trips - 1), (out.total = total);
    const nextStart = performance.now();
    await readTeamActivity(client, weekFilter(), { offset: page.next, seen: page.seen, total });
    if (i > 0) out.next.push(performance.now() - nextStart);
  }
  return out;
}

const where = (label: string) => `${label}, ${NOTES.toLocaleString('en')} trail notes among ${(NOTES * OTHERS_PER_NOTE).toLocaleString('en')} other messages on 200 contacts, median of ${RUNS} after 1`;

export async function teamFigures(): Promise<Figures<TeamKey>> {
  const child = spawn(process.execPath, ['--import', 'tsx', resolve(import.meta.dirname, 'team-notes.ts'), '--stand-in'], { stdio: ['ignore', 'pipe', 'inherit'] });
  try {
    const url = await new Promise<string>((done, fail) => {
      let out = '';
      child.stdout.on('data', (chunk: Buffer) => {
        out += chunk.toString();
        if (out.includes('\n')) done(JSON.parse(out.split('\n')[0]!).url);
      });
      child.on('exit', (code) => fail(new Error(`the stand-in exited (${code})`)));
    });
    const admin = await pages(await timedClient(url, 'weft', 'admin', 'admin'));
    const demo = await pages(await timedClient(url, 'weft', 'demo', 'demo'));
    const at = where('Odoo 17 stand-in');
    return {
      team_10k_first_page_ms: { value: round(median(admin.first), 1), spread: spreadOf(admin.first, 1), note: `${at}: readTeamActivity's first page (25 rows, the last week) as admin, wall time in Node until the rows are there; the stand-in's own slowness is Odoo's share` },
      team_10k_first_page_weft_ms: { value: round(median(admin.weft), 2), spread: spreadOf(admin.weft, 2), note: "of which Weft (wall minus waiting on Odoo's HTTP answers, measured on the same page read with its count known): building the call, reading 25 notes back to rows" },
      team_10k_trips: { value: admin.trips, note: `round trips of a first page once the session and mail.message's fields are known, the page and its count side by side (the very first: ${admin.coldTrips}); ${admin.total} notes counted` },
      team_10k_count_ms: { value: round(median(admin.count), 1), spread: spreadOf(admin.count, 1), note: 'until the count is there too (the pager\'s total), wall' },
      team_10k_next_page_ms: { value: round(median(admin.next), 1), spread: spreadOf(admin.next, 1), note: 'the next page (count skipped: count_limit 1), wall' },
      team_10k_demo_first_page_ms: { value: round(median(demo.first), 1), spread: spreadOf(demo.first, 1), note: "demo's first page (mail.message's rule checks each note's record), wall" },
    };
  } finally {
    child.kill();
  }
}

/** Median ms of `call` over RUNS runs after 1. */
async function timed(call: () => Promise<unknown>): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < RUNS + 1; i++) {
    const start = performance.now();
    await call();
    if (i) times.push(performance.now() - start);
  }
  return times;
}

/** The scratch notes already there (a kept run), else filled now; whether this run made them. */
async function ensureNotes(admin: OdooClient): Promise<{ made: boolean; fillMs: number }> {
  const partners = await admin.callKw<number[]>('res.partner', 'search', [[['name', '=like', `${SCRATCH} %`]]]);
  const there = partners.length ? await admin.count('mail.message', [['model', '=', 'res.partner'], ['res_id', 'in', partners], ...teamDomain({})]) : 0;
  if (there >= NOTES) return { made: false, fillMs: 0 };
  await cleanReal(admin);
  const start = performance.now();
  await fillReal(admin);
  return { made: true, fillMs: performance.now() - start };
}

export async function realTeamFigures(): Promise<Figures<RealTeamKey>> {
  const [url, db] = [process.env.ODOO_URL!, process.env.ODOO_DB ?? 'odoo'];
  const { client: admin } = await loginClient({ url, db, login: process.env.ODOO_LOGIN ?? 'admin', password: process.env.ODOO_PASSWORD ?? 'admin' });
  const { made, fillMs } = await ensureNotes(admin);
  try {
    const timedAdmin = await timedClient(url, db, process.env.ODOO_LOGIN ?? 'admin', process.env.ODOO_PASSWORD ?? 'admin');
    const mine = await pages(timedAdmin);
    const demo = await pages(await timedClient(url, db, process.env.ODOO_LOGIN2 ?? 'demo', process.env.ODOO_PASSWORD2 ?? 'demo'));
    // What the count costs, and whether Odoo's indexed note subtype makes the search cheaper than the mark alone: one run, same client.
    const client = timedAdmin.client;
    const domain = teamDomain(weekFilter());
    const note = await client.searchRead('ir.model.data', { domain: [['module', '=', 'mail'], ['name', '=', 'mt_note']], fields: ['res_id'] });
    const subtype = [...domain, ['subtype_id', '=', Number(note.records[0]?.res_id)]] as typeof domain;
    const read = (d: typeof domain, count: 'exact' | 'none') => client.searchRead('mail.message', { domain: d, fields: ['date', 'author_id', 'model', 'res_id', 'record_name', 'body'], limit: 25, order: 'id desc', count });
    const [counted, uncounted, countedSubtype] = [await timed(() => read(domain, 'exact')), await timed(() => read(domain, 'none')), await timed(() => read(subtype, 'exact'))];
    const version = (await client.version()).full;
    const at = where(`real Odoo ${version} at ${url}`) + (made ? ` (filled in ${round(fillMs / 1000, 0)} s, removed after)` : ' (kept from an earlier run)');
    return {
      real_team_10k_first_page_ms: { value: round(median(mine.first), 1), spread: spreadOf(mine.first, 1), note: `${at}: readTeamActivity's first page (25 rows, the last week) as admin, wall time in Node until the rows are there` },
      real_team_10k_first_page_weft_ms: { value: round(median(mine.weft), 2), spread: spreadOf(mine.weft, 2), note: "of which Weft (wall minus waiting on Odoo's HTTP answers, measured on the same page read with its count known)" },
      real_team_10k_trips: { value: mine.trips, note: `round trips of a first page once the session and mail.message's fields are known, the page and its count side by side (the very first: ${mine.coldTrips}); ${mine.total} notes counted` },
      real_team_10k_count_ms: { value: round(median(mine.count), 1), spread: spreadOf(mine.count, 1), note: 'until the count is there too (the pager\'s total), wall' },
      real_team_10k_next_page_ms: { value: round(median(mine.next), 1), spread: spreadOf(mine.next, 1), note: 'the next page (count skipped: count_limit 1), wall' },
      real_team_10k_demo_first_page_ms: { value: round(median(demo.first), 1), spread: spreadOf(demo.first, 1), note: "demo's first page (mail.message's rule checks each note's record), wall" },
      real_team_count_ratio: { value: round(median(counted) / median(uncounted), 2), note: `web_search_read of 25 notes counted / not counted, same run: ${round(median(counted), 1)} / ${round(median(uncounted), 1)} ms (the count walks every note through mail.message's rule)` },
      real_team_subtype_ratio: { value: round(median(counted) / median(countedSubtype), 2), note: `the mark alone / the mark and subtype_id = Odoo's note subtype (indexed), counted, same run: ${round(median(counted), 1)} / ${round(median(countedSubtype), 1)} ms` },
    };
  } finally {
    if (!process.env.WEFT_BENCH_TEAM_KEEP) await cleanReal(admin).catch((error: unknown) => console.error(`could not remove the ${SCRATCH} contacts and notes:`, error));
  }
}
