// With ODOO_URL (and ODOO_DB, ODOO_LOGIN, ODOO_PASSWORD): figures on a real Odoo. 1,000 scratch
// contacts are created in one call and removed at the end. Weft's share of a wall time is the wall
// time minus the time spent waiting on Odoo's HTTP answers (the transport), in the same process.
import { newId, WeftDb } from '@/lib/db';
import { OdooClient } from '@/lib/odoo';
import { fetchTransport, type Transport } from '@/lib/odoo/transport';
import { Journal } from '@/lib/ops';
import searchRecords from '@/skills/search-records';
import { runSkill } from '@/lib/skills/run-skill';
import { loginClient } from '../odoo-login';
import { median, round, spreadOf, type Figures } from './figures';
import { figuresOf, readContext, runTasks } from './tasks5';

export const REAL_KEYS = ['real_tasks5_tokens', 'real_tasks5_rpc', 'real_search_1000_ms', 'real_search_1000_weft_ms', 'real_write_undo_ms', 'real_write_undo_weft_ms', 'real_rollback_weft_ms', 'real_create_ms', 'real_create_weft_ms', 'real_session_load_ms'] as const;
export type RealKey = (typeof REAL_KEYS)[number];

const SCRATCH = 'weft-bench-scratch';
const RUNS = 10;

/**
 * A client whose transport counts round trips and the time spent waiting on them: the time with at
 * least one answer awaited, so two calls in flight at once are not counted twice.
 */
export async function timedClient(url: string, db: string, login: string, password: string) {
  const { fetch } = await loginClient({ url, db, login, password });
  const inner = fetchTransport(url, fetch);
  let inFlight = 0;
  let since = 0;
  let cpuSince = process.cpuUsage();
  // waited(): waitMs and the wait still open now (a call in flight when the caller's step ends).
  // waitCpuMs: this process's CPU time while waiting (its idle-time GC and compiler threads work
  // longer when Odoo answers slower): test/bench/own-time.ts takes it out of Weft's own CPU time.
  const meter = { trips: 0, waitMs: 0, waitCpuMs: 0, waited: () => meter.waitMs + (inFlight ? performance.now() - since : 0) };
  const transport: Transport = async (path, params, opts) => {
    if (inFlight++ === 0) [since, cpuSince] = [performance.now(), process.cpuUsage()];
    try {
      return await inner(path, params, opts);
    } finally {
      meter.trips++;
      if (--inFlight === 0) {
        meter.waitMs += performance.now() - since;
        const used = process.cpuUsage(cpuSince);
        meter.waitCpuMs += (used.user + used.system) / 1000;
      }
    }
  };
  return { client: new OdooClient({ origin: url, transport, retryDelayMs: 10 }), meter };
}

