import { z } from './zod';
import { CardEditsMsg, ConflictResolutionMsg } from './card-messages';
import { TeamCursorMsg, TeamFilterMsg } from './team-messages';
import { id } from './values';

/** Side panel -> worker, over the 'weft-panel' port. */
export const PanelCommand = z.discriminatedUnion('type', [
  /** Starts a turn; a missing conversationId starts a new conversation. */
  z.object({
    type: z.literal('chat/send'),
    conversationId: z.optional(id),
    text: z.string().check(z.minLength(1), z.maxLength(20_000)),
    /** Files the panel stored in the files table (lib/files), sent with this message. */
    files: z.optional(z.array(id).check(z.maxLength(10))),
    /** Retry or edit-and-resend: that turn and everything after it is replaced by this message. */
    replacesTurnId: z.optional(id),
  }),
  z.object({ type: z.literal('chat/stop'), turnId: id }),
  /** The user is writing a message (the box got focus or text): the worker asks Odoo who is signed in now, so Send does not wait on it. */
  z.object({ type: z.literal('chat/writing'), conversationId: z.optional(id) }),
  /** The user's click on a confirm card: bound to the pending action and the hash of its arguments. */
  z.object({
    type: z.literal('confirm/answer'), pendingId: id, argsHash: z.string().check(z.maxLength(128)), approve: z.boolean(),
    /** A change set's rows the user left out (record ids): what runs is the set without them. */
    exclude: z.optional(z.array(z.int().check(z.positive())).check(z.maxLength(100))),
    /** The user's answers to the questions the card asked (dialog -> the button chosen): what Odoo's dialog runs. */
    // A question per record of a set at most (one transfer of several: lib/ops SET_CAP, 100).
    choices: z.optional(z.record(z.string().check(z.maxLength(128)), z.string().check(z.maxLength(64))).check(z.refine((c) => Object.keys(c).length <= 100))),
  }),
  /** The user's values on a waiting card (edit before Approve): Odoo checks them; the card then shows the edited write. */
  z.object({ type: z.literal('confirm/revise'), pendingId: id, argsHash: z.string().check(z.maxLength(128)), edits: CardEditsMsg }),
  /** Records named like `name` for a record field of a waiting card. */
  z.object({ type: z.literal('confirm/find'), pendingId: id, field: z.string().check(z.maxLength(128)), name: z.string().check(z.maxLength(200)) }),
  /** The user's click on a question's button (find_by_name with a question): the question and the option's index. */
  z.object({ type: z.literal('choice/answer'), choiceId: id, option: z.int().check(z.nonnegative(), z.lte(63)) }),
  z.object({ type: z.literal('undo/operation'), operationId: id, resolution: z.optional(ConflictResolutionMsg) }),
  z.object({ type: z.literal('undo/turn'), turnId: id }),
  /** One Undo for a change to many records: every row of the set (lib/ops/run-set.ts). */
  z.object({ type: z.literal('undo/set'), turnId: id, setId: id }),
  /** Redo in Changes: an undone change done again (lib/agent/redo.ts); the click is the approval. */
  z.object({ type: z.literal('redo/operation'), operationId: id }),
  z.object({ type: z.literal('suggestion/act'), suggestionId: id }),
  /** An answer's records opened as a list in the Odoo tab beside the panel (ids from its tool results). */
  z.object({ type: z.literal('answer/open-list'), model: z.string().check(z.minLength(1), z.maxLength(128)), ids: z.array(z.int().check(z.positive())).check(z.minLength(1), z.maxLength(1000)), name: z.string().check(z.maxLength(200)) }),
  /** An assistant message logged as a note on the record the tab shows: a confirm card first, journaled. */
  z.object({ type: z.literal('answer/log-note'), messageId: id }),
  z.object({ type: z.literal('suggestion/dismiss'), suggestionId: id, forever: z._default(z.boolean(), false) }),
  z.object({ type: z.literal('ping'), nonce: z.string().check(z.maxLength(64)) }),
  /** The tab the panel is beside; omitted, the worker uses the active tab of the focused window. */
  z.object({ type: z.literal('panel/hello'), tabId: z.optional(z.int().check(z.nonnegative())) }),
  z.object({ type: z.literal('context/get') }),
  z.object({ type: z.literal('origin/granted'), origin: z.url() }),
  z.object({ type: z.literal('origin/revoke'), origin: z.url() }),
  /** Test the saved API key and base URL; the answer lists the models the key may use. */
  z.object({ type: z.literal('api/check') }),
  /** Settings' delete buttons, after the user confirmed: the signed-in identity's data, or everything. */
  z.object({ type: z.literal('data/erase'), scope: z.enum(['identity', 'everything']) }),
  /** Privacy mode: the user's answer to a tool result waiting to be sent to the model. */
  z.object({ type: z.literal('send/answer'), pendingId: id, send: z.boolean() }),
  /** Team activity: a page of the AI changes the trail logged in this Odoo, read with the user's session. */
  z.object({ type: z.literal('team/list'), filter: TeamFilterMsg, from: z.optional(TeamCursorMsg) }),
]);
export type PanelCommand = z.infer<typeof PanelCommand>;
