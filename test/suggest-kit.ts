// Test helpers for the probes and the engine (imported by *.test.ts only).
import { loginClient } from './odoo-login';
import { startOdooStandIn, type OdooStandIn, type OdooVersion } from './stand-ins/odoo/server';
import type { PageContext, Trigger, TriggerKind } from '@/lib/messaging';
import type { OdooClient } from '@/lib/odoo/client';
import { runProbes, type ProbeResult } from '@/lib/suggest/pipeline';
import type { Probe, SuggestionDraft } from '@/lib/suggest/probe';
import { i18nFor, inWords, spokenLanguage } from '@/lib/i18n';

export async function standIn(version: OdooVersion = 17): Promise<{ odoo: OdooStandIn; client: OdooClient }> {
  const odoo = await startOdooStandIn({ version });
  const { client } = await loginClient({ url: odoo.url, db: 'weft', login: 'admin', password: 'admin' });
  await client.session(); // as in the worker, which reads it for the status line first
  return { odoo, client };
}

export function page(origin: string, patch: Partial<PageContext> = {}): PageContext {
  return { origin, url: `${origin}/odoo`, isOdoo: true, loggedIn: true, viewType: 'form', ...patch };
}

export const trigger = (kind: TriggerKind, detail?: string, at = Date.now()): Trigger => ({ kind, at, ...(detail ? { detail } : {}) });

/** A client signed in as the stand-in's admin with their language set to `lang` (put back by the returned undo). */
export async function clientIn(odoo: OdooStandIn, lang: string): Promise<{ client: OdooClient; restore: () => void }> {
  const before = odoo.db.get('res.users', 2)!.lang;
  odoo.db.write('res.users', 2, { lang });
  const { client } = await loginClient({ url: odoo.url, db: 'weft', login: 'admin', password: 'admin' });
  await client.session();
  return { client, restore: () => odoo.db.write('res.users', 2, { lang: before }) };
}

/**
 * One probe on one page, as the engine runs it: its draft (or error) and its RPCs. `draft` is the
 * card as its user reads it (the sentences said in the language of the client's Odoo user, as the
 * panel says them); `stored` is the draft as it is kept.
 */
export async function runProbe(probe: Probe, client: OdooClient, context: PageContext, t: Trigger = trigger(probe.triggers[0]!)): Promise<ProbeResult & { stored: SuggestionDraft | null }> {
  const [result] = await runProbes([probe], client, { context, triggers: new Map([[t.kind, t]]) }, new AbortController().signal);
  // A probe with no client (noClient) is read in English.
  const userContext = await Promise.resolve().then(() => client.session()).then((s) => s.userContext, () => undefined);
  const reader = i18nFor(spokenLanguage(undefined, userContext?.lang ?? 'en_US'), [], userContext?.tz);
  return { ...result!, stored: result!.draft, draft: result!.draft && inWords(result!.draft, reader) };
}

/** A client that must not be called: for the probes that need no RPC. */
export const noClient = new Proxy({} as OdooClient, {
  get(_target, name) {
    if (name === 'rpcCount') return 0;
    if (name === 'then') return undefined;
    throw new Error(`no RPC expected (${String(name)})`);
  },
});

/** For a probe that should say nothing: fails on an error or a draft, returns its RPC count. */
export function silence(result: ProbeResult): number {
  if (result.error) throw result.error;
  if (result.draft) throw new Error(`expected silence, got ${JSON.stringify(result.draft)}`);
  return result.rpcs;
}
