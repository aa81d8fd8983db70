import type { WeftDb } from '@/lib/db/db';
import type { Conversation, Json, PendingConfirm } from '@/lib/db/schema';
import type { WorkerEvent } from '@/lib/messaging/protocol';
import { isOdooError } from '@/lib/odoo/errors';
import type { Plan } from '@/lib/ops/plan';
import type { WritePreview, WriteSpec } from '@/lib/ops/types';
import type { ConfirmGate } from './confirm-gate';
import type { JournalLike } from './gate';
import type { KeptConfirmGate } from './kept-confirms';
import type { TurnEnded } from './turn-deps';
import { addMessage } from './store';
import { english, said, say, type I18n, type Text } from '@/lib/i18n';
import { approveAndRun, type Approved } from './approve';
import type { ApprovalEdit } from './card-editor';
import { trailForModel } from '@/lib/ops/trail';
import { failureSaid } from '@/lib/ops/errors';

// What the model reads (tool results) is English.
const inWords = (text: Text | undefined) => say(english, text);

export interface Proposal {
  conversation: Conversation;
  turnId: string;
  /** What the user is asked, e.g. "Replenish Office Chair Black (below its minimum)". */
  title: string;
  /** The skill-like name the journal records, e.g. 'suggestion:low-stock-product'. */
  skill: string;
  /** The write as planned when it was proposed (and judged by the settings of then). */
  plan: Plan;
  journal: JournalLike;
  signal: AbortSignal;
  /** After Approve: why the settings and policy of now refuse the write, if they do. */
  recheck(plan: Plan): Promise<Text | undefined>;
  /** Edit before Approve, as on a model's card (lib/skills/card-editing.ts, with the turn's signal). */
  edit?: Omit<ApprovalEdit, 'plan'>;
}

/** What the conversation says of an approval's outcome, in the user's language. */
function outcomeLine(i18n: I18n, approved: Approved): string {
  if (approved.status === 'declined') return i18n.t('approve.declined');
  if (approved.status === 'refused') return i18n.t('approve.notDone', { why: say(i18n, approved.why) });
  const preview = approved.preview;
  if (!preview) return i18n.t('approve.done', { summary: '' });
  const undo = preview.undoable ? i18n.t('approve.canUndo') : say(i18n, preview.notUndoableReason);
  const trail = trailForModel(approved.outcome.trail, i18n) ?? '';
  return `${i18n.t('approve.done', { summary: say(i18n, preview.summary).replace(/\.$/, '') })} ${undo} ${trail}`.trim();
}

/**
 * What the panel says of an outcome that is not done (declined, refused), kept as a sentence on the
 * answer's row so it follows the reader's language; a done outcome's line is kept as its text.
 */
function outcomeSaid(approved: Approved): Text | undefined {
  if (approved.status === 'declined') return said('approve.declined');
  if (approved.status === 'refused') return said('approve.notDone', { why: approved.why });
  return undefined;
}

/** Why it was not done: the user's words for the conversation, English for the model. */
const failure = (error: unknown, i18n: I18n) => say(i18n, failureSaid(error));

/**
 * A write proposed by a suggestion or "Log as note", once the service let it through: the same
 * pipeline, confirm card, journal and undo as a model's write, with no model call. The card shows
 * even where the mode would run the write, since the user clicked a suggestion's title, not this
 * exact change; after Approve it is judged again by `recheck` (the settings and policy of now).
 */
export async function runProposal(
  deps: { db: WeftDb; confirms: ConfirmGate; emit: (event: WorkerEvent) => void; i18n: I18n },
  { conversation, turnId, title, skill, plan, journal, signal, recheck, edit }: Proposal,
): Promise<TurnEnded> {
  const tell = async (text: string, says?: Text) => {
    const message = await addMessage(deps.db, { conversationId: conversation.id, turnId, role: 'assistant', content: [{ type: 'text', text }], status: 'done', ...(says ? { said: says } : {}) });
    deps.emit({ type: 'turn/delta', turnId, messageId: message.id, text });
  };
  await addMessage(deps.db, { conversationId: conversation.id, turnId, role: 'user', content: [{ type: 'text', text: title }], status: 'done' });
  deps.emit({ type: 'turn/started', conversationId: conversation.id, turnId });
  try {
    const approved = await approveAndRun({
      plan,
      signal,
      decide: async () => ({ to: 'ask' }),
      preview: (write) => journal.preview(write),
      ask: ({ spec }, preview, editor) => deps.confirms.ask(turnId, skill, spec, preview, signal, editor),
      ...(edit ? { edit: { ...edit, plan: (spec: WriteSpec) => journal.plan(spec) } } : {}),
      narrow: (plan, exclude) => journal.without(plan, exclude),
      ...(journal.choose ? { choose: journal.choose } : {}),
      recheck,
      run: (write, asked) => journal.run(write, { conversationId: conversation.id, turnId, skill }, { asked }),
    });
    await tell(outcomeLine(deps.i18n, approved), outcomeSaid(approved));
    return { type: 'turn/ended', turnId, status: 'done' };
  } catch (error) {
    if (signal.aborted) return { type: 'turn/ended', turnId, status: 'stopped' };
    const message = failure(error, deps.i18n);
    await tell(deps.i18n.t('approve.notDone', { why: message }), said('approve.notDone', { why: failureSaid(error) }));
    return { type: 'turn/ended', turnId, status: 'error', message, remedy: isOdooError(error, 'session_expired') ? 'log-in' : 'none' };
  }
}

