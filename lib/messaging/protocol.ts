import { z } from 'zod';

// Extension pages forbid eval (MV3 CSP), so zod's compiled object parsers cannot run there; say so
// up front rather than let zod probe with `Function('')`, which the browser reports as a CSP
// violation on every start. Every context that parses imports this module.
z.config({ jitless: true });

// The one protocol between the content script, the service worker and the side panel.
// Every message is parsed with these schemas where it arrives; anything else is dropped.

/** Ids beyond this are counted, not listed: the block stays small. */
export const MAX_SELECTED = 500;

/** A list view's state, read from the web client's own state at send time (untrusted page data). */
export const ListContext = z.object({
  model: z.string().max(128),
  /** Rows the user ticked, as record ids. */
  selectedIds: z.array(z.number().int().positive()).max(MAX_SELECTED),
  /** When more rows are ticked than selectedIds lists. */
  selectedCount: z.number().int().positive().optional(),
  /** "Select all" of the whole search, not only the rows shown. */
  domainSelected: z.literal(true).optional(),
  count: z.number().int().nonnegative().optional(),
  /** Odoo stopped counting (count is a lower bound). */
  countLimited: z.literal(true).optional(),
  /** The search domain as JSON. */
  domain: z.string().max(2000).optional(),
  order: z.string().max(200).optional(),
  facets: z.array(z.string().max(200)).max(20),
});
export type ListContext = z.infer<typeof ListContext>;

export const PageContext = z.object({
  origin: z.string().url(),
  url: z.string().max(4096),
  /** The page is Odoo's web client (body.o_web_client) or its login page. */
  isOdoo: z.boolean(),
  loggedIn: z.boolean(),
  model: z.string().max(128).optional(),
  /** The action from the URL (id, xmlid or 18+ path such as 'sales'), for the worker to resolve the model. */
  action: z.string().max(256).optional(),
  recordId: z.union([z.number().int().positive(), z.literal('new')]).optional(),
  viewType: z.string().max(32).optional(),
  /** Breadcrumb text: the record's display name on a form, the action's name on a list. */
  title: z.string().max(512).optional(),
  companyIds: z.array(z.number().int().positive()).max(64).optional(),
  dirty: z.boolean().optional(),
  list: ListContext.optional(),
});
export type PageContext = z.infer<typeof PageContext>;

export const TriggerKind = z.enum([
  'view_loaded',
  'record_opened',
  'record_created',
  'record_saved',
  'error_shown',
  'search_performed',
  'search_empty',
  'idle',
  'tab_returned',
  /** A workflow button of the form was pressed and Odoo did it (the record's status moved). */
  'action_done',
  /** A watched field of a form was changed by the user (before saving): lib/page/field-watch.ts. */
  'field_changed',
]);
export type TriggerKind = z.infer<typeof TriggerKind>;

export const Trigger = z.object({
  kind: TriggerKind,
  at: z.number(),
  /** Untrusted page text (error dialog text, search facets): data, never instructions. */
  detail: z.string().max(4000).optional(),
  /** action_done: the button's `name` in Odoo's view (a method or an action). */
  button: z.string().max(128).optional(),
  /** field_changed: the field's technical name; `detail` holds the value the form shows. */
  field: z.string().max(64).optional(),
});
export type Trigger = z.infer<typeof Trigger>;

/** Content script -> worker (runtime.sendMessage). */
export const ContentMessage = z.discriminatedUnion('type', [
  /**
   * `loaded`: the first context of a page load. Odoo reloads the page after the user changes their
   * preferences (language, time zone), so the worker reads the session again then.
   */
  z.object({
    type: z.literal('page/context'),
    context: PageContext,
    loaded: z.boolean().optional(),
    /** The triggers of the same page read: one message per read (each message costs the page's main thread). */
    triggers: z.array(Trigger).max(10).optional(),
  }),
  /** The in-page "Ask Weft" control: open the panel beside this tab, about this page. */
  z.object({
    type: z.literal('panel/open'),
    context: PageContext,
    /** Typed by the user after "Ask Weft:" in Odoo's command palette: their question about this page. */
    question: z.string().max(2000).optional(),
  }),
]);
export type ContentMessage = z.infer<typeof ContentMessage>;

const JsonValue: z.ZodType<unknown> = z.unknown();
const id = z.string().min(1).max(64);

/** A lib/i18n sentence to say in the panel's language ({key, params}), or text as it is. */
const SaidMsg = z.object({ key: z.string().max(200), params: z.record(z.string(), z.unknown()).optional() });
export const TextMsg = z.union([z.string(), SaidMsg, z.array(SaidMsg).max(20)]);

