import { z } from './zod';
import { CardEditMsg, WritePreviewMsg } from './card-messages';
import { PageContext } from './page-messages';
import { count, TeamFilterMsg, TeamRowMsg } from './team-messages';
import { id, JsonValue, TextMsg } from './values';

export const OdooUser = z.object({
  name: z.string(),
  company: z.optional(z.string()),
  db: z.optional(z.string()),
  version: z.string(),
  /** res.users.lang from the session's user context (fr_FR): the panel speaks it when it can. */
  lang: z.optional(z.string().check(z.maxLength(20))),
});

export const PanelStatus = z.object({
  /** The active tab's origin, when it is an http(s) page the worker can see. */
  activeOrigin: z.nullable(z.string()),
  granted: z.boolean(),
  /** Not granted, but its address looks like Odoo (/web, /odoo, the login page): offer access. */
  looksLikeOdoo: z._default(z.boolean(), false),
  /** Weft is allowed on at least one Odoo: past the first run. */
  anyGranted: z._default(z.boolean(), false),
  context: z.nullable(PageContext),
  /** Who the user is in that Odoo, read with their session by the worker. */
  user: z.nullable(OdooUser),
  /**
   * The signed-in identity's key (origin|db|uid, lib/db/identity.ts): the panel shows only rows
   * of this identity. Null when no one is signed in to the tab's Odoo.
   */
  identity: z.nullable(z.string()),
  /** One clear sentence when the worker cannot use the session (expired, server down). */
  odooProblem: z.nullable(z.string()),
});
export type PanelStatus = z.infer<typeof PanelStatus>;

/** Worker -> side panel, over the same port. */
export const WorkerEvent = z.discriminatedUnion('type', [
  z.object({ type: z.literal('pong'), nonce: z.string(), version: z.string() }),
  z.object({ type: z.literal('status'), status: PanelStatus }),
  z.object({ type: z.literal('error'), message: z.string() }),
  /** What data/erase deleted: rows per table. */
  /**
   * Privacy mode: Odoo data, as it will be sent to the model, waiting for the user's click: a tool's
   * result or its error (which quotes Odoo), or the page the user is on (sent with their message).
   */
  z.object({
    type: z.literal('send/request'), turnId: id, pendingId: id, about: z.enum(['result', 'error', 'page']),
    toolUseId: z.optional(z.string()), skill: z.optional(z.string()), summary: z.string(),
    content: z.string(), length: z.int().check(z.nonnegative()),
  }),
  z.object({ type: z.literal('send/settled'), pendingId: id }),
  /** A page of team activity, or why it could not be read (in the user's words). */
  z.object({ type: z.literal('team/page'), rows: z.array(TeamRowMsg).check(z.maxLength(100)), total: z.optional(count), offset: count, seen: count, next: z.optional(count), filter: TeamFilterMsg }),
  /** The first page's count, when its rows came first. */
  z.object({ type: z.literal('team/count'), total: count, filter: TeamFilterMsg }),
  z.object({ type: z.literal('team/failed'), message: z.string() }),
  z.object({ type: z.literal('data/erased'), scope: z.enum(['identity', 'everything']), erased: z.record(z.string(), z.number()) }),
  /**
   * Text for the user to finish and send (e.g. from a suggestion); never sent by itself, unless `ask`:
   * the user's own question, typed and entered in Odoo's command palette (sent as theirs, in a new
   * conversation about the page, once the panel can send; else left in the box).
   */
  z.object({ type: z.literal('composer/prefill'), text: z.string().check(z.maxLength(20_000)), ask: z.optional(z.boolean()) }),
  z.object({ type: z.literal('turn/started'), conversationId: id, turnId: id }),
  /** Streaming text of the assistant message being written (the database has it when the turn ends). */
  z.object({ type: z.literal('turn/delta'), turnId: id, messageId: id, text: z.string() }),
  z.object({
    type: z.literal('turn/tool'),
    turnId: id,
    toolUseId: z.string(),
    name: z.string(),
    status: z.enum(['running', 'done', 'error', 'denied']),
    summary: z.optional(z.string()),
  }),
  /** A card that waits; sent again under the same pendingId when the user's edit changed the write (new hash and preview). */
  z.object({ type: z.literal('confirm/request'), turnId: id, pendingId: id, argsHash: z.string(), preview: WritePreviewMsg, edit: z.optional(CardEditMsg) }),
  z.object({ type: z.literal('confirm/settled'), pendingId: id }),
  z.object({
    type: z.literal('turn/ended'),
    turnId: id,
    status: z.enum(['done', 'stopped', 'interrupted', 'error', 'budget']),
    /** One clear sentence for the user, and what they can do about it. */
    message: z.optional(z.string()),
    remedy: z.optional(z.enum(['open-settings', 'retry', 'log-in', 'none'])),
  }),
  z.object({
    type: z.literal('api/checked'),
    ok: z.boolean(),
    message: z.string(),
    models: z.array(z.object({ id: z.string(), name: z.string() })).check(z.maxLength(500)),
  }),
  z.object({
    type: z.literal('undo/result'),
    operationId: id,
    status: z.enum(['undone', 'conflict', 'not_undoable', 'failed']),
    message: TextMsg,
    /** Per record id, the fields someone else changed since: theirs / before the AI / the AI's. */
    conflicts: z.optional(z
      .record(z.string(), z.array(z.object({ field: z.string(), label: TextMsg, theirs: JsonValue, before: JsonValue, ai: JsonValue, by: z.optional(z.string()), at: z.optional(z.string()), keep: z.optional(TextMsg), restore: z.optional(TextMsg), archive: z.optional(TextMsg), info: z.optional(z.boolean()) })))),
  }),
]);
export type WorkerEvent = z.infer<typeof WorkerEvent>;
