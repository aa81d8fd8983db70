import { z } from 'zod';
import type { Suggestion, WeftDb } from '@/lib/db';
import type { Text } from '@/lib/i18n';
import type { PageContext, Trigger, TriggerKind } from '@/lib/messaging';
import type { OdooClient } from '@/lib/odoo/client';
import type { WriteSpec } from '@/lib/ops/types';
import { offersWrites, type Settings } from '@/lib/settings/settings';
import type { EffectiveSettings } from '@/lib/settings/policy';
import { mutedProbes as idbMutedProbes, type MutedProbes } from './muted';
import { runProbes, selectProbes, storeResults, type PageEvent } from './pipeline';
import { identityKey, identityOf } from '@/lib/db/identity';
import { modelOfPage } from '@/lib/odoo/page-model';
import type { Probe, ProbeFrequency, SuggestionAction } from './probe';
import { PROBES } from './probes';
import { createdSince, HOUR, markSeen, retireElsewhere, unseenCount } from './store';

export const DEBOUNCE_MS = 2_500;
/**
 * What the user just did (a workflow button Odoo has done, a field picked) is already settled when
 * the page says so: its probes run after a short pause, so the next step shows while it is the next step.
 */
export const QUICK_MS = 100;
const QUICK: ReadonlySet<TriggerKind> = new Set<TriggerKind>(['action_done', 'field_changed']);
/** Most suggestions stored per hour, per frequency setting. */
export const HOURLY_CAP: Record<ProbeFrequency, number> = { minimal: 2, normal: 6, frequent: 15 };

export interface SuggestionEngineOptions {
  db: WeftDb;
  clientFor(origin: string): OdooClient;
  /** The effective settings (the organisation's policy applied): its model lists bind probes too. */
  getSettings(): Promise<Pick<Settings, 'suggestionFrequency'> & Partial<Pick<EffectiveSettings, 'permissionMode' | 'policy'>>>;
  /** Default: the URL's model, else the action's res_model via client.loadAction (cached). */
  resolveModel?(context: PageContext): Promise<string | undefined>;
  /** Called with the number of unseen suggestions whenever it may have changed (the toolbar badge). */
  onChange?(unseen: number): void;
  /** New suggestions a run stored for a tab (the worker may tell that tab's page: lib/suggest/notice.ts). */
  onStored?(tabId: number, stored: Suggestion[]): void;
  probes?: readonly Probe[];
  muted?: MutedProbes;
  /** The clock of the dedupe and cap rules. */
  now?(): number;
  debounceMs?: number;
  /** The pause after action_done and field_changed (QUICK_MS). */
  quickMs?: number;
  log?(message: string, error?: unknown): void;
}

export interface EngineStats {
  triggers: number;
  runs: number;
  stored: number;
  duplicates: number;
  capped: number;
  probeErrors: number;
  aborted: number;
  hidden: number;
  /** Runs skipped because suggestions are off in Settings. */
  off: number;
  /** Cards retired because the user moved to another record. */
  retired: number;
  /** Debounce end to suggestions stored, of the last run that ran probes. */
  lastRunMs: number | null;
}

// A prompt is text (older cards) or sentences to say when clicked (lib/i18n Text).
const Sentence = z.object({ key: z.string(), params: z.record(z.string(), z.unknown()).optional() });
const TextSchema = z.union([z.string().min(1), Sentence, z.array(Sentence).min(1)]).transform((t) => t as Text);
const ActionSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('chat'), prompt: TextSchema, context: z.string().optional(), prefill: z.boolean().optional() }),
  z.object({ kind: z.literal('open'), url: z.string().url() }),
  z.object({ kind: z.literal('write'), spec: z.looseObject({ kind: z.string(), model: z.string() }), prompt: TextSchema.optional() }),
]);

/** `done`: the triggers' callers, told once the run they joined ended or will never come. */
interface TabState {
  hidden: boolean;
  timer?: ReturnType<typeof setTimeout>;
  pending?: PageEvent & { key: string; done: Array<() => void> };
  running?: { key: string; controller: AbortController };
}

const tell = (done: Array<() => void> | undefined) => done?.forEach((d) => d());

