// Weft's own cost as the customer's data grows: the Odoo 17 stand-in filled to 1,000 contacts
// (200 orders, 2,000 lines) and to 100,000 contacts (20,000 orders, 200,000 lines), each read
// skill, business skill and a journaled write run over HTTP through a transport that clocks the
// wait on Odoo's answers; Weft's own time is the wall time minus that wait (the stand-in's own
// slowness at 100k is Odoo's share, not ours). Also the tokens of each compacted result.
import { countTokens } from '@anthropic-ai/tokenizer';
import { newId, WeftDb } from '@/lib/db';
import { Journal } from '@/lib/ops';
import type { Skill, SkillContext } from '@/lib/skills/define-skill';
import { runSkill } from '@/lib/skills/run-skill';
import aggregateRecords from '@/skills/aggregate-records';
import countRecords from '@/skills/count-records';
import findByName from '@/skills/find-by-name';
import ordersToInvoice from '@/skills/orders-to-invoice';
import quotationsExpiring from '@/skills/quotations-expiring';
import readRecord from '@/skills/read-record';
import salesSummary from '@/skills/sales-summary';
import searchRecords from '@/skills/search-records';
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { SIZES } from './scale-odoo';
import { median, round, spreadOf, type Figure, type Figures } from './figures';
import { timedClient } from './real-odoo';

export const SCALE_KEYS = ['scale_read_ratio_max', 'scale_business_ratio_max', 'scale_write_ratio', 'scale_tokens_100k_max', 'scale_tokens_ratio_max'] as const;
export type ScaleKey = (typeof SCALE_KEYS)[number];

const RUNS = Number(process.env.WEFT_BENCH_SCALE_RUNS ?? 9);

export type Case = { name: string; kind: 'read' | 'business'; skill: Skill; input: unknown };
export const CASES: Case[] = [
  { name: 'search contacts', kind: 'read', skill: searchRecords, input: { model: 'res.partner', domain: [['city', '=', 'Scale City']], fields: ['name', 'email', 'city'], limit: 50 } },
  { name: 'count contacts', kind: 'read', skill: countRecords, input: { model: 'res.partner', domain: [['is_company', '=', true]] } },
  { name: 'orders by customer', kind: 'read', skill: aggregateRecords, input: { model: 'sale.order', groupby: ['partner_id'], measures: ['amount_total:sum'], orderby: 'amount_total:sum desc', limit: 20 } },
  { name: 'find a contact by name', kind: 'read', skill: findByName, input: { model: 'res.partner', name: 'Scale contact 777' } },
  { name: 'read an order', kind: 'read', skill: readRecord, input: { model: 'sale.order', ids: [5], lines: { order_line: ['product_id', 'product_uom_qty', 'price_subtotal'] } } },
  { name: 'sales by customer', kind: 'business', skill: salesSummary, input: { group_by: 'customer' } },
  { name: 'sales by product', kind: 'business', skill: salesSummary, input: { group_by: 'product' } },
  { name: 'orders to invoice', kind: 'business', skill: ordersToInvoice, input: {} },
  { name: 'quotations expiring', kind: 'business', skill: quotationsExpiring, input: {} },
];

type Sized = { label: keyof typeof SIZES; run: (c: Case) => Promise<{ ms: number; content: string }>; write: (i: number) => Promise<number>; fillMs: number; close: () => Promise<void> };

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
    const own = async (call: () => Promise<unknown>) => {
      const [wait, start] = [meter.waitMs, performance.now()];
      const out = await call();
      return { out, ms: performance.now() - start - (meter.waitMs - wait) };
    };
    return {
      label, fillMs, close,
      run: async (c) => {
        const { out, ms } = await own(() => runSkill(c.skill, c.input, ctx));
        const result = out as Awaited<ReturnType<typeof runSkill>>;
        if (result.isError) throw new Error(`${c.name} at ${label}: ${result.content.slice(0, 300)}`);
        return { ms, content: result.content };
      },
      write: async (i) => (await own(() => journal.run({ kind: 'write', model: 'res.partner', ids: [someone], values: { email: `w${i}@scale.example` } }, { conversationId: 'bench', turnId: `w${i}`, skill: 'update_records' }))).ms,
    };
  } catch (error) {
    await close();
    throw error;
  }
}

