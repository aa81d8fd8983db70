// With ODOO_URL and --big: Weft's own cost as a real Odoo's data grows. Two companies of the real
// database hold the two sizes side by side ("Weft scale 1k": 1,000 contacts, 200 orders, 2,000 lines;
// "Weft scale 100k": 100,000 / 20,000 / 200,000), so each case runs at one size then the other in the
// same minute, under the same load, through a client acting in that company only (Odoo's own
// company rules keep each size apart). Built by RPC as a user's data would be, resumable: each run
// adds what is missing. WEFT_BENCH_BIG_S caps the time spent building (default 1 h); the figures
// then name the size reached. Never cleaned up: run it on a database kept for it (issue 32: odoo17).
import { countTokens } from '@anthropic-ai/tokenizer';
import { newId, WeftDb } from '@/lib/db';
import type { OdooClient } from '@/lib/odoo';
import { Journal } from '@/lib/ops';
import type { SkillContext } from '@/lib/skills/define-skill';
import { runSkill } from '@/lib/skills/run-skill';
import { CASES, EVERY_CONTACT, type Case } from './scale';
import { SIZES } from './scale-odoo';
import { EXACT, round, type Figure, type Figures } from './figures';
import { compare, ownTimer, Samples, type Own } from './own-time';
import { timedClient } from './real-odoo';

export const REAL_SCALE_KEYS = ['real_scale_read_ratio_max', 'real_scale_business_ratio_max', 'real_scale_write_ratio', 'real_scale_tokens_100k_rows', 'real_scale_tokens_big_max', 'real_scale_build_s'] as const;
export type RealScaleKey = (typeof REAL_SCALE_KEYS)[number];

const RUNS = Number(process.env.WEFT_BENCH_SCALE_RUNS ?? 7);
const BUILD_S = Number(process.env.WEFT_BENCH_BIG_S ?? 3600);
const LINES_PER_ORDER = 10;
const ORDERS_PER_CALL = 10;
const CONTACTS_PER_CALL = 500;

type Size = (typeof SIZES)[keyof typeof SIZES];
type Held = { contacts: number; orders: number; lines: number };

/** The company holding one size (made once, with the admin in it), and what it holds now. */
async function companyFor(client: OdooClient, label: string): Promise<number> {
  const name = `Weft scale ${label}`;
  const [found] = await client.callKw<number[]>('res.company', 'search', [[['name', '=', name]]]);
  return found ?? client.callKw<number>('res.company', 'create', [{ name }]);
}

async function held(client: OdooClient, company: number): Promise<Held> {
  const count = (model: string, domain: unknown[]) => client.callKw<number>(model, 'search_count', [[['company_id', '=', company], ...domain]]);
  const [contacts, orders, lines] = await Promise.all([count('res.partner', [['name', '=like', 'Weft scale contact %']]), count('sale.order', []), count('sale.order.line', [])]);
  return { contacts, orders, lines };
}

/** Adds what `company` lacks of `size`, until `deadline` (ms, performance.now()); says how it went. */
async function build(client: OdooClient, company: number, size: Size, deadline: number, log: (s: string) => void): Promise<Held> {
  const c = client.withCompanies([company]);
  let now = await held(c, company);
  while (now.contacts < size.contacts && performance.now() < deadline) {
    const n = Math.min(CONTACTS_PER_CALL, size.contacts - now.contacts);
    const from = now.contacts;
    await c.callKw('res.partner', 'create', [Array.from({ length: n }, (_, i) => ({ name: `Weft scale contact ${from + i}`, email: `c${from + i}@scale.example`, city: (from + i) % 10 ? 'Elsewhere' : 'Scale City', is_company: (from + i) % 3 === 0, company_id: company }))]);
    now.contacts += n;
    log(`contacts ${now.contacts}/${size.contacts}`);
  }
  const [product] = await c.callKw<number[]>('product.product', 'search', [[['sale_ok', '=', true], ['company_id', '=', false]]], { limit: 1 });
  const partners = await c.callKw<number[]>('res.partner', 'search', [[['company_id', '=', company], ['name', '=like', 'Weft scale contact %']]], { limit: 5_000 });
  const orders = Math.min(size.orders, Math.floor(size.lines / LINES_PER_ORDER));
  while (now.orders < orders && partners.length && performance.now() < deadline) {
    const n = Math.min(ORDERS_PER_CALL, orders - now.orders);
    const from = now.orders;
    await c.callKw('sale.order', 'create', [Array.from({ length: n }, (_, i) => {
      const k = from + i;
      const day = String(1 + (k % 27)).padStart(2, '0');
      return {
        partner_id: partners[(k * 7) % partners.length], company_id: company, state: k % 4 ? 'sale' : 'draft',
        date_order: `2026-${String(1 + (k % 11)).padStart(2, '0')}-${day} 10:00:00`,
        order_line: Array.from({ length: LINES_PER_ORDER }, (_, j) => [0, 0, { product_id: product, product_uom_qty: 1 + ((k + j) % 5), price_unit: 10 + ((k * 13 + j) % 90) }]),
      };
    })]);
    now.orders += n;
    now.lines += n * LINES_PER_ORDER;
    if (now.orders % 500 < ORDERS_PER_CALL) log(`orders ${now.orders}/${orders}`);
  }
  now = await held(c, company);
  return now;
}

