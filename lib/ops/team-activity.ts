// Team activity: the AI changes of the whole database, read back from the trail's notes in Odoo
// (lib/ops/trail.ts) with the user's own session, so Odoo's access rights decide what each person
// sees: mail.message's own rule leaves out notes on records the user may not read. One call per
// page (web_search_read: the page and the count), the record names in the same call.
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
  /** Notes matching the filter, all pages together. */
  total: number;
  offset: number;
}

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

/** One page of the team's AI changes, newest first. */
export async function readTeamActivity(client: OdooClient, filter: TeamFilter, offset = 0, limit = TEAM_PAGE): Promise<TeamPage> {
  const [found, session] = await Promise.all([
    client.searchRead('mail.message', { domain: teamDomain(filter), fields: FIELDS, offset, limit, order: 'id desc' }),
    client.session(),
  ]);
  return { rows: found.records.map((r) => teamRow(r, client.origin, session.version)), total: found.length, offset };
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