export const FieldChange = z.object({
  recordId: z.number().nullable(),
  displayName: z.string(),
  field: z.string(),
  label: TextMsg,
  before: JsonValue,
  after: JsonValue,
  note: TextMsg.optional(),
  type: z.string().optional(),
  currency: z.string().optional(),
  row: z.number().int().positive().optional(),
});
const Totals = z.object({ untaxed: z.number(), tax: z.number(), total: z.number() });
/** What Odoo's form computes before the write (lib/ops Consequences). */
export const ConsequencesMsg = z.object({
  currency: z.string().max(16).optional(),
  totals: Totals.optional(),
  totalsBefore: Totals.optional(),
  lines: z.array(z.object({
    name: z.string().max(500),
    quantity: z.number().optional(),
    price: z.number().optional(),
    discount: z.number().optional(),
    subtotal: z.number().optional(),
  })).max(200),
  facts: z.array(z.object({ label: z.string().max(200), value: JsonValue, type: z.string().max(32).optional() })).max(20),
  warnings: z.array(z.string().max(4000)).max(10),
  kind: z.string().max(64).optional(),
  title: TextMsg.optional(),
  /** Questions Odoo will ask that the user answers on the card (lib/ops CardQuestion). */
  questions: z.array(z.object({
    wizard: z.string().max(128),
    asks: SaidMsg,
    details: z.array(SaidMsg).max(50).optional(),
    options: z.array(z.object({ button: z.string().max(64), label: SaidMsg, undo: SaidMsg.optional() })).min(2).max(4),
  })).max(3).optional(),
  unavailable: z.string().max(2000).optional(),
});
/** What a confirm card shows (lib/ops WritePreview). */
export const WritePreviewMsg = z.object({
  spec: z.object({ kind: z.string(), model: z.string() }).loose(),
  changes: z.array(FieldChange),
  undoable: z.boolean(),
  notUndoableReason: TextMsg.optional(),
  undoNote: TextMsg.optional(),
  summary: TextMsg,
  askedBecause: TextMsg.optional(),
  notes: z.array(z.string()).max(200).optional(),
  consequences: ConsequencesMsg.optional(),
  /** The trail is on: a note will be logged on the record in Odoo. */
  trail: z.boolean().optional(),
});

/** Team activity's filter (lib/ops/team-activity.ts TeamFilter). */
export const TeamFilterMsg = z.object({
  authorId: z.number().int().positive().optional(),
  model: z.string().regex(/^[a-z][a-z0-9_.]*$/).max(128).optional(),
  since: z.string().regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/).optional(),
});
const count = z.number().int().nonnegative().max(100_000_000);
/** Where a team page after the first starts (lib/ops/team-activity.ts TeamCursor). */
const TeamCursorMsg = z.object({ offset: count, seen: count, total: count.optional() });
const TeamRowMsg = z.object({
  id: z.number(), at: z.string(), author: z.string(), authorId: z.number().optional(), model: z.string(), resId: z.number(),
  record: z.string(), headline: z.string(), lines: z.array(z.string()).max(200), undo: z.boolean(), url: z.string(),
});

/** A value a confirm card lets the user change before Approve (lib/ops/card-edits.ts EditableField). */
export const EditableFieldMsg = z.object({
  field: z.string().max(128),
  kind: z.enum(['text', 'longtext', 'integer', 'number', 'date', 'datetime', 'record', 'choice', 'boolean']),
  label: z.string().max(256),
  value: JsonValue,
  relation: z.string().max(128).optional(),
  options: z.array(z.tuple([z.string(), z.string()])).max(500).optional(),
  line: z.object({ lines: z.string().max(128), index: z.number().int().nonnegative(), field: z.string().max(128), name: z.string().max(256).optional() }).optional(),
  now: JsonValue.optional(),
});
/** The user's values on a card, by field, against the write the model proposed. */
export const CardEditsMsg = z.record(z.string().max(256), JsonValue).refine((edits) => Object.keys(edits).length <= 120);
/** What a card offers to edit, the values the user changed so far, and how Odoo answered the last change. */
export const CardEditMsg = z.object({
  fields: z.array(EditableFieldMsg).max(120),
  edited: CardEditsMsg,
  /** Counts Odoo's answers to the user's changes, so the card knows the last one came back. */
  revision: z.number().int().nonnegative(),
  /** The last change was refused (nothing of it applied): why, in words. */
  error: TextMsg.optional(),
  /** Records found by name for a record field, as a question's buttons show them. */
  found: z.object({ field: z.string(), options: z.array(z.object({ id: z.number().int().optional(), label: z.string(), detail: z.string().optional() })).max(20) }).optional(),
});

