import type { WeftDb } from '@/lib/db/db';
import type { Conversation, PendingConfirm } from '@/lib/db/schema';
import type { WorkerEvent } from '@/lib/messaging/protocol';
import { isOdooError } from '@/lib/odoo/errors';
import type { Effect } from '@/lib/ops/effects';
import type { WritePreview, WriteSpec } from '@/lib/ops/types';
import { offersWrites } from '@/lib/settings/settings';
import { modelBlockedBy, type EffectiveSettings } from '@/lib/settings/policy';
import { decide, type ConfirmGate, type JournalLike } from './gate';
import type { KeptConfirmGate } from './kept-confirms';
import type { TurnEnded } from './loop';
import { addMessage } from './store';
import { english, say as sayText, type Text } from '@/lib/i18n';

const inWords = (text: Text | undefined) => sayText(english, text);

export interface Proposal {
  conversation: Conversation;
  turnId: string;
  /** What the user is asked, e.g. "Replenish Office Chair Black (below its minimum)". */
  title: string;
  /** The skill-like name the journal records, e.g. 'suggestion:low-stock-product'. */
  skill: string;
  spec: WriteSpec;
  journal: JournalLike;
  signal: AbortSignal;
}

/**
 * Why the settings as they are now refuse a write the user is asked about outside a model's turn
 * (a suggestion's proposal, a card kept across a worker restart), if they do: a mode that offers
 * no write, a blocked model, an effect the policy refuses (never delete). A workflow field is
 * refused too (classify throws). The gate's own rule (decide), not a copy.
 */
export async function writeRefusal(
  settings: Pick<EffectiveSettings, 'permissionMode' | 'policy'>,
  classify: (spec: WriteSpec) => Promise<readonly Effect[]>,
  spec: WriteSpec,
): Promise<string | undefined> {
  const { permissionMode: mode, policy } = settings;
  const blocked = modelBlockedBy(spec.model, policy.policy);
  if (blocked) return `Weft may not change this record: ${blocked}.`;
  if (decide(mode, await classify(spec), { neverDelete: policy.policy.neverDelete === true }) !== 'refuse') return undefined;
  return offersWrites(mode) ? 'Your organisation does not allow this change through Weft.' : 'Weft is in read-only mode, so it makes no changes. You can change the mode in Settings.';
}

/**
 * A write proposed by a suggestion, once checkProposal let it through: the same confirm card,
 * journal and undo as a model's write, with no model call. The card shows even where the mode would
 * run the write, since the user clicked a suggestion's title, not this exact change. Nothing is
 * written unless the user approves the card.
 */
export async function runProposal(
  deps: { db: WeftDb; confirms: ConfirmGate; emit: (event: WorkerEvent) => void },
  { conversation, turnId, title, skill, spec, journal, signal }: Proposal,
): Promise<TurnEnded> {
  const say = async (text: string) => {
    const message = await addMessage(deps.db, { conversationId: conversation.id, turnId, role: 'assistant', content: [{ type: 'text', text }], status: 'done' });
    deps.emit({ type: 'turn/delta', turnId, messageId: message.id, text });
  };
  await addMessage(deps.db, { conversationId: conversation.id, turnId, role: 'user', content: [{ type: 'text', text: title }], status: 'done' });
  deps.emit({ type: 'turn/started', conversationId: conversation.id, turnId });
  try {
    const preview = await journal.preview(spec);
    if (!(await deps.confirms.ask(turnId, skill, spec, preview, signal))) {
      await say('Declined: nothing was changed.');
      return { type: 'turn/ended', turnId, status: 'done' };
    }
    await journal.run(spec, { conversationId: conversation.id, turnId, skill });
    // This line joins the conversation's history, which the model reads: English, as tool results are.
    await say(`Done: ${inWords(preview.summary).replace(/\.$/, '')}. ${preview.undoable ? 'You can undo it under Changes.' : inWords(preview.notUndoableReason)}`.trim());
    return { type: 'turn/ended', turnId, status: 'done' };
  } catch (error) {
    if (signal.aborted) return { type: 'turn/ended', turnId, status: 'stopped' };
    const message = isOdooError(error) ? error.userMessage() : error instanceof Error ? error.message : String(error);
    await say(`Not done: ${message}`);
    return { type: 'turn/ended', turnId, status: 'error', message, remedy: isOdooError(error, 'session_expired') ? 'log-in' : 'none' };
  }
}

/**
 * A kept confirm card offered again by a worker that was restarted while it waited. The model's
 * turn is gone with the old worker, so the outcome is said here, and given to the waiting tool
 * call so the model sees it in the next turn. Approved, it is written once, through the journal.
 * `refusal` re-judges the write by the settings and policy as they are now, before the card is
 * shown and again after Approve: a policy tightened meanwhile wins, and nothing is written.
 */
export async function resumeConfirm(
  deps: { db: WeftDb; confirms: KeptConfirmGate; emit: (event: WorkerEvent) => void },
  { row, journal, signal, refusal }: { row: PendingConfirm; journal: JournalLike; signal: AbortSignal; refusal(): Promise<string | undefined> },
): Promise<TurnEnded> {
  const { conversationId, turnId, skill } = row;
  const spec = row.spec as unknown as WriteSpec;
  const finish = async (forModel: string, forUser: string, isError: boolean) => {
    if (row.toolUseId) {
      const result = { type: 'tool_result', tool_use_id: row.toolUseId, content: forModel, is_error: isError };
      await addMessage(deps.db, { conversationId, turnId, role: 'user', content: [result], status: 'done' });
    }
    const message = await addMessage(deps.db, { conversationId, turnId, role: 'assistant', content: [{ type: 'text', text: forUser }], status: 'done' });
    deps.emit({ type: 'turn/delta', turnId, messageId: message.id, text: forUser });
  };
  const refused = async (why: string): Promise<TurnEnded> => {
    await deps.db.confirms.delete(row.id);
    await finish(`Not done: ${why} Nothing was written.`, `Not done: ${why}`, true);
    return { type: 'turn/ended', turnId, status: 'done' };
  };
  try {
    const before = await refusal();
    if (before) return await refused(before);
    if (!(await deps.confirms.askKept(row, signal))) {
      await finish('The user declined this change, so nothing was written.', 'Declined: nothing was changed.', true);
      return { type: 'turn/ended', turnId, status: 'done' };
    }
    const after = await refusal();
    if (after) return await refused(after);
    const preview = row.preview as unknown as WritePreview;
    await journal.run(spec, { conversationId, turnId, skill });
    const undo = preview.undoable ? 'You can undo it under Changes.' : inWords(preview.notUndoableReason);
    await finish(`Approved by the user and done: ${inWords(preview.summary)}`, `Done: ${inWords(preview.summary).replace(/\.$/, '')}. ${undo}`.trim(), false);
    return { type: 'turn/ended', turnId, status: 'done' };
  } catch (error) {
    if (signal.aborted) return { type: 'turn/ended', turnId, status: 'stopped' };
    const message = isOdooError(error) ? error.userMessage() : error instanceof Error ? error.message : String(error);
    await finish(`Not done: ${message}`, `Not done: ${message}`, true);
    return { type: 'turn/ended', turnId, status: 'error', message, remedy: isOdooError(error, 'session_expired') ? 'log-in' : 'none' };
  }
}