type Side = { run: (c: Case) => Promise<Own & { content: string }>; write: (i: number) => Promise<Own>; close: () => Promise<void> };

async function side(url: string, company: number): Promise<Side> {
  const { client: base, meter } = await timedClient(url, process.env.ODOO_DB ?? 'odoo', process.env.ODOO_LOGIN ?? 'admin', process.env.ODOO_PASSWORD ?? 'admin');
  // In that company first, with the database's first one beside it: the user's own contact (the
  // session, the journal's identity) belongs to it, and acting without it is refused. Both sizes see
  // its few demo records alike.
  const [first] = await base.callKw<number[]>('res.company', 'search', [[['id', '!=', company]]], { limit: 1, order: 'id' });
  const companyIds = first === undefined ? [company] : [company, first];
  const client = base.withCompanies(companyIds);
  const db = new WeftDb(`bench-real-scale-${newId()}`);
  const journal = new Journal({ client, db, origin: url });
  const ctx: SkillContext = { odoo: client, page: null, signal: new AbortController().signal, write: (spec) => journal.run(spec, { conversationId: 'bench', turnId: 'bench', skill: 'bench' }), openInTab: async () => undefined };
  const [someone] = await client.callKw<number[]>('res.partner', 'search', [[['company_id', '=', company], ['name', '=like', 'Weft scale contact %']]], { limit: 1, order: 'id desc' });
  const [order] = await client.callKw<number[]>('sale.order', 'search', [[['company_id', '=', company]]], { limit: 1 });
  const own = ownTimer(meter);
  // The stand-in's cases, pointed at this company's own records.
  const inputOf = (c: Case): unknown => {
    if (c.name === 'find a contact by name') return { model: 'res.partner', name: 'Weft scale contact 777' };
    if (c.name === 'read an order') {
      if (order === undefined) throw new Error(`company ${company} holds no order yet: let the build run longer (WEFT_BENCH_BIG_S)`);
      return { ...(c.input as object), ids: [order] };
    }
    return c.input;
  };
  return {
    close: () => db.delete(),
    run: async (c) => {
      const { out: result, wall, cpu } = await own(() => runSkill(c.skill, inputOf(c), ctx));
      if (result.isError) throw new Error(`${c.name}: ${result.content.slice(0, 300)}`);
      return { wall, cpu, content: result.content };
    },
    write: async (i) => await own(() => journal.run({ kind: 'write', model: 'res.partner', ids: [someone!], values: { email: `w${i}@scale.example` } }, { conversationId: 'bench', turnId: `w${i}`, skill: 'update_records', companyIds })),
  };
}