export const ConflictResolutionMsg = z.record(z.string(), z.record(z.string(), z.enum(['theirs', 'before', 'archive'])));

/** Side panel -> worker, over the 'weft-panel' port. */
export const PanelCommand = z.discriminatedUnion('type', [
  /** Starts a turn; a missing conversationId starts a new conversation. */
  z.object({
    type: z.literal('chat/send'),
    conversationId: id.optional(),
    text: z.string().min(1).max(20_000),
    /** Files the panel stored in the files table (lib/files), sent with this message. */
    files: z.array(id).max(10).optional(),
    /** Retry or edit-and-resend: that turn and everything after it is replaced by this message. */
    replacesTurnId: id.optional(),
  }),
  z.object({ type: z.literal('chat/stop'), turnId: id }),
  /** The user is writing a message (the box got focus or text): the worker asks Odoo who is signed in now, so Send does not wait on it. */
  z.object({ type: z.literal('chat/writing'), conversationId: id.optional() }),
  /** The user's click on a confirm card: bound to the pending action and the hash of its arguments. */
  z.object({
    type: z.literal('confirm/answer'), pendingId: id, argsHash: z.string().max(128), approve: z.boolean(),
    /** A change set's rows the user left out (record ids): what runs is the set without them. */
    exclude: z.array(z.number().int().positive()).max(100).optional(),
    /** The user's answers to the questions the card asked (dialog -> the button chosen): what Odoo's dialog runs. */
    choices: z.record(z.string().max(128), z.string().max(64)).refine((c) => Object.keys(c).length <= 3).optional(),
  }),
  /** The user's values on a waiting card (edit before Approve): Odoo checks them; the card then shows the edited write. */
  z.object({ type: z.literal('confirm/revise'), pendingId: id, argsHash: z.string().max(128), edits: CardEditsMsg }),
  /** Records named like `name` for a record field of a waiting card. */
  z.object({ type: z.literal('confirm/find'), pendingId: id, field: z.string().max(128), name: z.string().max(200) }),
  /** The user's click on a question's button (find_by_name with a question): the question and the option's index. */
  z.object({ type: z.literal('choice/answer'), choiceId: id, option: z.number().int().nonnegative().max(63) }),
  z.object({ type: z.literal('undo/operation'), operationId: id, resolution: ConflictResolutionMsg.optional() }),
  z.object({ type: z.literal('undo/turn'), turnId: id }),
  /** One Undo for a change to many records: every row of the set (lib/ops/run-set.ts). */
  z.object({ type: z.literal('undo/set'), turnId: id, setId: id }),
  /** Redo in Changes: an undone change done again (lib/agent/redo.ts); the click is the approval. */
  z.object({ type: z.literal('redo/operation'), operationId: id }),
  z.object({ type: z.literal('suggestion/act'), suggestionId: id }),
  /** An answer's records opened as a list in the Odoo tab beside the panel (ids from its tool results). */
  z.object({ type: z.literal('answer/open-list'), model: z.string().min(1).max(128), ids: z.array(z.number().int().positive()).min(1).max(1000), name: z.string().max(200) }),
  /** An assistant message logged as a note on the record the tab shows: a confirm card first, journaled. */
  z.object({ type: z.literal('answer/log-note'), messageId: id }),
  z.object({ type: z.literal('suggestion/dismiss'), suggestionId: id, forever: z.boolean().default(false) }),
  z.object({ type: z.literal('ping'), nonce: z.string().max(64) }),
  /** The tab the panel is beside; omitted, the worker uses the active tab of the focused window. */
  z.object({ type: z.literal('panel/hello'), tabId: z.number().int().nonnegative().optional() }),
  z.object({ type: z.literal('context/get') }),
  z.object({ type: z.literal('origin/granted'), origin: z.string().url() }),
  z.object({ type: z.literal('origin/revoke'), origin: z.string().url() }),
  /** Test the saved API key and base URL; the answer lists the models the key may use. */
  z.object({ type: z.literal('api/check') }),
  /** Settings' delete buttons, after the user confirmed: the signed-in identity's data, or everything. */
  z.object({ type: z.literal('data/erase'), scope: z.enum(['identity', 'everything']) }),
  /** Privacy mode: the user's answer to a tool result waiting to be sent to the model. */
  z.object({ type: z.literal('send/answer'), pendingId: id, send: z.boolean() }),
  /** Team activity: a page of the AI changes the trail logged in this Odoo, read with the user's session. */
  z.object({ type: z.literal('team/list'), filter: TeamFilterMsg, from: TeamCursorMsg.optional() }),
]);
export type PanelCommand = z.infer<typeof PanelCommand>;