const pageKey = (c: PageContext) => [c.origin, c.model ?? c.action ?? '', c.recordId ?? '', c.viewType ?? ''].join('|');
/** The record (or list) a card is about, for retiring it when the user leaves: the view type does not count. */
export const recordPage = (c: PageContext) => [c.origin, c.model ?? c.action ?? '', c.recordId ?? 'list'].join('|');

/**
 * Trigger -> debounce (per tab, latest page wins) -> probes -> a suggestion in Dexie, or silence.
 * It has no model dependency: a model is only involved after the user clicks a card.
 */
export function createSuggestionEngine(options: SuggestionEngineOptions) {
  const { db, clientFor, getSettings, onChange, probes = PROBES, muted = idbMutedProbes, debounceMs = DEBOUNCE_MS, quickMs = QUICK_MS } = options;
  const now = options.now ?? Date.now;
  const log = options.log ?? ((message, error) => console.debug(`[weft] suggest: ${message}`, error ?? ''));
  const resolveModel = options.resolveModel ?? ((context: PageContext) => modelOfPage(clientFor(context.origin), context));
  const tabs = new Map<number, TabState>();
  const inFlight = new Set<Promise<void>>();
  const stats: EngineStats = { triggers: 0, runs: 0, stored: 0, duplicates: 0, capped: 0, probeErrors: 0, aborted: 0, hidden: 0, off: 0, retired: 0, lastRunMs: null };

  const tab = (id: number) => {
    let state = tabs.get(id);
    if (!state) tabs.set(id, (state = { hidden: false }));
    return state;
  };
  const notify = async () => {
    if (onChange) onChange(await unseenCount(db));
  };
  const cancel = (state: TabState) => {
    clearTimeout(state.timer);
    state.timer = undefined;
    tell(state.pending?.done);
    state.pending = undefined;
    state.running?.controller.abort();
    state.running = undefined;
  };

  async function execute(tabId: number, event: PageEvent, signal: AbortSignal): Promise<void> {
    const started = performance.now();
    const { suggestionFrequency: frequency, permissionMode = 'auto-read', policy } = await getSettings();
    if (frequency === 'off') {
      stats.off++;
      return;
    }
    const cap = HOURLY_CAP[frequency];
    if ((await createdSince(db, now() - HOUR)) >= cap) {
      stats.capped++;
      return;
    }
    const model = await resolveModel(event.context).catch((error: unknown) => void log('could not resolve the model', error));
    const context = { ...event.context, ...(model ? { model } : {}) };
    const chosen = selectProbes(probes, { kinds: event.triggers.keys(), model, frequency, muted: await muted.list() });
    if (!chosen.length || signal.aborted) return;
    stats.runs++;
    // The probes read as the signed-in user, in the companies the tab shows; the cards are theirs.
    const client = clientFor(context.origin).withCompanies(context.companyIds);
    const identity = identityKey(identityOf(context.origin, await client.session()));
    const ran = await runProbes(chosen, client, { ...event, context }, signal, policy?.policy);
    // A mode that offers no write offers no write suggestion either (the proposal would be refused).
    const results = offersWrites(permissionMode) ? ran : ran.map((r) => (r.draft?.action.kind === 'write' ? { ...r, draft: null } : r));
    if (signal.aborted) {
      stats.aborted++;
      return;
    }
    for (const r of results.filter((r) => r.error)) {
      stats.probeErrors++;
      log(`probe ${r.probe} failed`, r.error);
    }
    const stored = await storeResults(results, { db, origin: context.origin, identity, now: now(), hourlyCap: cap, pageKey: recordPage(context) });
    stats.stored += stored.length;
    stats.duplicates += results.filter((r) => r.outcome === 'duplicate').length;
    stats.capped += results.filter((r) => r.outcome === 'capped').length;
    stats.lastRunMs = performance.now() - started;
    if (stored.length) await notify();
    if (stored.length) options.onStored?.(tabId, stored);
  }

  function fire(tabId: number) {
    const state = tab(tabId);
    const event = state.pending;
    state.timer = undefined;
    state.pending = undefined;
    if (!event || state.hidden) return tell(event?.done);
    const controller = new AbortController();
    state.running = { key: event.key, controller };
    const run = execute(tabId, event, controller.signal)
      .catch((error: unknown) => log('run failed', error))
      .finally(() => {
        if (state.running?.controller === controller) state.running = undefined;
        inFlight.delete(run);
        tell(event.done);
      });
    inFlight.add(run);
  }

  return {
    /**
     * Every page the user is on (page/context): cards made on another record of that Odoo are
     * retired. A page still loading (no model yet) retires nothing.
     */
    async onPage(context: PageContext): Promise<void> {
      if (!context.isOdoo || !context.loggedIn || !(context.model ?? context.action)) return;
      const retired = await retireElsewhere(db, context.origin, recordPage(context));
      stats.retired += retired;
      if (retired) await notify();
    },

    /**
     * Every trigger a granted content script sent (with its page/context), after the router has parsed it.
     * Resolves once the trigger is dealt with: the run it joined ended (stored, found nothing, failed or
     * was cut short by another page), or it will not run (hidden tab, replaced, tab closed). A worker
     * stopped before that never resolves it, so the page's resent message runs it (background.ts).
     */
    onTrigger(tabId: number, trigger: Trigger, context: PageContext): Promise<void> {
      stats.triggers++;
      const state = tab(tabId);
      // The content script only says "tab returned" once the page is visible again.
      if (trigger.kind === 'tab_returned') state.hidden = false;
      if (state.hidden) {
        stats.hidden++;
        return Promise.resolve();
      }
      const key = pageKey(context);
      // Triggers of one page (view_loaded + record_opened, an error on it) add up; another page replaces them.
      if (state.pending?.key !== key) {
        tell(state.pending?.done);
        state.pending = { key, context, triggers: new Map(), done: [] };
      }
      const pending = state.pending;
      pending.triggers.set(trigger.kind, trigger);
      pending.context = context;
      const dealt = new Promise<void>((resolve) => pending.done.push(resolve));
      if (state.running && state.running.key !== key) {
        state.running.controller.abort();
        state.running = undefined;
      }
      clearTimeout(state.timer);
      const quick = [...state.pending.triggers.keys()].some((k) => QUICK.has(k));
      state.timer = setTimeout(() => fire(tabId), quick ? quickMs : debounceMs);
      return dealt;
    },

    /** Nothing runs for a hidden tab (not the active tab of its window, or its window minimised). */
    setTabVisible(tabId: number, visible: boolean): void {
      const state = tab(tabId);
      state.hidden = !visible;
      if (!visible) cancel(state);
    },

    /** tabs.onRemoved. */
    forgetTab(tabId: number): void {
      const state = tabs.get(tabId);
      if (state) cancel(state);
      tabs.delete(tabId);
    },

    /** The user clicked the card's button: what the worker should do (chat turn, open, confirm card). */
    async act(id: string): Promise<{ action: SuggestionAction; suggestion: Suggestion } | null> {
      const suggestion = await db.suggestions.get(id);
      const parsed = ActionSchema.safeParse(suggestion?.action);
      if (!suggestion || !parsed.success) return null;
      await db.suggestions.update(id, { status: 'acted' });
      await notify();
      const action = parsed.data.kind === 'write' ? { ...parsed.data, spec: parsed.data.spec as unknown as WriteSpec } : parsed.data;
      return { action, suggestion: { ...suggestion, status: 'acted' } };
    },

    /** `forever`: "don't suggest this again" for the card's probe, kept across restarts. */
    async dismiss(id: string, forever = false): Promise<void> {
      const suggestion = await db.suggestions.get(id);
      if (!suggestion) return;
      await db.suggestions.update(id, { status: 'dismissed' });
      if (forever) await muted.add(suggestion.probe);
      await notify();
    },

    /** The panel showed the cards (of one identity, or all): they no longer count in the badge. */
    async markSeen(identity?: string): Promise<void> {
      await markSeen(db, identity);
      await notify();
    },

    unseenCount: () => unseenCount(db),

    stats: (): Readonly<EngineStats> => ({ ...stats }),

    /** Resolves when the runs started so far have finished (tests, the bench). */
    async settled(): Promise<void> {
      while (inFlight.size) await Promise.all(inFlight);
    },
  };
}

export type SuggestionEngine = ReturnType<typeof createSuggestionEngine>;
