import { browser, type Browser } from 'wxt/browser';
import type { ChatService } from '@/lib/agent/service';
import { db, identityKey } from '@/lib/db';
import type { Handlers, PanelCommand, WorkerEvent } from '@/lib/messaging';
import type { ConflictResolution, UndoResult } from '@/lib/ops/types';
import type { CardEdits } from '@/lib/ops/card-edits';
import { checkApi } from '@/lib/agent/check-api';
import { redoChange } from '@/lib/agent/redo';
import { writeRefusal } from '@/lib/agent/gate';
import type { Plan } from '@/lib/ops/plan';
import { isOdooError } from '@/lib/odoo/errors';
import { getSettings, grantedOrigins } from '@/lib/settings';
import { addGrantedOrigin, revokeOrigin } from './grants';
import type { SuggestionEngine } from '@/lib/suggest';
import { answerNote, openAnswerList } from './answer-actions';
import { askWhileWriting, identityForSend, resolveIdentity, userI18n } from './identity';
import { eraseEverything, eraseIdentityData } from './erase-data';
import { journalFor } from './journals';
import { odooClientFor } from './clients';
import { readTeamActivity } from '@/lib/ops/team-activity';
import { failureSaid } from '@/lib/ops/errors';
import { withListState } from './list-context';
import { openInOdooTab } from './lifecycle';
import type { Panels } from './panels';
import { suggestionRefusal } from './suggestion-owner';
import { said, say, sayArg, type Text, type Translate } from '@/lib/i18n';
import { modelArg } from '@/lib/ops/summary';

export interface CommandDeps {
  panels: Panels;
  chat: ChatService;
  suggestions: SuggestionEngine;
}

