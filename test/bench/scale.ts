// Weft's own cost as the customer's data grows: the Odoo 17 stand-in filled to 1,000 contacts
// (200 orders, 2,000 lines) and to 100,000 contacts (20,000 orders, 200,000 lines), in a process of
// its own, each read skill, business skill and a journaled write run over HTTP; Weft's own time is
// this process's CPU time during the call, with the wall time minus the wait on Odoo's answers
// beside it (own-time.ts; the stand-in's own slowness at 100k is Odoo's share, not ours). Also the
// tokens of each compacted result.
import { countTokens } from '@anthropic-ai/tokenizer';
import { newId, WeftDb } from '@/lib/db';
import { Journal } from '@/lib/ops';
import type { Skill, SkillContext } from '@/lib/skills/define-skill';
import { runSkill } from '@/lib/skills/run-skill';
import aggregateRecords from '@/skills/aggregate-records';
import countRecords from '@/skills/count-records';
import crmPipeline from '@/skills/crm-pipeline';
import findByName from '@/skills/find-by-name';
import invoicesReceivables from '@/skills/invoices-receivables';
import invoicesSummary from '@/skills/invoices-summary';
import ordersToInvoice from '@/skills/orders-to-invoice';
import paymentsSummary from '@/skills/payments-summary';
import purchasesSummary from '@/skills/purchases-summary';
import quotationsExpiring from '@/skills/quotations-expiring';
import readRecord from '@/skills/read-record';
import salesSummary from '@/skills/sales-summary';
import searchRecords from '@/skills/search-records';
import stockLevels from '@/skills/stock-levels';
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { SIZES } from './scale-odoo';
import { EXACT, round, type Figure, type Figures } from './figures';
import { compare, ownTimer, Samples, type Own } from './own-time';
import { timedClient } from './real-odoo';

export const SCALE_KEYS = ['scale_read_ratio_max', 'scale_business_ratio_max', 'scale_write_ratio', 'scale_tokens_100k_rows', 'scale_tokens_100k_max', 'scale_tokens_ratio_max'] as const;
export type ScaleKey = (typeof SCALE_KEYS)[number];

const RUNS = Number(process.env.WEFT_BENCH_SCALE_RUNS ?? 9);

/** The case whose answer has 100,000 rows at 100k (scale_tokens_100k_rows). */
export const EVERY_CONTACT = 'every contact';

export type Case = { name: string; kind: 'read' | 'business'; skill: Skill; input: unknown };
export const CASES: Case[] = [
  { name: 'search contacts', kind: 'read', skill: searchRecords, input: { model: 'res.partner', domain: [['city', '=', 'Scale City']], fields: ['name', 'email', 'city'], limit: 50 } },
  // A 100,000-row answer: every contact, as the model gets it (50 rows and the total).
  { name: EVERY_CONTACT, kind: 'read', skill: searchRecords, input: { model: 'res.partner', domain: [], fields: ['name', 'email', 'city'], limit: 50 } },
  { name: 'count contacts', kind: 'read', skill: countRecords, input: { model: 'res.partner', domain: [['is_company', '=', true]] } },
  { name: 'orders by customer', kind: 'read', skill: aggregateRecords, input: { model: 'sale.order', groupby: ['partner_id'], measures: ['amount_total:sum'], orderby: 'amount_total:sum desc', limit: 20 } },
  { name: 'find a contact by name', kind: 'read', skill: findByName, input: { model: 'res.partner', name: 'Scale contact 777' } },
  { name: 'read an order', kind: 'read', skill: readRecord, input: { model: 'sale.order', ids: [5], lines: { order_line: ['product_id', 'product_uom_qty', 'price_subtotal'] } } },
  { name: 'sales by customer', kind: 'business', skill: salesSummary, input: { group_by: 'customer' } },
  { name: 'sales by product', kind: 'business', skill: salesSummary, input: { group_by: 'product' } },
  { name: 'orders to invoice', kind: 'business', skill: ordersToInvoice, input: {} },
  { name: 'quotations expiring', kind: 'business', skill: quotationsExpiring, input: {} },
  { name: 'receivables by customer', kind: 'business', skill: invoicesReceivables, input: {} },
  { name: 'invoices by customer', kind: 'business', skill: invoicesSummary, input: { group_by: 'partner' } },
  { name: 'payments by partner', kind: 'business', skill: paymentsSummary, input: { by_partner: true, direction: 'received' } },
  { name: 'purchases by supplier', kind: 'business', skill: purchasesSummary, input: {} },
  { name: 'stock by product', kind: 'business', skill: stockLevels, input: {} },
  { name: 'pipeline by stage', kind: 'business', skill: crmPipeline, input: {} },
];

type Sized = { label: keyof typeof SIZES; run: (c: Case) => Promise<Own & { content: string }>; write: (i: number) => Promise<Own>; fillMs: number; close: () => Promise<void> };

