import type { Suggestion, WeftDb } from '@/lib/db';
import type { PageContext, Trigger } from '@/lib/messaging';
import type { OdooClient } from '@/lib/odoo/client';
import type { SuggestionFrequency } from '@/lib/settings/settings';
import { identityKey, identityOf } from '@/lib/db/identity';
import { modelOfPage } from '@/lib/odoo/page-model';
import { runProbes, selectProbes, storeResults, type ProbeResult } from './pipeline';
import type { Probe } from './probe';
import { PROBES } from './probes';

export interface RunOnceInput {
  db: WeftDb;
  client: OdooClient;
  context: PageContext;
  trigger: Trigger;
  probes?: readonly Probe[];
  frequency?: Exclude<SuggestionFrequency, 'off'>;
  now?: number;
}

export interface RunOnceResult {
  /** The first card stored, or null for silence. */
  suggestion: Suggestion | null;
  suggestions: Suggestion[];
  /** call_kw RPCs per probe that ran. */
  rpcs: Record<string, number>;
  /** Every transport call, the model lookup and a cold session included. */
  transportCalls: number;
  /** Debounce end to stored, in milliseconds. */
  ms: number;
  results: ProbeResult[];
}

/**
 * What the engine does when a debounce ends, once, with no timer, settings, cap or muting: for the
 * bench (latency and RPCs per probe) and for probe tests against the Odoo stand-in.
 */
export async function runProbesOnce({ db, client, context, trigger, probes = PROBES, frequency = 'frequent', now = Date.now() }: RunOnceInput): Promise<RunOnceResult> {
  const started = performance.now();
  const calls = client.rpcCount;
  const model = await modelOfPage(client, context);
  const resolved = { ...context, ...(model ? { model } : {}) };
  const chosen = selectProbes(probes, { kinds: [trigger.kind], model, frequency, muted: [] });
  const event = { context: resolved, triggers: new Map([[trigger.kind, trigger]]) };
  const results = await runProbes(chosen, client, event, new AbortController().signal);
  const identity = identityKey(identityOf(resolved.origin, await client.session()));
  const suggestions = await storeResults(results, { db, origin: resolved.origin, identity, now });
  return {
    suggestion: suggestions[0] ?? null,
    suggestions,
    rpcs: Object.fromEntries(results.map((r) => [r.probe, r.rpcs])),
    transportCalls: client.rpcCount - calls,
    ms: performance.now() - started,
    results,
  };
}