type Measured = { weft: Map<string, number[]>; tokens: Map<string, number>; write: number[]; fillMs: number };

/**
 * Both sizes up at once and each run of a case taken at one size then the other, so a load that
 * comes and goes on a shared machine falls on both sides of a ratio alike.
 */
async function measure(): Promise<[Measured, Measured]> {
  const sizes = await Promise.all([atSize('1k'), atSize('100k')]);
  try {
    const out = sizes.map((s) => ({ weft: new Map<string, number[]>(), tokens: new Map<string, number>(), write: [] as number[], fillMs: s.fillMs }));
    for (const c of CASES) {
      for (let i = 0; i < RUNS + 1; i++) {
        for (const [at, size] of sizes.entries()) {
          const { ms, content } = await size.run(c);
          if (i === 0) out[at]!.tokens.set(c.name, countTokens(content));
          else out[at]!.weft.set(c.name, [...(out[at]!.weft.get(c.name) ?? []), ms]);
        }
      }
    }
    for (let i = 0; i < RUNS + 1; i++) {
      for (const [at, size] of sizes.entries()) {
        const ms = await size.write(i);
        if (i) out[at]!.write.push(ms);
      }
    }
    return [out[0]!, out[1]!];
  } finally {
    await Promise.all(sizes.map((s) => s.close()));
  }
}

export async function scaleFigures(): Promise<Figures<ScaleKey>> {
  const [small, big] = await measure();
  const ratio = (name: string) => median(big.weft.get(name)!) / median(small.weft.get(name)!);
  const rows = CASES.map((c) => `${c.name} ${round(median(small.weft.get(c.name)!), 2)} → ${round(median(big.weft.get(c.name)!), 2)} ms (×${round(ratio(c.name), 2)}), ${small.tokens.get(c.name)} → ${big.tokens.get(c.name)} tokens`);
  const worst = (kind: Case['kind']): Figure => {
    const of = CASES.filter((c) => c.kind === kind);
    const ratios = of.map((c) => ratio(c.name));
    const at = ratios.indexOf(Math.max(...ratios));
    return { value: round(ratios[at]!, 2), spread: `worst: ${of[at]!.name}, 100k ${spreadOf(big.weft.get(of[at]!.name)!, 2)}`, note: `Weft's own ms (wall minus the wait on Odoo's HTTP answers) at 100k over 1k, worst ${kind} skill, median of ${RUNS} after 1 (runs at 1k and 100k alternated), Odoo 17 stand-in: ${rows.filter((_, i) => CASES[i]!.kind === kind).join('; ')}` };
  };
  const tokenRatios = CASES.map((c) => big.tokens.get(c.name)! / small.tokens.get(c.name)!);
  const biggest = CASES.reduce((a, c) => (big.tokens.get(c.name)! > big.tokens.get(a.name)! ? c : a));
  return {
    scale_read_ratio_max: worst('read'),
    scale_business_ratio_max: worst('business'),
    scale_write_ratio: {
      value: round(median(big.write) / median(small.write), 2),
      spread: `1k p50 ${round(median(small.write), 2)} ms, 100k ${spreadOf(big.write, 2)}`,
      note: `Journal.run of a one-field write on a contact (before-read, pending entry, save, after-values), Weft's own ms at 100k over 1k (fake-indexeddb); filling the stand-in took ${round(small.fillMs / 1000, 1)} s and ${round(big.fillMs / 1000, 1)} s`,
    },
    scale_tokens_100k_max: { value: big.tokens.get(biggest.name)!, note: `the largest compacted result at 100k contacts / 20k orders / 200k lines (${biggest.name}); @anthropic-ai/tokenizer` },
    scale_tokens_ratio_max: { value: round(Math.max(...tokenRatios), 2), note: 'tokens of a result at 100k over 1k, worst skill (row caps keep a 100k-row answer the size of a 1k one)' },
  };
}