/**
 * A kept confirm card offered again by a worker that was restarted while it waited: the same
 * pipeline, judged by `refusal` (the settings and policy of now) before the card is shown and again
 * after Approve. The model's turn is gone with the old worker, so the outcome is said here, and
 * given to the waiting tool call (in English, as tool results are) for the model's next turn.
 */
export async function resumeConfirm(
  deps: { db: WeftDb; confirms: KeptConfirmGate; emit: (event: WorkerEvent) => void; i18n: I18n },
  { row, journal, signal, refusal, edit }: { row: PendingConfirm; journal: JournalLike; signal: AbortSignal; refusal(plan: Plan): Promise<Text | undefined>; edit?: Omit<ApprovalEdit, 'plan'> },
): Promise<TurnEnded> {
  const { conversationId, turnId, skill } = row;
  const finish = async (forModel: string, forUser: string, isError: boolean, says?: Text) => {
    if (row.toolUseId) {
      const result = { type: 'tool_result', tool_use_id: row.toolUseId, content: forModel, is_error: isError };
      await addMessage(deps.db, { conversationId, turnId, role: 'user', content: [result], status: 'done' });
    }
    const message = await addMessage(deps.db, { conversationId, turnId, role: 'assistant', content: [{ type: 'text', text: forUser }], status: 'done', ...(says ? { said: says } : {}) });
    deps.emit({ type: 'turn/delta', turnId, messageId: message.id, text: forUser });
  };
  try {
    // The plan the card was shown from went with the old worker: the kept spec is planned again,
    // once, here; the card shown is the kept one, and the run reads the records again as always.
    const plan = await journal.plan(row.spec as unknown as WriteSpec);
    const approved = await approveAndRun({
      plan,
      signal,
      decide: async (write) => {
        const why = await refusal(write);
        return why ? { to: 'refuse', why } : { to: 'ask' };
      },
      // The kept card as it was shown; asked again after the records moved, the card of now.
      preview: async (write) => (write === plan ? (row.preview as unknown as WritePreview) : journal.preview(write)),
      ask: (_, preview, editor) => deps.confirms.askKept({ ...row, preview: preview as unknown as Json }, signal, editor),
      ...(edit ? { edit: { ...edit, plan: (spec: WriteSpec) => journal.plan(spec) } } : {}),
      narrow: (plan, exclude) => journal.without(plan, exclude),
      ...(journal.choose ? { choose: journal.choose } : {}),
      recheck: refusal,
      run: (write, asked) => journal.run(write, { conversationId, turnId, skill }, { asked }),
    });
    const line = outcomeLine(deps.i18n, approved);
    if (approved.status === 'refused') {
      await deps.db.confirms.delete(row.id);
      await finish(`Not done: ${inWords(approved.why)} Nothing was written.`, line, true, outcomeSaid(approved));
    } else if (approved.status === 'declined') await finish('The user declined this change, so nothing was written.', line, true, outcomeSaid(approved));
    else await finish([`Approved by the user and done: ${inWords(approved.preview?.summary)}`, approved.outcome.userEdits].filter(Boolean).join(' '), line, false);
    return { type: 'turn/ended', turnId, status: 'done' };
  } catch (error) {
    if (signal.aborted) return { type: 'turn/ended', turnId, status: 'stopped' };
    // Not offered again after the next restart (planning it failed, e.g. the record is gone).
    await deps.db.confirms.delete(row.id).catch(() => undefined);
    const message = failure(error, deps.i18n);
    await finish(`Not done: ${failure(error, english)}`, deps.i18n.t('approve.notDone', { why: message }), true, said('approve.notDone', { why: failureSaid(error) }));
    return { type: 'turn/ended', turnId, status: 'error', message, remedy: isOdooError(error, 'session_expired') ? 'log-in' : 'none' };
  }
}
