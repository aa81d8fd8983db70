// Test helpers for the journal against the Odoo stand-in (imported by tests and the bench only; lib/ never imports test/).
import { loginClient } from './odoo-login';
import { startOdooStandIn, type Module, type OdooStandIn, type OdooVersion } from './stand-ins/odoo/server';
import { newId, WeftDb } from '@/lib/db';
import { OdooClient, fetchTransport, mapFetchError, type Transport } from '@/lib/odoo';
import { Journal } from '@/lib/ops/journal';
import type { TurnRef } from '@/lib/ops/types';

export interface Rig {
  odoo: OdooStandIn;
  db: WeftDb;
  client: OdooClient;
  journal: Journal;
  /** A client and journal as a restarted worker would have them: same session, same database. */
  restart(wrap?: (t: Transport) => Transport): { client: OdooClient; journal: Journal };
  /** Moves the journals' clock on (e.g. past the window in which a lost request may still land). */
  later(ms: number): void;
  /** Round trips `call` costs the client. */
  trips<T>(call: () => Promise<T>, client?: OdooClient): Promise<[T, number]>;
  close(): Promise<void>;
}

export async function rig(version: OdooVersion = 17, wrap?: (t: Transport) => Transport, modules: Module[] = []): Promise<Rig> {
  const odoo = await startOdooStandIn({ version, modules });
  const { fetch } = await loginClient({ url: odoo.url, db: 'weft', login: 'admin', password: 'admin' });
  const db = new WeftDb(`ops-${newId()}`);
  let offset = 0;
  const journals: Journal[] = [];
  const make = (w?: (t: Transport) => Transport) => {
    const transport = fetchTransport(odoo.url, fetch);
    const client = new OdooClient({ origin: odoo.url, transport: w ? w(transport) : transport, retryDelayMs: 0 });
    const journal = new Journal({ client, db, origin: odoo.url, now: () => Date.now() + offset });
    journals.push(journal);
    return { client, journal };
  };
  const { client, journal } = make(wrap);
  return {
    odoo,
    db,
    client,
    journal,
    restart: make,
    later(ms) {
      offset += ms;
    },
    async trips(call, c = client) {
      const before = c.rpcCount;
      const result = await call();
      return [result, c.rpcCount - before];
    },
    async close() {
      for (const j of journals) j.close();
      db.close();
      await odoo.close();
    },
  };
}

export const turn = (turnId = newId()): TurnRef => ({ conversationId: 'c1', turnId, skill: 'test' });

/**
 * A transport that loses the first call matching `matching`, as if the worker died meanwhile:
 * 'hang' sends it and never answers, 'throw' sends it and fails as a dropped connection would,
 * 'unsent' never sends it and never answers, 'late' sends it after `lateMs` and never answers.
 */
export function losingAnswers(matching: (path: string) => boolean, mode: 'hang' | 'throw' | 'unsent' | 'late', lateMs = 0) {
  let armed = true;
  return (inner: Transport): Transport =>
    async (path, params, opts) => {
      if (!armed || !matching(path)) return inner(path, params, opts);
      armed = false;
      if (mode === 'unsent') return new Promise(() => undefined);
      // Still on its way to Odoo when the worker stops: it lands `lateMs` later, and nobody hears the answer.
      if (mode === 'late') {
        setTimeout(() => void inner(path, params, opts).catch(() => undefined), lateMs);
        return new Promise(() => undefined);
      }
      await inner(path, params, opts);
      if (mode === 'hang') return new Promise(() => undefined);
      throw mapFetchError({ origin: 'test', cause: new TypeError('fetch failed') });
    };
}

/** Resolves once `check` holds (polling), for work left running in the background. */
export async function until(check: () => boolean | Promise<boolean>, timeoutMs = 5000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
