// The trail in Odoo: after an approved AI write or its undo, one internal note on each record that
// has a chatter, in the Odoo user's words, so colleagues opening the record see what the assistant
// changed. Odoo's note subtype notifies no one (no mail.mail is queued: checked on real 16-19), and
// the note is a comment of the user, not a journaled write: it is not undone and uses no budget.
import type { Json } from '@/lib/db';
import { i18nFor, said, say, sayArg, type I18n, type Said } from '@/lib/i18n';
import { formatValue } from '@/lib/i18n/values';
import { postedMessageId, traitsOf, type FieldsMap, type OdooClient } from '@/lib/odoo';
import { parseX2many } from '@/lib/odoo/x2many';
import { lineFieldLabel } from './lines';
import { actionArg } from './summary';
import type { JournalEntry, TrailOutcome, WriteOutcome } from './types';
import type { OpsContext } from './journaled';
import { failureSaid } from './errors';

export type { TrailOutcome } from './types';

/**
 * What finds Weft's notes again: a class on the note's first paragraph. Odoo's html sanitizer
 * keeps `class` on mail.message bodies (seen on real 16, 17, 18 and 19), and it is the same in
 * every language, so `body ilike` finds the notes whatever language each was written in.
 */
export const TRAIL_MARK = 'o_weft_trail';
/** Marks the note of an undo (beside TRAIL_MARK). */
export const TRAIL_UNDO_MARK = 'o_weft_undo';


// Odoo keeps these itself; they are never "what the assistant changed".
const BOOKKEEPING = new Set(['id', 'display_name', 'write_date', 'write_uid', 'create_date', 'create_uid', '__last_update', 'message_id']);
const LINE_TYPES = new Set(['one2many', 'many2many']);
const same = (a: Json | undefined, b: Json | undefined) => JSON.stringify(a ?? false) === JSON.stringify(b ?? false);

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A value in words: a selection's label rather than its code, dates and links as people read them. */
function shown(value: Json | undefined, field: FieldsMap[string] | undefined, i18n: I18n): string {
  if (field?.type === 'selection' && typeof value === 'string') {
    const option = field.selection?.find(([code]) => code === value);
    if (option) return option[1];
  }
  if (typeof value === 'number' && field?.type === 'monetary') return i18n.fmt.amount(value, undefined);
  if (typeof value === 'string' && value && field?.type === 'date') return i18n.fmt.date(value);
  if (typeof value === 'string' && value && field?.type === 'datetime') return i18n.fmt.dateTime(value);
  return formatValue(value, i18n);
}

/** What a write did to a line field, counted from its commands: "2 lines added, 1 removed". */
function linesSaid(value: Json | undefined): Said | undefined {
  const commands = parseX2many(value);
  if (!commands) return undefined;
  const count = (ops: string[]) => commands.filter((c) => ops.includes(c.op)).length;
  return said('trail.lines', { added: count(['create', 'link']), changed: count(['update']), removed: count(['delete', 'unlink', 'clear']) });
}

/** The first line: what was done and who asked, e.g. "Changed with Weft, asked by Marc Demo". */
function headline(entry: JournalEntry, by: string): Said {
  if (entry.undoOf) return said('trail.undone', { by });
  switch (entry.kind) {
    case 'create':
      return said('trail.created', { by });
    case 'archive':
      return said('trail.archived', { by });
    case 'unarchive':
      return said('trail.unarchived', { by });
    case 'action':
      return said('trail.action', { by, button: entry.method ? actionArg(entry.model, entry.method) : '' });
    default:
      return said('trail.changed', { by });
  }
}

/** The rows "Label: before → after" (and lines) of one record of a done entry, in words. */
export function trailRows(entry: JournalEntry, recordId: number, fields: FieldsMap, i18n: I18n): string[] {
  const before = entry.before[recordId] ?? {};
  const after = entry.after[recordId] ?? {};
  const label = (name: string) => entry.labels?.[name] ?? fields[name]?.string ?? name;
  const spec = entry.spec && 'values' in entry.spec ? entry.spec.values : undefined;
  const rows: string[] = [];
  for (const name of Object.keys(after)) {
    if (BOOKKEEPING.has(name) || entry.lines?.[name]) continue;
    if (entry.kind !== 'create' && name in before && same(before[name], after[name])) continue;
    if (LINE_TYPES.has(fields[name]?.type ?? entry.types?.[name] ?? '')) {
      const lines = linesSaid(spec?.[name]);
      rows.push(`${label(name)}: ${lines ? say(i18n, lines) : i18n.t('trail.linesChanged')}`);
      continue;
    }
    const now = shown(after[name], fields[name], i18n);
    rows.push(entry.kind === 'create' || !(name in before) ? `${label(name)}: ${now}` : `${label(name)}: ${shown(before[name], fields[name], i18n)} → ${now}`);
  }
  for (const [name, journal] of Object.entries(entry.lines ?? {})) {
    for (const [lineId, values] of Object.entries(journal.after)) {
      for (const [field, value] of Object.entries(values)) {
        const was = journal.before[Number(lineId)]?.[field];
        if (same(was, value)) continue;
        const line = journal.names[Number(lineId)] ?? `#${lineId}`;
        const type = journal.types?.[field] ? { type: journal.types[field], string: '' } : undefined;
        rows.push(`${label(name)} "${line}" · ${sayArg(i18n, lineFieldLabel(journal, field))}: ${shown(was, type, i18n)} → ${shown(value, type, i18n)}`);
      }
    }
  }
  return rows;
}