export async function realOdooFigures(): Promise<Figures<RealKey>> {
  const url = process.env.ODOO_URL!;
  const { client, meter } = await timedClient(url, process.env.ODOO_DB ?? 'odoo', process.env.ODOO_LOGIN ?? 'admin', process.env.ODOO_PASSWORD ?? 'admin');
  const version = (await client.version()).full;
  const where = `real Odoo ${version} at ${url}`;
  const ids = await client.callKw<number[]>('res.partner', 'create', [Array.from({ length: 1000 }, (_, i) => ({ name: `${SCRATCH} ${i}`, email: `scratch${i}@weft.example`, city: 'Portland' }))]);
  const db = new WeftDb(`bench-real-${newId()}`);
  try {
    const tasks = figuresOf(await runTasks(readContext(client), () => meter.trips), where);

    // A search over 1,000 matching records, end to end through the skill (its first page of 50 and the total).
    const ctx = readContext(client);
    const input = { model: 'res.partner', domain: [['name', '=like', `${SCRATCH}%`]], fields: ['name', 'email', 'city'], limit: 50 };
    const walls: number[] = [];
    const weft: number[] = [];
    for (let i = 0; i < RUNS + 2; i++) {
      const [wait, start] = [meter.waitMs, performance.now()];
      const result = await runSkill(searchRecords, input, ctx);
      if (result.isError || JSON.parse(result.content).total !== 1000) throw new Error(`search: ${result.content.slice(0, 300)}`);
      if (i >= 2) walls.push(performance.now() - start), weft.push(performance.now() - start - (meter.waitMs - wait));
    }

    // A journaled write and its undo on one scratch record.
    const journal = new Journal({ client, db, origin: url });
    const writeWalls: number[] = [];
    const writeWeft: number[] = [];
    const undoWeft: number[] = [];
    for (let i = 0; i < RUNS + 1; i++) {
      const [wait, start] = [meter.waitMs, performance.now()];
      const { operation } = await journal.run({ kind: 'write', model: 'res.partner', ids: [ids[i]!], values: { email: `changed${i}@weft.example` } }, { conversationId: 'bench', turnId: `bench-${i}`, skill: 'update_records' });
      const [undoWait, undoStart] = [meter.waitMs, performance.now()];
      const undone = await journal.undo(operation.id);
      if (undone.status !== 'undone') throw new Error(`undo: ${undone.status}`);
      if (i >= 1) writeWalls.push(performance.now() - start), writeWeft.push(performance.now() - start - (meter.waitMs - wait)), undoWeft.push(performance.now() - undoStart - (meter.waitMs - undoWait));
    }

    // A journaled create, as create_record makes it (the created contacts are removed with the scratch ones).
    const createWalls: number[] = [];
    const createWeft: number[] = [];
    for (let i = 0; i < RUNS + 1; i++) {
      const [wait, start] = [meter.waitMs, performance.now()];
      const { operation } = await journal.run({ kind: 'create', model: 'res.partner', values: { name: `${SCRATCH} created ${i}`, email: `created${i}@weft.example` } }, { conversationId: 'bench', turnId: `bench-c${i}`, skill: 'create_record' });
      ids.push(...operation.recordIds);
      if (i >= 1) createWalls.push(performance.now() - start), createWeft.push(performance.now() - start - (meter.waitMs - wait));
    }

    // Session load: what the worker does for a tab it has not met (a fresh client: login session, version, user).
    const sessionWalls: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const fresh = await timedClient(url, process.env.ODOO_DB ?? 'odoo', process.env.ODOO_LOGIN ?? 'admin', process.env.ODOO_PASSWORD ?? 'admin');
      const start = performance.now();
      await fresh.client.session();
      sessionWalls.push(performance.now() - start);
    }
    return {
      real_tasks5_tokens: tasks.tasks5_tokens,
      real_tasks5_rpc: tasks.tasks5_rpc,
      real_search_1000_ms: { value: round(median(walls), 1), spread: spreadOf(walls, 1), note: `${where}: search_records over 1,000 matching scratch contacts (first 50 rows + total), wall time in Node, ${RUNS} runs after 2` },
      real_search_1000_weft_ms: { value: round(median(weft), 2), spread: spreadOf(weft, 2), note: 'of which Weft (wall minus waiting on Odoo\'s HTTP answers)' },
      real_write_undo_ms: { value: round(median(writeWalls), 1), spread: spreadOf(writeWalls, 1), note: `${where}: Journal.run of a one-field write on a scratch contact, then its undo; wall time, ${RUNS} runs after 1; fake-indexeddb journal` },
      real_write_undo_weft_ms: { value: round(median(writeWeft), 2), spread: spreadOf(writeWeft, 2), note: 'of which Weft, write and undo together (wall minus waiting on Odoo)' },
      real_rollback_weft_ms: { value: round(median(undoWeft), 2), spread: spreadOf(undoWeft, 2), note: 'the undo alone (rollback of the write: conflict read, restore, journal), Weft\'s own time (wall minus waiting on Odoo)' },
      real_create_ms: { value: round(median(createWalls), 1), spread: spreadOf(createWalls, 1), note: `${where}: Journal.run of a contact create (pending entry, create, read back), wall time, ${RUNS} runs after 1` },
      real_create_weft_ms: { value: round(median(createWeft), 2), spread: spreadOf(createWeft, 2), note: 'of which Weft (wall minus waiting on Odoo)' },
      real_session_load_ms: { value: round(median(sessionWalls), 1), spread: spreadOf(sessionWalls, 1), note: `${where}: a fresh client's session() (get_session_info: version, user, companies), wall time after login, ${RUNS} runs; what the worker waits on for a tab it has not met (after a start or a stop), before the panel shows the user and before a first turn. Target < 500 ms set by the bench (the issue names none), as search 1,000` },
    };
  } finally {
    await client.callKw('res.partner', 'unlink', [ids]).catch((error: unknown) => console.error(`could not remove the ${ids.length} scratch contacts:`, error));
    await db.delete();
  }
}
