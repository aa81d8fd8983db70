// Team activity: the AI changes of the whole database, read back from the trail's notes in Odoo
// (lib/ops/trail.ts) with the user's own session, so Odoo's access rights decide what each person
// sees: mail.message's own rule leaves out notes on records the user may not read. One call per
// page (web_search_read: the page and the record names), and on the first page the count beside it:
// at 10,000 notes the count walks every one through that rule (4-6 times the page's time on real
// 17 and 19, test/bench/team.ts), so the rows are shown without waiting for it.
//
// That rule runs after Odoo has taken the page (16-19 mail.message _search), so a page of 25 can
// come back with fewer, or none, though more follow, and Odoo's own length is then wrong (an empty
// page answers 0). So pages are windows of Odoo's unfiltered order, the first page counts exactly
// what the user may see, and the end is when that many have been seen; a short window waits for
// the count and is topped up by the next ones (a few calls at most, for someone who may read few
// of the records).
import type { Domain, OdooClient, OdooRecord } from '@/lib/odoo';
import { webClientUrl } from '@/lib/odoo/web-url';
import { htmlToText } from '@/lib/util/html-text';
import { TRAIL_MARK, TRAIL_UNDO_MARK } from './trail';

export const TEAM_PAGE = 25;

export interface TeamFilter {
  /** Notes by this author (a res.partner id: the user's partner). */
  authorId?: number;
  /** Notes on records of this model. */
  model?: string;
  /** Notes since this moment (UTC, "YYYY-MM-DD HH:MM:SS"). */
  since?: string;
}

export interface TeamRow {
  id: number;
  /** When the note was logged (UTC, as Odoo writes it). */
  at: string;
  author: string;
  authorId?: number;
  model: string;
  resId: number;
  record: string;
  /** The note's headline ("Changed with Weft, asked by …") and its rows, as text. */
  headline: string;
  lines: string[];
  undo: boolean;
  url: string;
}

export interface TeamPage {
  rows: TeamRow[];
  /** Notes matching the filter that the user may see, all pages together; absent while the count is on its way (`counted`). */
  total?: number;
  /** Where this page starts in Odoo's order of the notes, before it leaves out those the user may not see. */
  offset: number;
  /** Notes seen up to the end of this page, its own rows included. */
  seen: number;
  /** Where the next page starts; absent on the last page (and only maybe a page while `total` is unknown). */
  next?: number;
  /** A first page's count, when the rows came before it. */
  counted?: Promise<number>;
}

/** Where a page after the first starts: the previous page's `next`, `seen` and `total`. */
export interface TeamCursor {
  offset: number;
  seen: number;
  total?: number;
}

/** Odoo calls a page may take to gather its rows when the user may read few of the records. */
const READS_PER_PAGE = 3;

/** The domain that finds Weft's notes under a filter: a comment whose body carries the mark. */
export function teamDomain(filter: TeamFilter): Domain {
  return [
    ['message_type', '=', 'comment'],
    ['body', 'ilike', TRAIL_MARK],
    ...(filter.authorId ? [['author_id', '=', filter.authorId] as const] : []),
    ...(filter.model ? [['model', '=', filter.model] as const] : []),
    ...(filter.since ? [['date', '>=', filter.since] as const] : []),
  ] as Domain;
}

const FIELDS = ['date', 'author_id', 'model', 'res_id', 'record_name', 'body'];

/** One page of the team's AI changes, newest first: the first page without `from`, then each page's cursor. */
export async function readTeamActivity(client: OdooClient, filter: TeamFilter, from?: TeamCursor, limit = TEAM_PAGE): Promise<TeamPage> {
  const session = await client.session();
  const domain = teamDomain(filter);
  const records: OdooRecord[] = [];
  let [offset, seen, total] = [from?.offset ?? 0, from?.seen ?? 0, from?.total];
  // search_count, not web_search_read's own: that answers 0 for an empty window, whatever follows.
  const counted = total === undefined ? client.count('mail.message', domain) : undefined;
  counted?.catch(() => undefined); // a page that returns before it: the caller awaits it
  for (let read = 0; read < READS_PER_PAGE && records.length < limit && (total === undefined || seen < total); read++) {
    // A window as large as the rows still wanted: all it answers belongs on this page.
    const window = limit - records.length;
    const found = await client.searchRead('mail.message', { domain, fields: FIELDS, offset, limit: window, order: 'id desc', count: 'none' });
    records.push(...found.records);
    seen += found.records.length;
    offset += window;
    // A short window is the end, or notes the user may not see: the count says which.
    if (found.records.length < window && counted) total ??= await counted;
  }
  const rows = records.map((r) => teamRow(r, client.origin, session.version));
  const more = total === undefined || seen < total;
  return { rows, offset: from?.offset ?? 0, seen, ...(total !== undefined ? { total } : counted ? { counted } : {}), ...(more ? { next: offset } : {}) };
}

const linkOf = (value: unknown): { id?: number; name: string } => {
  if (Array.isArray(value)) return { id: Number(value[0]), name: String(value[1] ?? '') };
  if (value && typeof value === 'object') return { id: Number((value as { id: unknown }).id), name: String((value as { display_name?: unknown }).display_name ?? '') };
  return { name: '' };
};

/** A note as a row: who, when, which record, and what the note says (its text, not its HTML). */
export function teamRow(record: OdooRecord, origin: string, version: Parameters<typeof webClientUrl>[1]): TeamRow {
  const body = String(record.body ?? '');
  const [headline = '', ...lines] = htmlToText(body).split('\n').filter(Boolean);
  const author = linkOf(record.author_id);
  const model = String(record.model ?? '');
  const resId = Number(record.res_id ?? 0);
  // The last line says what undo can do; the rows are what changed.
  const changed = lines.length > 1 ? lines.slice(0, -1) : [];
  return {
    id: record.id,
    at: String(record.date ?? ''),
    author: author.name,
    ...(author.id ? { authorId: author.id } : {}),
    model,
    resId,
    record: String(record.record_name || `#${resId}`),
    headline,
    lines: changed,
    undo: body.includes(TRAIL_UNDO_MARK),
    url: webClientUrl(origin, version, model, resId),
  };
}
