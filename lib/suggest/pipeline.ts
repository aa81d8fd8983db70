import { todayIso } from '@/lib/business/dates';
import type { Suggestion, WeftDb } from '@/lib/db';
import type { PageContext, Trigger, TriggerKind } from '@/lib/messaging';
import type { OdooClient } from '@/lib/odoo/client';
import type { SuggestionFrequency } from '@/lib/settings/settings';
import { runsAt, type Probe, type SuggestionDraft } from './probe';
import { probeClient } from './probe-client';
import type { ModelPolicy } from '@/lib/skills/guards';
import { saveDraft, type SaveOutcome } from './store';

/** What one debounced run is about: the latest page of a tab and the triggers seen on it. */
export interface PageEvent {
  context: PageContext;
  /** The latest trigger of each kind. */
  triggers: Map<TriggerKind, Trigger>;
}

export interface ProbeResult {
  probe: string;
  draft: SuggestionDraft | null;
  /** call_kw RPCs the probe made. */
  rpcs: number;
  ms: number;
  error?: unknown;
  outcome?: SaveOutcome;
}

export function selectProbes(
  probes: readonly Probe[],
  { kinds, model, frequency, muted }: { kinds: Iterable<TriggerKind>; model?: string; frequency: SuggestionFrequency; muted: readonly string[] },
): Probe[] {
  const seen = new Set(kinds);
  return probes.filter(
    (p) =>
      runsAt(p, frequency) &&
      !muted.includes(p.id) &&
      p.triggers.some((k) => seen.has(k)) &&
      (!p.models || (model !== undefined && p.models.includes(model))),
  );
}

/** The latest of the triggers a probe listens to. */
function triggerFor(probe: Probe, triggers: Map<TriggerKind, Trigger>): Trigger {
  const mine = probe.triggers.map((k) => triggers.get(k)).filter((t): t is Trigger => !!t);
  return mine.sort((a, b) => b.at - a.at)[0]!;
}

/** Runs the probes concurrently; a probe that throws counts as silence (the error is returned, not thrown). */
export async function runProbes(probes: Probe[], client: OdooClient, event: PageEvent, signal: AbortSignal, policy: ModelPolicy = {}): Promise<ProbeResult[]> {
  let today: Promise<string> | undefined;
  const lazyToday = () =>
    (today ??= client.session().then(
      (s) => todayIso(s.userContext.tz),
      () => todayIso(),
    ));
  return Promise.all(
    probes.map(async (probe): Promise<ProbeResult> => {
      const view = probeClient(client, signal, policy);
      const started = performance.now();
      try {
        const draft = await probe.run({ client: view, context: event.context, trigger: triggerFor(probe, event.triggers), signal, today: lazyToday });
        return { probe: probe.id, draft, rpcs: view.rpcs, ms: performance.now() - started };
      } catch (error) {
        return { probe: probe.id, draft: null, rpcs: view.rpcs, ms: performance.now() - started, error };
      }
    }),
  );
}

export interface StoreOptions {
  db: WeftDb;
  origin: string;
  identity: string;
  now: number;
  hourlyCap?: number;
  pageKey?: string;
}

/** Stores the drafts in probe order, each through dedupe and the hourly cap. */
export async function storeResults(results: ProbeResult[], { db, origin, identity, now, hourlyCap, pageKey }: StoreOptions): Promise<Suggestion[]> {
  const stored: Suggestion[] = [];
  for (const result of results) {
    if (!result.draft) continue;
    const saved = await saveDraft(db, { origin, identity, probe: result.probe, draft: result.draft, now, hourlyCap, pageKey });
    result.outcome = saved.outcome;
    if (saved.suggestion) stored.push(saved.suggestion);
  }
  return stored;
}
