import { browser } from 'wxt/browser';
import { db } from '@/lib/db';
import type { PageContext } from '@/lib/messaging';
import { openListInPage, type OpenListRequest } from '@/lib/page/open-list';
import type { WriteSpec } from '@/lib/ops/types';
import { isModelAllowed } from '@/lib/skills/guards';
import { english, type Translate } from '@/lib/i18n';

// The actions under an answer that reach Odoo: open its records as a list in the tab beside the
// panel (a read), and log its text as a note on the record that tab shows (a write: it goes
// through the same confirm card, journal and undo as post_message, proposed without a model call).

/** Null when opened; else the sentence for the user. */
export async function openAnswerList(tabId: number | undefined, page: PageContext | null, request: OpenListRequest, t: Translate = english.t): Promise<string | null> {
  if (tabId === undefined || !page?.isOdoo || !page.loggedIn) return t('worker.openOdooTab');
  if (!isModelAllowed(request.model, 'read')) return t('worker.modelNotOpened', { model: request.model });
  const [result] = await browser.scripting
    .executeScript({ target: { tabId }, world: 'MAIN', func: openListInPage, args: [request] })
    .catch((error: unknown) => [{ result: { error: String(error) } }]);
  const opened = result?.result as { opened?: unknown } | undefined;
  return typeof opened?.opened === 'number' ? null : t('worker.listNotOpened');
}

const NOTE_MAX = 5000;

/** An assistant message's text blocks, joined (tool calls left out). */
function answerText(content: unknown): string {
  if (typeof content === 'string') return content;
  if (!Array.isArray(content)) return '';
  return content.map((b) => (b && typeof b === 'object' && (b as { type?: unknown }).type === 'text' ? String((b as { text?: unknown }).text ?? '') : '')).filter(Boolean).join('\n\n');
}

/** The note's write, or the sentence saying why not: the message must be this identity's assistant answer. */
export async function answerNote(messageId: string, page: PageContext | null, identity: string, t: Translate = english.t): Promise<{ spec: WriteSpec; conversationId: string } | string> {
  const message = await db.messages.get(messageId);
  const conversation = message && (await db.conversations.get(message.conversationId));
  if (!message || message.role !== 'assistant' || conversation?.identity !== identity) return t('worker.answerGone');
  if (!page?.model || typeof page.recordId !== 'number') return t('worker.openRecordToLog');
  const body = answerText(message.content).trim();
  if (!body) return t('worker.nothingToLog');
  return {
    conversationId: conversation.id,
    spec: { kind: 'message', model: page.model, ids: [page.recordId], body: body.length > NOTE_MAX ? `${body.slice(0, NOTE_MAX - 1)}…` : body, internal: true },
  };
}