export async function realScaleFigures(): Promise<Figures<RealScaleKey>> {
  const url = process.env.ODOO_URL!.replace(/\/+$/, '');
  const { client } = await timedClient(url, process.env.ODOO_DB ?? 'odoo', process.env.ODOO_LOGIN ?? 'admin', process.env.ODOO_PASSWORD ?? 'admin');
  const version = (await client.version()).full;
  const companies = [await companyFor(client, '1k'), await companyFor(client, '100k')] as const;
  const started = performance.now();
  const deadline = started + BUILD_S * 1000;
  const log = (label: string) => (s: string) => process.stdout.write(`\n  [${label} ${round((performance.now() - started) / 1000, 0)} s] ${s}`);
  const sizes = [await build(client, companies[0], SIZES['1k'], Infinity, log('1k')), await build(client, companies[1], SIZES['100k'], deadline, log('100k'))] as const;
  const buildS = (performance.now() - started) / 1000;
  const [small, big] = [await side(url, companies[0]), await side(url, companies[1])];
  const weft = [0, 1].map(() => new Map(CASES.map((c) => [c.name, new Samples()])));
  const tokens = [new Map<string, number>(), new Map<string, number>()];
  const writes = [new Samples(), new Samples()] as const;
  try {
    for (const c of CASES) {
      for (let i = 0; i < RUNS + 1; i++) {
        for (const [at, s] of [small, big].entries()) {
          const { content, ...own } = await s.run(c);
          if (i === 0) tokens[at]!.set(c.name, countTokens(content));
          else weft[at]!.get(c.name)!.add(own);
        }
      }
    }
    for (let i = 0; i < RUNS + 1; i++) {
      for (const [at, s] of [small, big].entries()) {
        const own = await s.write(i);
        if (i) writes[at]!.add(own);
      }
    }
  } finally {
    await Promise.all([small.close(), big.close()]);
  }
  const what = (h: Held) => `${h.contacts.toLocaleString('en')} contacts, ${h.orders.toLocaleString('en')} orders, ${h.lines.toLocaleString('en')} lines`;
  const where = `real Odoo ${version} at ${url}, companies "Weft scale 1k" (${what(sizes[0])}) and "Weft scale 100k" (${what(sizes[1])})`;
  const of = (name: string) => compare(weft[0]!.get(name)!, weft[1]!.get(name)!);
  const worst = (kind: Case['kind']): Figure => {
    const cases = CASES.filter((c) => c.kind === kind);
    const ratios = cases.map((c) => of(c.name).ratio);
    const at = ratios.indexOf(Math.max(...ratios));
    const rows = cases.map((c) => `${c.name} ${of(c.name).words}, ${tokens[0]!.get(c.name)} → ${tokens[1]!.get(c.name)} tokens`);
    return { value: round(ratios[at]!, 2), spread: `worst: ${cases[at]!.name}, ${of(cases[at]!.name).spread}`, note: `${where}: Weft's own CPU ms (test/bench/own-time.ts), big over small, worst ${kind} skill, median of ${RUNS} after 1, sizes alternated: ${rows.join('; ')}` };
  };
  const write = compare(writes[0], writes[1]);
  const biggest = CASES.reduce((a, c) => (tokens[1]!.get(c.name)! > tokens[1]!.get(a.name)! ? c : a));
  return {
    real_scale_read_ratio_max: worst('read'),
    real_scale_business_ratio_max: worst('business'),
    real_scale_write_ratio: { value: round(write.ratio, 2), spread: write.spread, note: `${where}: Journal.run of a one-field write on a contact, Weft's own ms, big over small: ${write.words}` },
    real_scale_tokens_100k_rows: { value: tokens[1]!.get(EVERY_CONTACT)!, spread: EXACT, note: `a ${sizes[1].contacts.toLocaleString('en')}-row answer as the model gets it: search of every contact of the big company (50 rows and the total), compacted; ${tokens[0]!.get(EVERY_CONTACT)} tokens in the small one` },
    real_scale_tokens_big_max: { value: tokens[1]!.get(biggest.name)!, spread: EXACT, note: `the largest compacted result in the big company (${biggest.name}); small ${tokens[0]!.get(biggest.name)}` },
    real_scale_build_s: { value: round(buildS, 0), note: `time this run spent adding records (by RPC, ${CONTACTS_PER_CALL} contacts or ${ORDERS_PER_CALL} orders of ${LINES_PER_ORDER} lines a call; capped at WEFT_BENCH_BIG_S=${BUILD_S}): 0 when both sizes were already there` },
  };
}