export const OdooUser = z.object({
  name: z.string(),
  company: z.string().optional(),
  db: z.string().optional(),
  version: z.string(),
  /** res.users.lang from the session's user context (fr_FR): the panel speaks it when it can. */
  lang: z.string().max(20).optional(),
});

export const PanelStatus = z.object({
  /** The active tab's origin, when it is an http(s) page the worker can see. */
  activeOrigin: z.string().nullable(),
  granted: z.boolean(),
  /** Not granted, but its address looks like Odoo (/web, /odoo, the login page): offer access. */
  looksLikeOdoo: z.boolean().default(false),
  /** Weft is allowed on at least one Odoo: past the first run. */
  anyGranted: z.boolean().default(false),
  context: PageContext.nullable(),
  /** Who the user is in that Odoo, read with their session by the worker. */
  user: OdooUser.nullable(),
  /**
   * The signed-in identity's key (origin|db|uid, lib/db/identity.ts): the panel shows only rows
   * of this identity. Null when no one is signed in to the tab's Odoo.
   */
  identity: z.string().nullable(),
  /** One clear sentence when the worker cannot use the session (expired, server down). */
  odooProblem: z.string().nullable(),
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
    toolUseId: z.string().optional(), skill: z.string().optional(), summary: z.string(),
    content: z.string(), length: z.number().int().nonnegative(),
  }),
  z.object({ type: z.literal('send/settled'), pendingId: id }),
  /** A page of team activity, or why it could not be read (in the user's words). */
  z.object({ type: z.literal('team/page'), rows: z.array(TeamRowMsg).max(100), total: count.optional(), offset: count, seen: count, next: count.optional(), filter: TeamFilterMsg }),
  /** The first page's count, when its rows came first. */
  z.object({ type: z.literal('team/count'), total: count, filter: TeamFilterMsg }),
  z.object({ type: z.literal('team/failed'), message: z.string() }),
  z.object({ type: z.literal('data/erased'), scope: z.enum(['identity', 'everything']), erased: z.record(z.string(), z.number()) }),
  /**
   * Text for the user to finish and send (e.g. from a suggestion); never sent by itself, unless `ask`:
   * the user's own question, typed and entered in Odoo's command palette (sent as theirs, in a new
   * conversation about the page, once the panel can send; else left in the box).
   */
  z.object({ type: z.literal('composer/prefill'), text: z.string().max(20_000), ask: z.boolean().optional() }),
  z.object({ type: z.literal('turn/started'), conversationId: id, turnId: id }),
  /** Streaming text of the assistant message being written (the database has it when the turn ends). */
  z.object({ type: z.literal('turn/delta'), turnId: id, messageId: id, text: z.string() }),
  z.object({
    type: z.literal('turn/tool'),
    turnId: id,
    toolUseId: z.string(),
    name: z.string(),
    status: z.enum(['running', 'done', 'error', 'denied']),
    summary: z.string().optional(),
  }),
  /** A card that waits; sent again under the same pendingId when the user's edit changed the write (new hash and preview). */
  z.object({ type: z.literal('confirm/request'), turnId: id, pendingId: id, argsHash: z.string(), preview: WritePreviewMsg, edit: CardEditMsg.optional() }),
  z.object({ type: z.literal('confirm/settled'), pendingId: id }),
  z.object({
    type: z.literal('turn/ended'),
    turnId: id,
    status: z.enum(['done', 'stopped', 'interrupted', 'error', 'budget']),
    /** One clear sentence for the user, and what they can do about it. */
    message: z.string().optional(),
    remedy: z.enum(['open-settings', 'retry', 'log-in', 'none']).optional(),
  }),
  z.object({
    type: z.literal('api/checked'),
    ok: z.boolean(),
    message: z.string(),
    models: z.array(z.object({ id: z.string(), name: z.string() })).max(500),
  }),
  z.object({
    type: z.literal('undo/result'),
    operationId: id,
    status: z.enum(['undone', 'conflict', 'not_undoable', 'failed']),
    message: TextMsg,
    /** Per record id, the fields someone else changed since: theirs / before the AI / the AI's. */
    conflicts: z
      .record(z.string(), z.array(z.object({ field: z.string(), label: TextMsg, theirs: JsonValue, before: JsonValue, ai: JsonValue, by: z.string().optional(), at: z.string().optional(), keep: TextMsg.optional(), restore: TextMsg.optional(), archive: TextMsg.optional(), info: z.boolean().optional() })))
      .optional(),
  }),
]);
export type WorkerEvent = z.infer<typeof WorkerEvent>;

export { PANEL_PORT } from './panel-port';
