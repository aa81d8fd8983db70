import type { Json, Suggestion, WeftDb } from '@/lib/db';
import type { Arg, Said, Text } from '@/lib/i18n';
import { oneLine } from '@/lib/util/text';
import type { SuggestionDraft } from './probe';

export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;
/** Cards older than this are gone: a week-old "overdue" fact is no help. */
const KEEP = 7 * DAY;

export type SaveOutcome = 'stored' | 'duplicate' | 'capped';

export interface SaveInput {
  origin: string;
  /** Who the probes ran as (identity key): their cards are theirs only. */
  identity: string;
  probe: string;
  draft: SuggestionDraft;
  now: number;
  /** Most suggestions stored in the last hour (all origins); none: no cap. */
  hourlyCap?: number;
  /** The page the card is made on (see retireElsewhere). */
  pageKey?: string;
}

/**
 * Stores a probe's draft unless the same one (probe + record, same data) was shown in the last day
 * or is still on screen, or the hourly cap is reached. A changed draft replaces the card on screen.
 */
export function saveDraft(db: WeftDb, { origin, identity, probe, draft, now, hourlyCap, pageKey }: SaveInput): Promise<{ outcome: SaveOutcome; suggestion?: Suggestion }> {
  return db.transaction('rw', db.suggestions, async () => {
    await db.suggestions.where('createdAt').below(now - KEEP).delete();
    const same = (await db.suggestions.where('[probe+recordKey]').equals([probe, draft.recordKey]).toArray())
      .filter((s) => s.identity === identity)
      .sort((a, b) => b.createdAt - a.createdAt);
    const latest = same[0];
    const pending = (s: Suggestion) => s.status === 'new' || s.status === 'seen';
    const title = clip(draft.title, 160);
    const why = clip(draft.why, 240);
    if (latest && latest.dataHash === draft.dataHash && (now - latest.createdAt < DAY || pending(latest))) {
      // Same facts in other words (a card stored as text before sentences were kept, or Odoo's own
      // text in another language): the card on screen takes them.
      if (pending(latest) && (JSON.stringify(latest.title) !== JSON.stringify(title) || JSON.stringify(latest.why) !== JSON.stringify(why))) await db.suggestions.update(latest.id, { title, why });
      return { outcome: 'duplicate' as const };
    }
    if (hourlyCap !== undefined && (await createdSince(db, now - HOUR)) >= hourlyCap) return { outcome: 'capped' as const };
    await db.suggestions.bulkDelete(same.filter(pending).map((s) => s.id));
    const suggestion: Suggestion = {
      id: crypto.randomUUID(),
      origin,
      identity,
      probe,
      recordKey: draft.recordKey,
      title,
      why,
      action: draft.action as unknown as Json,
      dataHash: draft.dataHash,
      status: 'new',
      createdAt: now,
      ...(pageKey ? { pageKey } : {}),
    };
    await db.suggestions.add(suggestion);
    return { outcome: 'stored' as const, suggestion };
  });
}

/** How long a name inside a card's sentence may be: Odoo allows any length, and a 300-character partner name filled the card. */
export const NAME_MAX = 48;

/**
 * Text on one line, cut to `max` with an ellipsis. A sentence keeps its words (the catalog's) and
 * each name in it (Odoo's) is cut to NAME_MAX; Odoo's own text among its parts (a credit warning) to `max`.
 */
function clip(text: Text, max: number): Text {
  if (typeof text === 'string') return oneLine(text, max);
  return Array.isArray(text) ? text.map((s) => cutNames(s, max)) : cutNames(text, max);
}

function cutNames(sentence: Said, max: number): Said {
  if (!sentence.params) return sentence;
  return { ...sentence, params: Object.fromEntries(Object.entries(sentence.params).map(([name, arg]) => [name, cutArg(arg, max)])) };
}

function cutArg(arg: Arg, max: number): Arg {
  if (typeof arg === 'string') return oneLine(arg, NAME_MAX);
  if (typeof arg === 'number') return arg;
  if (Array.isArray(arg)) return arg.map((s) => cutNames(s, max));
  if ('key' in arg) return cutNames(arg, max);
  if ('list' in arg) return { ...arg, list: arg.list.map((a) => cutArg(a, max)) };
  if ('join' in arg) return { ...arg, join: arg.join.map((a) => (typeof a === 'string' ? oneLine(a, max) : cutArg(a, max))) };
  if ('aside' in arg) return { aside: cutArg(arg.aside, max) };
  return arg;
}

/** Cards the user dismissed, or that were retired when they moved on, do not use up the cap. */
export function createdSince(db: WeftDb, since: number): Promise<number> {
  return db.suggestions
    .where('createdAt')
    .above(since)
    .filter((s) => s.status !== 'dismissed' && s.status !== 'retired')
    .count();
}

/**
 * The user is now on `pageKey` of `origin`: cards made on another page of that Odoo and still on
 * screen are retired, so the panel shows what fits where the user is. Returns how many.
 */
export function retireElsewhere(db: WeftDb, origin: string, pageKey: string): Promise<number> {
  return db.suggestions
    .where('status')
    .anyOf('new', 'seen')
    .filter((s) => s.origin === origin && s.pageKey !== undefined && s.pageKey !== pageKey)
    .modify({ status: 'retired' });
}

export function unseenCount(db: WeftDb): Promise<number> {
  return db.suggestions.where('status').equals('new').count();
}

export async function markSeen(db: WeftDb, identity?: string): Promise<void> {
  await db.suggestions
    .where('status')
    .equals('new')
    .filter((s) => identity === undefined || s.identity === identity)
    .modify({ status: 'seen' });
}

/** The cards to show to one identity, newest first (what the side panel's live query reads). */
export async function visibleSuggestions(db: WeftDb, identity: string): Promise<Suggestion[]> {
  const rows = await db.suggestions.where('identity').equals(identity).filter((s) => s.status === 'new' || s.status === 'seen').toArray();
  return rows.sort((a, b) => b.createdAt - a.createdAt);
}
