import Dexie from 'dexie';
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useRef, useState } from 'react';
import { db, type Operation } from '@/lib/db';
import type { PanelClient } from '@/lib/messaging/panel-client';
import { textOf } from './format';
import { TurnGroup } from './turn-group';
import { useI18n } from './use-i18n';
import type { UndoResult } from './use-undo-results';

// The Changes list, a page at a time: a year of use is 10,000 entries, and each page is one indexed
// range query below the previous page's oldest entry (plus the undos, requests and titles of its
// own entries, by index). One page is in the DOM at a time, so the first paint and every further
// page cost the same however far back the user goes (an endless list slowed down page by page as
// the DOM grew: 1.2 s per page at 5,000 entries).

export const PAGE_SIZE = 50;

interface Group { turnId: string; conversationTitle?: string; request?: string; ops: Operation[]; undos: Record<string, Operation> }
interface Page { groups: Group[]; /** The oldest entry's time: the next page starts below it; absent at the end. */ next?: number }

/** One page of the identity's changes older than `before` (newest first), grouped by turn. */
export async function loadPage(identity: string, before: number | undefined): Promise<Page> {
  const upper = before === undefined ? Dexie.maxKey : before;
  const rows = await db.operations.where('[identity+createdAt]').between([identity, Dexie.minKey], [identity, upper], true, false).reverse().limit(PAGE_SIZE).toArray();
  const full = rows.length === PAGE_SIZE;
  // A turn is never split between pages: the rest of the last turn comes with this one.
  if (full) {
    const last = rows.at(-1)!;
    const rest = await db.operations.where('turnId').equals(last.turnId).filter((o) => o.identity === identity && o.createdAt < last.createdAt).toArray();
    rows.push(...rest.sort((a, b) => b.createdAt - a.createdAt));
  }
  const ops = rows.filter((o) => !o.undoOf);
  // An undo is shown under the change it undid, wherever in the list the undo itself falls.
  const undoRows = ops.length ? await db.operations.where('undoOf').anyOf(ops.map((o) => o.id)).toArray() : [];
  const undos = Object.fromEntries(undoRows.map((o) => [o.undoOf!, o]));
  const groups: Group[] = [];
  for (const op of ops) {
    const last = groups.at(-1);
    if (last?.turnId === op.turnId) last.ops.push(op);
    else groups.push({ turnId: op.turnId, ops: [op], undos });
  }
  // The user's own words that started each turn, and each conversation's title.
  const turnIds = [...new Set(groups.map((g) => g.turnId))];
  const asked = turnIds.length ? await db.messages.where('turnId').anyOf(turnIds).filter((m) => m.role === 'user').toArray() : [];
  const firstWords = new Map<string, { at: number; words: string }>();
  for (const m of asked) {
    const words = textOf(m.content).trim();
    const seen = firstWords.get(m.turnId);
    if (words && (!seen || m.createdAt < seen.at)) firstWords.set(m.turnId, { at: m.createdAt, words });
  }
  const ids = [...new Set(ops.map((o) => o.conversationId))];
  const titles = new Map((await db.conversations.bulkGet(ids)).flatMap((c) => (c ? [[c.id, c.title] as const] : [])));
  for (const g of groups) {
    const words = firstWords.get(g.turnId)?.words;
    if (words) g.request = words.length > 140 ? `${words.slice(0, 139)}…` : words;
    g.conversationTitle = titles.get(g.ops[0]!.conversationId);
  }
  return { groups, ...(full && rows.length ? { next: rows.at(-1)!.createdAt } : {}) };
}

interface Props {
  identity: string;
  now: number;
  results: Record<string, UndoResult>;
  client: Pick<PanelClient, 'send'>;
  /** Told whether the first page found anything (for the empty state). */
  onEmpty?: (empty: boolean) => void;
}

/** The pages, newest first, one at a time with Newer / Older; the first page follows new changes. */
export function ChangesPages({ identity, now, results, client, onEmpty }: Props) {
  // The cursors of the pages walked through: [newest, below its oldest, ...].
  const [cursors, setCursors] = useState<Array<number | undefined>>([undefined]);
  const before = cursors.at(-1);
  const { t } = useI18n();
  const page = useLiveQuery(() => loadPage(identity, before), [identity, before]);
  const top = useRef<HTMLDivElement>(null);
  useEffect(() => setCursors([undefined]), [identity]);
  useEffect(() => {
    if (cursors.length === 1) onEmpty?.(page !== undefined && page.groups.length === 0);
  }, [page, cursors.length, onEmpty]);
  // Braces: Chromium's scrollIntoView now returns a promise, which React would take for a cleanup.
  useEffect(() => {
    top.current?.scrollIntoView?.({ block: 'nearest' });
  }, [before]);
  if (!page) return null;
  const pager = (cursors.length > 1 || page.next !== undefined) && (
    <nav className="changes-pager" aria-label="Pages of changes">
      <button type="button" className="small-button newer-changes" disabled={cursors.length === 1} onClick={() => setCursors(cursors.slice(0, -1))}>
        {t('changes.newer')}
      </button>
      <span className="muted small">{t('changes.page', { page: cursors.length })}</span>
      <button type="button" className="small-button older-changes" disabled={page.next === undefined} onClick={() => setCursors([...cursors, page.next])}>
        {t('changes.older')}
      </button>
    </nav>
  );
  return (
    <>
      <div ref={top} />
      {page.groups.map((g) => (
        <TurnGroup key={`${g.turnId}-${g.ops[0]!.id}`} {...g} now={now} results={results} client={client} />
      ))}
      {pager}
    </>
  );
}