/** The stand-in filled to `label`, and Weft's own time of a skill or a write against it. */
async function atSize(label: keyof typeof SIZES): Promise<Sized> {
  // The stand-in in a process of its own: in this one, its garbage (a 20,000-group answer) would be
  // collected during Weft's own time.
  const child = spawn(process.execPath, ['--import', 'tsx', resolve(import.meta.dirname, 'scale-odoo.ts'), label], { stdio: ['ignore', 'pipe', 'inherit'] });
  const { url, fillMs, someone } = await new Promise<{ url: string; fillMs: number; someone: number }>((done, fail) => {
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes('\n')) done(JSON.parse(out.split('\n')[0]!));
    });
    child.on('exit', (code) => fail(new Error(`the ${label} stand-in exited (${code})`)));
  });
  const db = new WeftDb(`bench-scale-${newId()}`);
  const close = async () => {
    await db.delete();
    child.kill();
  };
  try {
    const { client, meter } = await timedClient(url, 'weft', 'admin', 'admin');
    const journal = new Journal({ client, db, origin: url });
    const ctx: SkillContext = { odoo: client, page: null, signal: new AbortController().signal, write: (spec) => journal.run(spec, { conversationId: 'bench', turnId: 'bench', skill: 'bench' }), openInTab: async () => undefined };
    const own = ownTimer(meter);
    return {
      label, fillMs, close,
      run: async (c) => {
        const { out: result, wall, cpu } = await own(() => runSkill(c.skill, c.input, ctx));
        if (result.isError) throw new Error(`${c.name} at ${label}: ${result.content.slice(0, 300)}`);
        return { wall, cpu, content: result.content };
      },
      write: async (i) => await own(() => journal.run({ kind: 'write', model: 'res.partner', ids: [someone], values: { email: `w${i}@scale.example` } }, { conversationId: 'bench', turnId: `w${i}`, skill: 'update_records' })),
    };
  } catch (error) {
    await close();
    throw error;
  }
}

type Measured = { weft: Map<string, Samples>; tokens: Map<string, number>; write: Samples; fillMs: number };

/**
 * Both sizes up at once and each run of a case taken at one size then the other, so a load that
 * comes and goes on a shared machine falls on both sides of a ratio alike.
 */
async function measure(): Promise<[Measured, Measured]> {
  const sizes = await Promise.all([atSize('1k'), atSize('100k')]);
  try {
    const out = sizes.map((s) => ({ weft: new Map(CASES.map((c) => [c.name, new Samples()])), tokens: new Map<string, number>(), write: new Samples(), fillMs: s.fillMs }));
    for (const c of CASES) {
      for (let i = 0; i < RUNS + 1; i++) {
        for (const [at, size] of sizes.entries()) {
          const { content, ...own } = await size.run(c);
          if (i === 0) out[at]!.tokens.set(c.name, countTokens(content));
          else out[at]!.weft.get(c.name)!.add(own);
        }
      }
    }
    for (let i = 0; i < RUNS + 1; i++) {
      for (const [at, size] of sizes.entries()) {
        const own = await size.write(i);
        if (i) out[at]!.write.add(own);
      }
    }
    return [out[0]!, out[1]!];
  } finally {
    await Promise.all(sizes.map((s) => s.close()));
  }
}

export async function scaleFigures(): Promise<Figures<ScaleKey>> {
  const [small, big] = await measure();
  const of = (name: string) => compare(small.weft.get(name)!, big.weft.get(name)!);
  const rows = CASES.map((c) => `${c.name} ${of(c.name).words}, ${small.tokens.get(c.name)} → ${big.tokens.get(c.name)} tokens`);
  const worst = (kind: Case['kind']): Figure => {
    const cases = CASES.filter((c) => c.kind === kind);
    const ratios = cases.map((c) => of(c.name).ratio);
    const at = ratios.indexOf(Math.max(...ratios));
    return { value: round(ratios[at]!, 2), spread: `worst: ${cases[at]!.name}, ${of(cases[at]!.name).spread}`, note: `Weft's own CPU ms at 100k over 1k, worst ${kind} skill, median of ${RUNS} after 1 (runs at 1k and 100k alternated), Odoo 17 stand-in: ${rows.filter((_, i) => CASES[i]!.kind === kind).join('; ')}` };
  };
  const write = compare(small.write, big.write);
  const tokenRatios = CASES.map((c) => big.tokens.get(c.name)! / small.tokens.get(c.name)!);
  const biggest = CASES.reduce((a, c) => (big.tokens.get(c.name)! > big.tokens.get(a.name)! ? c : a));
  return {
    scale_read_ratio_max: worst('read'),
    scale_business_ratio_max: worst('business'),
    scale_write_ratio: {
      value: round(write.ratio, 2),
      spread: write.spread,
      note: `Journal.run of a one-field write on a contact (before-read, pending entry, save, after-values), Weft's own ms at 100k over 1k (fake-indexeddb): ${write.words}; filling the stand-in took ${round(small.fillMs / 1000, 1)} s and ${round(big.fillMs / 1000, 1)} s`,
    },
    scale_tokens_100k_rows: { value: big.tokens.get(EVERY_CONTACT)!, spread: EXACT, note: `a 100,000-row answer as the model gets it: search of every contact at 100k (50 rows and the total), compacted; ${small.tokens.get(EVERY_CONTACT)} tokens at 1k; @anthropic-ai/tokenizer` },
    scale_tokens_100k_max: { value: big.tokens.get(biggest.name)!, spread: EXACT, note: `the largest compacted result of any case at 100k contacts / 20k orders / 200k lines (${biggest.name}); @anthropic-ai/tokenizer` },
    scale_tokens_ratio_max: { value: round(Math.max(...tokenRatios), 2), spread: EXACT, note: 'tokens of a result at 100k over 1k, worst skill (row caps keep a 100k-row answer the size of a 1k one)' },
  };
}