/** What each side-panel command does; the port was checked (our extension, our panel page) before. */
export function panelCommands({ panels, chat, suggestions }: CommandDeps, port: Browser.runtime.Port): Handlers<PanelCommand, unknown> {
  const post = (event: WorkerEvent) => panels.post(port, event);
  // Odoo's refusal or Weft's own reason in the user's words, never an error's raw code.
  const fail = async (error: unknown) => post({ type: 'error', message: say(userI18n((await page())?.origin), failureSaid(error)) });
  const page = async () => (await panels.tab(panels.tabOf(port))).context;
  /** The words of the Odoo user beside this panel (or of `origin`), for sentences this panel is told. */
  const words = async (origin?: string) => userI18n(origin ?? (await page())?.origin).t;
  const refuse = async (key: Parameters<Translate>[0], params?: Parameters<Translate>[1], origin?: string) =>
    post({ type: 'error', message: (await words(origin))(key, params) });
  /** Who is signed in at `origin` now (asked again: another tab may have switched user). */
  const signedIn = async (origin: string) => {
    const found = await resolveIdentity(origin, true);
    await panels.broadcastStatus();
    return found.identity;
  };
  /** An undo's outcome: to this panel, and to every panel of the identity that made the change. */
  const tell = (identity: string, event: WorkerEvent) => {
    post(event);
    void panels.broadcastTo(identity, event, port);
  };

  return {
    ping: ({ nonce }) => post({ type: 'pong', nonce, version: browser.runtime.getManifest().version }),
    'panel/hello': async ({ tabId }) => {
      panels.bind(port, tabId);
      // A panel's hello may be what woke the worker: the allowed origins are read first.
      await panels.grantedReady;
      const context = await page();
      const found = context?.loggedIn && panels.granted.includes(context.origin) ? await resolveIdentity(context.origin, true) : undefined;
      post({ type: 'status', status: await panels.status(tabId) });
      if (!found?.identity) return;
      const identity = identityKey(found.identity);
      // A panel opened mid-turn sees its user's confirm cards still waiting and turns a restart cut off.
      for (const event of [...(await chat.pending(identity)), ...chat.takeInterrupted(identity)]) post(event);
      await suggestions.markSeen(identity);
      // Opening the panel re-checks changes whose answer was lost (in the journal's queue).
      void journalFor(context!.origin).reconcile().catch(() => undefined);
    },
    'context/get': async () => {
      post({ type: 'status', status: await panels.status(panels.tabOf(port)) });
      await panels.listen(port); // the panel sends this once its listeners are up
    },
    'origin/granted': async ({ origin }) => {
      if (!(await addGrantedOrigin(origin))) await refuse('worker.noAccess', { origin }, origin);
      panels.granted = await grantedOrigins();
      await panels.broadcastStatus();
    },
    'origin/revoke': async ({ origin }) => {
      await revokeOrigin(origin);
      panels.granted = await grantedOrigins();
      await panels.broadcastStatus();
    },
    'chat/send': async ({ conversationId, text, files, replacesTurnId }) => {
      const { tab, context: known } = await panels.tab(panels.tabOf(port));
      const origin = conversationId ? (await db.conversations.get(conversationId))?.origin : known?.origin;
      if (!origin) return refuse(conversationId ? 'worker.conversationGone' : 'worker.openOdooPage');
      // Who the cookie signs in as now (asked of Odoo) and the list's selection (asked of the tab):
      // side by side; the panels' status lines follow without holding the request.
      const [found, context] = await Promise.all([
        identityForSend(origin),
        known && tab?.id !== undefined ? withListState(tab.id, known) : known,
      ]);
      void panels.broadcastStatus().catch(() => undefined);
      const identity = found.identity;
      if (!identity) return refuse('worker.signIn', {}, origin);
      await chat.send({ conversationId, text, files, page: context, identity, replacesTurnId }).catch(fail);
    },
    'chat/stop': ({ turnId }) => void chat.stop(turnId),
    // The answer Send will use (identity.ts identityForSend): asked while the user writes, not after Enter.
    'chat/writing': async ({ conversationId }) => {
      const origin = conversationId ? (await db.conversations.get(conversationId))?.origin : (await panels.tab(panels.tabOf(port))).context?.origin;
      if (origin && panels.granted.includes(new URL(origin).origin)) askWhileWriting(origin);
    },
    // Only this command, from the panel port, lets a waiting tool result go to the model.
    'send/answer': (answer) => {
      if (!chat.answerSend(answer)) void refuse('worker.sendExpired');
    },
    'data/erase': async ({ scope }) => {
      if (scope === 'everything') {
        post({ type: 'data/erased', scope, erased: { ...(await eraseEverything(chat)) } });
        return panels.broadcastStatus();
      }
      // Only the user signed in beside this panel, asked again now (another tab may have switched user).
      const context = await page();
      const identity = context?.loggedIn && panels.granted.includes(context.origin) ? await signedIn(context.origin) : null;
      if (!identity) return refuse('worker.signInToErase');
      post({ type: 'data/erased', scope, erased: { ...(await eraseIdentityData(chat, identityKey(identity))) } });
    },
    'api/check': async () => post({ type: 'api/checked', ...(await checkApi(await getSettings(), undefined, userI18n((await page())?.origin))) }),
    // Only this command, from the panel port, can approve a write; the gate checks id and hash.
    'confirm/answer': (answer) => {
      if (!chat.answer(answer)) void refuse('worker.confirmExpired');
      post({ type: 'confirm/settled', pendingId: answer.pendingId });
    },
    // The user's values on a waiting card: the gate checks id and hash, and the card shows Odoo's answer.
    'confirm/revise': async (revision) => {
      if (!(await chat.reviseConfirm(revision as { pendingId: string; argsHash: string; edits: CardEdits }))) await refuse('worker.confirmExpired');
    },
    'confirm/find': async (query) => {
      if (!(await chat.findForConfirm(query))) await refuse('worker.confirmExpired');
    },
    // Only this command, from the panel port, answers a question; only the user its conversation belongs to.
    'choice/answer': async ({ choiceId, option }) => {
      const choice = await db.choices.get(choiceId);
      const conversation = choice && (await db.conversations.get(choice.conversationId));
      if (!conversation) return refuse('worker.choiceExpired');
      const signed = await signedIn(conversation.origin);
      if (!signed || identityKey(signed) !== conversation.identity) return refuse('worker.otherIdentity', {}, conversation.origin);
      if (!(await chat.answerChoice({ choiceId, option }))) await refuse('worker.choiceExpired', {}, conversation.origin);
    },
    // The journal itself refuses another identity's entry (lib/ops/scope.ts), with the sentence.
    'undo/operation': async ({ operationId, resolution }) => {
      const op = await db.operations.get(operationId);
      if (!op) return refuse('worker.changeGone');
      // Who the cookie signs in as now (another tab may have switched user): the journal checks it.
      await signedIn(op.origin);
      const result = await journalFor(op.origin).undo(operationId, resolution as ConflictResolution | undefined).catch(failed(op.id));
      tell(op.identity, undoEvent(result));
      // A panel of someone else (one that had not yet followed a sign-in) lists no such change: say it.
      if (result.status === 'not_undoable' && (await panels.identityOf(panels.tabOf(port))) !== op.identity) post({ type: 'error', message: say(userI18n(op.origin), result.reason) });
    },
    'redo/operation': async ({ operationId }) => {
      const op = await db.operations.get(operationId);
      if (!op) return refuse('worker.changeGone');
      await signedIn(op.origin);
      const refusal = async (plan: Plan) => writeRefusal(await getSettings(), plan);
      const result = await redoChange(journalFor(op.origin), operationId, refusal).catch((error: unknown) => ({
        status: 'refused' as const,
        why: failureSaid(error),
      }));
      // Said under the change (the panel's answer to its Redo click); a redo that ran shows as the list's newest change.
      if (result.status === 'refused') tell(op.identity, { type: 'undo/result', operationId, status: 'failed', message: said('redo.notDone', { why: result.why }) });
    },
    'undo/turn': async ({ turnId }) => {
      const op = await db.operations.where('turnId').equals(turnId).first();
      if (!op) return refuse('worker.turnGone');
      await signedIn(op.origin);
      const result = await journalFor(op.origin)
        .undoTurn(turnId)
        .catch(async (error: unknown) => {
          // Every change of the turn gets an answer, so no button is left on "Undoing…".
          const ops = await db.operations.where('turnId').equals(turnId).toArray();
          for (const o of ops.filter((o) => !o.undoOf)) tell(op.identity, undoEvent(failed(o.id)(error)));
          return undefined;
        });
      if (!result) return;
      for (const id of result.undone) tell(op.identity, { type: 'undo/result', operationId: id, status: 'undone', message: said('worker.undone') });
      if (result.stoppedAt) tell(op.identity, undoEvent(result.stoppedAt));
      if (result.stoppedAt && result.skipped.length) {
        post({ type: 'error', message: (await words(op.origin))('worker.undoStopped', { undone: result.undone.length, skipped: result.skipped.length }) });
      }
    },
    'undo/set': async ({ turnId, setId }) => {
      const op = await db.operations.where('turnId').equals(turnId).filter((o) => o.setId === setId).first();
      if (!op) return refuse('worker.changeGone');
      await signedIn(op.origin);
      const results = await journalFor(op.origin)
        .undoSet(turnId, setId)
        .catch(async (error: unknown) => {
          // Every row gets an answer, so the set's button is not left on "Undoing…".
          const rows = await db.operations.where('turnId').equals(turnId).filter((o) => o.setId === setId && !o.undoOf).toArray();
          for (const o of rows) tell(op.identity, undoEvent(failed(o.id)(error)));
          return [];
        });
      for (const result of results) tell(op.identity, undoEvent(result));
    },
    'suggestion/act': async ({ suggestionId }) => {
      const context = await page();
      const suggestion = await db.suggestions.get(suggestionId);
      if (!suggestion || !context) return;
      // A card acts only for the user and the Odoo it was made for, in the tab beside the panel.
      const current = context.origin === suggestion.origin ? await signedIn(context.origin) : null;
      const refusal = suggestionRefusal(suggestion, current, await words(context.origin));
      if (refusal) return post({ type: 'error', message: refusal });
      const acted = await suggestions.act(suggestionId);
      if (!acted || !current) return;
      const { action } = acted;
      // The card's words become the user's message now, in the language they read now.
      const inWords = (text: Text) => say(userI18n(context.origin), text);
      if (action.kind === 'open') await openInOdooTab(action.url);
      // Privacy mode: a prompt can quote the page (a record's name, an error dialog), so the user
      // reads it in the composer and sends it with their own Enter.
      else if (action.kind === 'chat' && (action.prefill || (await getSettings()).askBeforeSending)) post({ type: 'composer/prefill', text: inWords(action.prompt) });
      else if (action.kind === 'chat') await chat.send({ text: inWords(action.prompt), ...(action.context ? { context: action.context } : {}), page: context, identity: current }).catch(fail);
      else if (action.kind === 'write') {
        await chat.propose({ title: inWords(suggestion.title), skill: `suggestion:${suggestion.probe}`, spec: action.spec, page: context, identity: current }).catch(fail);
      }
    },
    'suggestion/dismiss': ({ suggestionId, forever }) => suggestions.dismiss(suggestionId, forever),
    // Team activity: read with the user's own session, so Odoo's rights decide what they see.
    'team/list': async ({ filter, from }) => {
      const context = await page();
      if (!context?.loggedIn || !panels.granted.includes(context.origin)) return post({ type: 'team/failed', message: (await words(context?.origin))('worker.signIn') });
      try {
        const { counted, ...found } = await readTeamActivity(odooClientFor(context.origin), filter, from);
        post({ type: 'team/page', ...found, filter });
        if (counted) post({ type: 'team/count', total: await counted, filter });
      } catch (error) {
        post({ type: 'team/failed', message: isOdooError(error) ? error.userMessage(userI18n(context.origin)) : error instanceof Error ? error.message : String(error) });
      }
    },
    'answer/open-list': async ({ model, ids, name }) => {
      const { tab, context } = await panels.tab(panels.tabOf(port));
      const refusal = await openAnswerList(tab?.id, context, { model, ids, name }, await words(context?.origin));
      if (refusal) post({ type: 'error', message: refusal });
    },
    'answer/log-note': async ({ messageId }) => {
      const context = await page();
      const identity = context?.loggedIn ? await signedIn(context.origin) : null;
      if (!context || !identity) return refuse('worker.signIn');
      const note = await answerNote(messageId, context, identityKey(identity), await words(context.origin));
      if (typeof note === 'string') return post({ type: 'error', message: note });
      // Named by model and id: the page's title is record text, and this line joins the conversation's history.
      const i18n = userI18n(context.origin);
      const title = i18n.t('worker.logNoteOn', { model: sayArg(i18n, modelArg(context.model!, 1)), id: String(context.recordId) });
      await chat.propose({ title, skill: 'post_message', spec: note.spec, page: context, identity, conversationId: note.conversationId }).catch(fail);
    },
  };
}

