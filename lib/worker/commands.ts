import { browser, type Browser } from 'wxt/browser';
import type { ChatService } from '@/lib/agent/service';
import { db } from '@/lib/db';
import type { Handlers, PanelCommand, WorkerEvent } from '@/lib/messaging';
import type { ConflictResolution, UndoResult } from '@/lib/ops/types';
import { addGrantedOrigin, grantedOrigins, revokeOrigin } from '@/lib/settings';
import type { SuggestionEngine } from '@/lib/suggest';
import { openInOdooTab } from './lifecycle';
import { odooFor } from './odoo';
import type { Panels } from './panels';

export interface CommandDeps {
  panels: Panels;
  chat: ChatService;
  suggestions: SuggestionEngine;
}

/** What each side-panel command does; the port was checked (our extension, our panel page) before. */
export function panelCommands({ panels, chat, suggestions }: CommandDeps, port: Browser.runtime.Port): Handlers<PanelCommand, unknown> {
  const post = (event: WorkerEvent) => panels.post(port, event);
  const fail = (error: unknown) => post({ type: 'error', message: error instanceof Error ? error.message : String(error) });
  const page = async () => (await panels.tab(panels.tabOf(port))).context;

  return {
    ping: ({ nonce }) => post({ type: 'pong', nonce, version: browser.runtime.getManifest().version }),
    'panel/hello': async ({ tabId }) => {
      panels.bind(port, tabId);
      const context = await page();
      if (context?.loggedIn && panels.granted.includes(context.origin)) await panels.readSession(context, true);
      post({ type: 'status', status: await panels.status(tabId) });
      // A panel opened mid-turn sees the confirm cards still waiting and turns a restart cut off.
      for (const event of [...(await chat.pending()), ...chat.interrupted()]) post(event);
      if (context?.loggedIn) await suggestions.markSeen(context.origin);
      // Opening the panel re-checks changes whose answer was lost (in the journal's queue).
      if (context?.loggedIn && panels.granted.includes(context.origin)) void odooFor(context.origin).journal.reconcile().catch(() => undefined);
    },
    'context/get': async () => post({ type: 'status', status: await panels.status(panels.tabOf(port)) }),
    'origin/granted': async ({ origin }) => {
      if (!(await addGrantedOrigin(origin))) post({ type: 'error', message: `Weft has no access to ${origin} yet.` });
      panels.granted = await grantedOrigins();
      await panels.broadcastStatus();
    },
    'origin/revoke': async ({ origin }) => {
      await revokeOrigin(origin);
      panels.granted = await grantedOrigins();
      await panels.broadcastStatus();
    },
    'chat/send': async ({ conversationId, text }) => {
      await chat.send({ conversationId, text, page: await page() }).catch(fail);
    },
    'chat/stop': ({ turnId }) => void chat.stop(turnId),
    // Only this command, from the panel port, can approve a write; the gate checks id and hash.
    'confirm/answer': (answer) => {
      if (!chat.answer(answer)) post({ type: 'error', message: 'That confirmation has expired; nothing was changed.' });
      post({ type: 'confirm/settled', pendingId: answer.pendingId });
    },
    'undo/operation': async ({ operationId, resolution }) => {
      const op = await db.operations.get(operationId);
      if (!op) return post({ type: 'error', message: 'That change is no longer in the journal.' });
      const result = await odooFor(op.origin).journal.undo(operationId, resolution as ConflictResolution | undefined).catch(failed(op.id));
      panels.broadcast(undoEvent(result));
    },
    'undo/turn': async ({ turnId }) => {
      const op = await db.operations.where('turnId').equals(turnId).first();
      if (!op) return post({ type: 'error', message: 'Nothing of that turn is in the journal.' });
      const result = await odooFor(op.origin)
        .journal.undoTurn(turnId)
        .catch(async (error: unknown) => {
          // Every change of the turn gets an answer, so no button is left on "Undoing…".
          const ops = await db.operations.where('turnId').equals(turnId).toArray();
          for (const o of ops.filter((o) => !o.undoOf)) panels.broadcast(undoEvent(failed(o.id)(error)));
          return undefined;
        });
      if (!result) return;
      for (const id of result.undone) panels.broadcast({ type: 'undo/result', operationId: id, status: 'undone', message: 'Undone.' });
      if (result.stoppedAt) panels.broadcast(undoEvent(result.stoppedAt));
      if (result.stoppedAt && result.skipped.length) {
        post({ type: 'error', message: `Undo stopped: ${result.undone.length} undone, ${result.skipped.length} left as they are.` });
      }
    },
    'suggestion/act': async ({ suggestionId }) => {
      const acted = await suggestions.act(suggestionId);
      const context = await page();
      if (!acted || !context) return;
      const { action, suggestion } = acted;
      if (action.kind === 'open') await openInOdooTab(action.url);
      else if (action.kind === 'chat' && action.prefill) post({ type: 'composer/prefill', text: action.prompt });
      else if (action.kind === 'chat') await chat.send({ text: action.prompt, page: context }).catch(fail);
      else if (action.kind === 'write') {
        await chat.propose({ title: suggestion.title, skill: `suggestion:${suggestion.probe}`, spec: action.spec, page: context }).catch(fail);
      }
    },
    'suggestion/dismiss': ({ suggestionId, forever }) => suggestions.dismiss(suggestionId, forever),
  };
}

function failed(operationId: string) {
  return (error: unknown): UndoResult =>
    ({ status: 'failed', operation: { id: operationId }, error: error instanceof Error ? error.message : String(error) }) as UndoResult;
}

/** One sentence per undo outcome, with the conflicting fields for the chooser. */
export function undoEvent(result: UndoResult): WorkerEvent {
  const base = { type: 'undo/result' as const, operationId: result.operation.id, status: result.status };
  switch (result.status) {
    case 'undone':
      return { ...base, message: result.note ?? 'Undone.' };
    case 'conflict': {
      const fields = Object.values(result.conflicts).flat().map((c) => c.label);
      return { ...base, message: `Changed by someone else since: ${fields.join(', ')}. Choose what to keep.`, conflicts: result.conflicts };
    }
    case 'not_undoable':
      return { ...base, message: result.reason };
    case 'failed':
      return { ...base, message: `Undo failed: ${result.error}` };
  }
}
