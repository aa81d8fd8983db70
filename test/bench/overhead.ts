// Our own time per tool call and per journaled write, without Odoo: the client rides on an
// in-process Transport that answers instantly from answers recorded once from the Odoo stand-in.
import { newId, WeftDb } from '@/lib/db';
import { OdooClient, fetchTransport, type Transport } from '@/lib/odoo';
import { Journal } from '@/lib/ops';
import type { WriteSpec } from '@/lib/ops/types';
import type { SkillContext } from '@/lib/skills/define-skill';
import { runSkill } from '@/lib/skills/run-skill';
import searchRecords from '@/skills/search-records';
import { serialize } from 'node:v8';
import { yearOfUse } from './browser-lists';
import { loginClient } from '../odoo-login';
import { startOdooStandIn } from '../stand-ins/odoo/server';
import { median, part, round, spreadOf, timeRuns, type Figures } from './figures';

export type OverheadKey = 'tool_overhead_ms_p50' | 'journal_overhead_ms_p50' | 'journal_overhead_10k_ms_p50' | 'idb_bytes_per_write';

const RUNS = 200;
const WARMUP = 30;
const READ = { model: 'res.partner', limit: 20 };
const WRITE = { kind: 'write', model: 'res.partner', ids: [5], values: { email: 'bench@azure.example' } } satisfies WriteSpec;
// What Journal.run reads back after a one-record write (lib/ops/perform.ts readBack).
const SAVED_FIELDS = ['email', 'display_name', 'write_date'];
const REF = { conversationId: 'bench', turnId: 'bench', skill: 'update_records' };

const keyOf = (path: string, params: unknown) => `${path} ${JSON.stringify(params)}`;

/** Answers each call with the recorded result, parsed afresh as fetchTransport would. */
function instantTransport(canned: Map<string, string>): Transport {
  return async (path, params) => {
    const hit = canned.get(keyOf(path, params));
    if (hit === undefined) throw new Error(`no recorded answer for ${keyOf(path, params).slice(0, 200)}`);
    return JSON.parse(hit);
  };
}

function contextFor(odoo: OdooClient, journal: Journal): SkillContext {
  return {
    odoo,
    page: null,
    signal: new AbortController().signal,
    write: (spec) => journal.run(spec, REF),
    openInTab: async () => undefined,
  };
}

/** Records every answer the read skill, a journaled write and a bare save get from the stand-in. */
async function recordAnswers(): Promise<Map<string, string>> {
  const odoo = await startOdooStandIn({ version: 17 });
  const db = new WeftDb(`bench-${newId()}`);
  try {
    const { fetch } = await loginClient({ url: odoo.url, db: 'weft', login: 'admin', password: 'admin' });
    const canned = new Map<string, string>();
    const inner = fetchTransport(odoo.url, fetch);
    const recording: Transport = async (path, params, opts) => {
      const result = await inner(path, params, opts);
      canned.set(keyOf(path, params), JSON.stringify(result));
      return result;
    };
    const client = new OdooClient({ origin: odoo.url, transport: recording });
    const journal = new Journal({ client, db, origin: odoo.url });
    const read = await runSkill(searchRecords, READ, contextFor(client, journal));
    if (read.isError) throw new Error(read.content);
    await journal.run(WRITE, REF);
    await client.save(WRITE.model, 5, WRITE.values, SAVED_FIELDS);
    return canned;
  } finally {
    await db.delete();
    await odoo.close();
  }
}

export async function overheadFigures(): Promise<Figures<OverheadKey>> {
  const canned = await recordAnswers();
  const origin = 'http://odoo.bench';
  const fresh = () => new OdooClient({ origin, transport: instantTransport(canned) });
  return {
    ...(await part(['tool_overhead_ms_p50'], async () => {
      const client = fresh();
      const ctx = contextFor(client, new Journal({ client, db: new WeftDb(`bench-${newId()}`), origin }));
      const first = await runSkill(searchRecords, READ, ctx);
      if (first.isError) throw new Error(first.content);
      const times = await timeRuns(RUNS, WARMUP, () => runSkill(searchRecords, READ, ctx));
      return {
        tool_overhead_ms_p50: {
          value: round(median(times), 3),
          spread: spreadOf(times, 3),
          note: `run-skill search_records ${JSON.stringify(READ)} (${JSON.parse(first.content).rows?.length} rows): validate, guard, execute, compact; instant in-process Transport`,
        },
      };
    })),
    ...(await part(['journal_overhead_ms_p50'], async () => {
      const client = fresh();
      const db = new WeftDb(`bench-${newId()}`);
      try {
        const journal = new Journal({ client, db, origin });
        const journaled = await timeRuns(RUNS, WARMUP, () => journal.run(WRITE, REF));
        const bare = await timeRuns(RUNS, WARMUP, () => client.save(WRITE.model, 5, WRITE.values, SAVED_FIELDS));
        const overhead = median(journaled) - median(bare);
        return {
          journal_overhead_ms_p50: {
            value: round(overhead, 3),
            spread: `Journal.run ${spreadOf(journaled, 3)}; bare save p50 ${round(median(bare), 3)}`,
            note: 'median Journal.run (before-read, pending entry, save, after-values) minus median bare client.save, same instant Transport; IndexedDB is fake-indexeddb in Node',
          },
        };
      } finally {
        await db.delete();
      }
    })),
    ...(await part(['journal_overhead_10k_ms_p50', 'idb_bytes_per_write'], async () => {
      const client = fresh();
      const db = new WeftDb(`bench-${newId()}`);
      try {
        // A year of use already stored: 10,000 entries (and their conversations and messages).
        const year = yearOfUse(`${origin}|weft|2`, origin);
        await db.transaction('rw', db.operations, db.conversations, db.messages, async () => {
          await db.operations.bulkAdd(year.operations);
          await db.conversations.bulkAdd(year.conversations);
          await db.messages.bulkAdd(year.messages);
        });
        const journal = new Journal({ client, db, origin });
        const journaled = await timeRuns(RUNS, WARMUP, () => journal.run(WRITE, REF));
        const bare = await timeRuns(RUNS, WARMUP, () => client.save(WRITE.model, 5, WRITE.values, SAVED_FIELDS));
        const overhead = median(journaled) - median(bare);
        // What one journaled write leaves in IndexedDB: its rows as the browser stores them
        // (V8's structured-clone serialization, which Chromium's IndexedDB writes), keys not counted.
        const mine = await db.operations.filter((o) => !o.id.startsWith('bench-op')).toArray();
        const bytes = mine.reduce((n, row) => n + serialize(row).length, 0) / mine.length;
        const others = (await db.tables.filter((t) => t.name !== 'operations').reduce(async (n, t) => (await n) + (await t.count()), Promise.resolve(0)));
        const seeded = year.conversations.length + year.messages.length;
        if (others !== seeded) throw new Error(`a journaled write also wrote ${others - seeded} rows elsewhere: count them too`);
        return {
          journal_overhead_10k_ms_p50: {
            value: round(overhead, 3),
            spread: `Journal.run ${spreadOf(journaled, 3)}; bare save p50 ${round(median(bare), 3)}`,
            note: `as journal_overhead_ms_p50, with ${year.operations.length} entries, ${year.conversations.length} conversations and ${year.messages.length} messages stored first (fake-indexeddb)`,
          },
          idb_bytes_per_write: {
            value: Math.round(bytes),
            note: `mean V8-serialized size of the journal row each of ${mine.length} journaled writes (res.partner, one field) left; no other table is written; index keys and LevelDB compression not counted`,
          },
        };
      } finally {
        await db.delete();
      }
    })),
  };
}