/** The note's HTML for one record: the marked headline, the rows, and what undo can do. Pure. */
export function trailNote(entry: JournalEntry, recordId: number, fields: FieldsMap, i18n: I18n, by: string): string {
  const rows = trailRows(entry, recordId, fields, i18n);
  const mark = entry.undoOf ? `${TRAIL_MARK} ${TRAIL_UNDO_MARK}` : TRAIL_MARK;
  const tail = entry.undoOf
    ? i18n.t('trail.undoneTail')
    : entry.undoable
      ? i18n.t('trail.canUndo')
      : i18n.t('trail.cannotUndo', { reason: say(i18n, entry.notUndoableReason ?? said('undo.cannot')) });
  return [
    `<p class="${mark}"><b>${escapeHtml(say(i18n, headline(entry, by)))}</b></p>`,
    rows.length ? `<ul>${rows.map((r) => `<li>${escapeHtml(r)}</li>`).join('')}</ul>` : '',
    `<p>${escapeHtml(tail)}</p>`,
  ].join('');
}

/**
 * Logs the note of a done entry (a write, or an undo) on each of its records, with the user's
 * session: one message_post per record, as an internal note. Never throws: a note that fails
 * leaves the write as it is and says so. Records of a model without a chatter (no message_ids in
 * fields_get, which is what inheriting mail.thread gives) are skipped, and so are records no longer
 * there (a delete, the undo of a create) and chatter posts, which are in the chatter already.
 */
export async function logTrail(client: OdooClient, entry: JournalEntry): Promise<TrailOutcome> {
  if (entry.kind === 'message') return { status: 'skipped', reason: said('trail.skipMessage') };
  if (entry.kind === 'unlink') return { status: 'skipped', reason: said('trail.skipGone') };
  const ids = entry.recordIds;
  if (!ids.length) return { status: 'skipped', reason: said('trail.skipGone') };
  try {
    const fields = await client.fieldsGet(entry.model);
    if (!fields.message_ids) return { status: 'skipped', reason: said('trail.skipNoChatter') };
    const session = await client.session();
    const i18n = i18nFor(session.userContext.lang, [], session.userContext.tz);
    const html = traitsOf(session.version).htmlBody === 'body_is_html' ? { body_is_html: true } : {};
    const messageIds: number[] = [];
    for (const id of ids) {
      const posted = await client.callKw<unknown>(entry.model, 'message_post', [[id]], {
        body: trailNote(entry, id, fields, i18n, session.name),
        message_type: 'comment',
        subtype_xmlid: 'mail.mt_note',
        ...html,
        // A note of the user's must not make them a follower of every record Weft changes (16 subscribes the author otherwise).
        context: { mail_create_nosubscribe: true, mail_post_autofollow_author_skip: true },
      });
      const messageId = postedMessageId(posted);
      if (messageId !== undefined) messageIds.push(messageId);
    }
    return { status: 'logged', messageIds };
  } catch (error) {
    return { status: 'failed', error: failureSaid(error) };
  }
}

/** The trail's outcome in words (English for the model, the user's for the conversation); nothing when the trail is off. */
export function trailForModel(trail: TrailOutcome | undefined, i18n: I18n): string | undefined {
  if (!trail) return undefined;
  if (trail.status === 'logged') return i18n.t('trail.logged');
  if (trail.status === 'skipped') return i18n.t('trail.skipped', { reason: say(i18n, trail.reason) });
  return i18n.t('trail.failed', { error: say(i18n, trail.error) });
}

/**
 * The trail of a write (each done row of a change set) or an undo that is done: a note on each
 * record, stored on its entry. One that fails leaves the write as it is: the outcome says so.
 */
export async function logTrails({ client, store }: Pick<OpsContext, 'client' | 'store'>, { operation, set }: Pick<WriteOutcome, 'operation' | 'set'>): Promise<TrailOutcome | undefined> {
  const ran = set ? await Promise.all(set.rows.filter((r) => r.status === 'done' && r.operationId).map((r) => store.get(r.operationId!))) : [operation as JournalEntry];
  const entries = ran.filter((e): e is JournalEntry => e?.status === 'done');
  if (!entries.length) return undefined;
  const outcomes: TrailOutcome[] = [];
  for (const entry of entries) {
    const trail = await logTrail(client.withCompanies(entry.companyIds), entry);
    await store.update(entry.id, ['done', 'undone'], { trail });
    outcomes.push(trail);
  }
  return outcomes.find((o) => o.status === 'failed') ?? (outcomes.every((o) => o.status === 'logged') ? { status: 'logged', messageIds: outcomes.flatMap((o) => (o.status === 'logged' ? o.messageIds : [])) } : outcomes[0]);
}