function failed(operationId: string) {
  return (error: unknown): UndoResult =>
    ({ status: 'failed', operation: { id: operationId }, error: failureSaid(error) }) as UndoResult;
}

/** One sentence per undo outcome, with the conflicting fields for the chooser. */
/** The message is a lib/i18n sentence: the panel says it in the user's language. */
export function undoEvent(result: UndoResult): WorkerEvent {
  const base = { type: 'undo/result' as const, operationId: result.operation.id, status: result.status };
  switch (result.status) {
    case 'undone':
      return { ...base, message: result.note ?? said('worker.undone') };
    case 'conflict': {
      const all = Object.values(result.conflicts).flat();
      const names = [...new Set(all.map((c) => c.by).filter((by): by is string => !!by))];
      const who = names.length ? { list: names } : said('worker.someoneElse');
      // A created record's one choice (keep, delete, archive) is no field: what changed is said beside it.
      const changed = all.filter((c) => !c.keep);
      if (!changed.length) return { ...base, message: said('undoCreate.choose'), conflicts: result.conflicts };
      const fields = { list: changed.map((c) => c.label), max: 6 };
      return { ...base, message: said('worker.undoConflict', { who, fields }), conflicts: result.conflicts };
    }
    case 'not_undoable':
      return { ...base, message: result.reason };
    case 'failed':
      return { ...base, message: said('worker.undoFailed', { error: result.error }) };
  }
}
