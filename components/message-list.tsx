import { Fragment, type ReactNode } from 'react';
import type { Json, Message } from '@/lib/db';
import { isBlock, textOf, type Block } from './format';
import { MarkdownText } from './markdown-text';
import { answerRows, type AnswerRows } from './answer-rows';
import { MessageActions } from './message-actions';
import { ToolCard, type ToolStatus } from './tool-card';
import { toolResultText } from './tool-result';
import { isFileRef, type FileRef } from '@/lib/files/blocks';
import { resolveCall } from '@/lib/skills/catalog';
import { isSlip } from '@/lib/agent/slips';
import { SentFiles } from './sent-files';
import { UserText } from './user-text';
import { useI18n } from './use-i18n';
import type { LiveItem, TurnState } from './use-turn';

type LiveTool = Extract<LiveItem, { kind: 'tool' }>;

/**
 * The conversation from the database, with the turn in progress laid over it: a message still
 * streaming shows its live text; live text and tools the database does not have yet follow at the
 * end. Once the database has a finished message, it alone is shown (no double, no blink).
 */
interface Props {
  messages: Message[];
  turn: TurnState;
  live: boolean;
  /** Ask this turn's question again (Retry), or put it in the composer to edit and resend. */
  onRetry?: (turnId: string, question: string) => void;
  onEdit?: (turnId: string, question: string) => void;
  /** The turn whose error the notice below already says: its messages do not repeat it. */
  noticeTurnId?: string;
  /** What goes under a finished turn's last message: its changes, each with Undo. */
  afterTurn?: (turnId: string) => ReactNode;
  /** Open an answer's records as a list in the Odoo tab. */
  onOpenList?: (rows: AnswerRows) => void;
  /** Log an assistant message as a note on the record the Odoo tab shows; absent when it shows none. */
  onLogNote?: (messageId: string) => void;
  /** The first message rendered (the newest turns of a long conversation paint first): the ones before it are read, not rendered. */
  from?: number;
  /** A question with buttons shown in place of the tool call that asked it (find_by_name with a question), if there is one. */
  choiceFor?: (toolUseId: string) => ReactNode;
}

export function MessageList({ messages, turn, live, onRetry, onEdit, noticeTurnId, afterTurn, onOpenList, onLogNote, from = 0, choiceFor }: Props) {
  const { t } = useI18n();
  const items = live ? turn.items : [];
  const liveText = new Map(items.flatMap((it) => (it.kind === 'text' ? [[it.messageId, it.text] as const] : [])));
  const liveTools = new Map(items.flatMap((it) => (it.kind === 'tool' ? [[it.toolUseId, it] as const] : [])));
  const results = new Map<string, { text: string; isError: boolean }>();
  // Each turn's successful tool results, in order: the rows its answer rests on.
  const turnResults = new Map<string, string[]>();
  const toolUseIds = new Set<string>();
  for (const m of messages) {
    for (const b of blocks(m.content)) {
      if (b.type === 'tool_result' && typeof b.tool_use_id === 'string') {
        results.set(b.tool_use_id, { text: toolResultText(b), isError: b.is_error === true });
        if (b.is_error !== true) turnResults.set(m.turnId, [...(turnResults.get(m.turnId) ?? []), toolResultText(b)]);
      }
      if (b.type === 'tool_use' && typeof b.id === 'string') toolUseIds.add(b.id);
    }
  }
  // Tool calls the model followed with another call in the same turn: a slip it went on to fix.
  const retried = new Set<string>();
  const pendingByTurn = new Map<string, string[]>();
  for (const m of messages) {
    for (const b of blocks(m.content)) {
      if (b.type !== 'tool_use' || typeof b.id !== 'string') continue;
      for (const earlier of pendingByTurn.get(m.turnId) ?? []) retried.add(earlier);
      pendingByTurn.set(m.turnId, [b.id]);
    }
  }
  const dbIds = new Set(messages.map((m) => m.id));
  const trailing = items.filter((it) => (it.kind === 'text' ? !dbIds.has(it.messageId) : !toolUseIds.has(it.toolUseId)));
  const showPending =
    live && turn.pendingText !== undefined &&
    (turn.awaitingStart || !messages.some((m) => m.role === 'user' && m.turnId === turn.turnId));

  const tool = (id: string, name: string, input: Json | undefined, liveTool: LiveTool | undefined, final: boolean) => {
    const result = results.get(id);
    const failed = liveTool?.status === 'denied' ? 'denied' : retried.has(id) && isSlip(result?.text ?? '') ? 'corrected' : 'error';
    const status: ToolStatus = result ? (result.isError ? failed : 'done')
      : liveTool?.status ?? (final ? 'no result' : 'running');
    return <ToolCard key={id} name={name} input={input} result={result} status={status} summary={liveTool?.summary} />;
  };

  // The question of each turn (its first user text), and the last message of each turn.
  const questions = new Map<string, string>();
  const lastOfTurn = new Map<string, string>();
  for (const m of messages) {
    if (m.role === 'user' && !questions.has(m.turnId) && textOf(m.content)) questions.set(m.turnId, textOf(m.content));
    lastOfTurn.set(m.turnId, m.id);
  }
  const busy = live && (turn.running || turn.awaitingStart);
  const lastTurn = messages.at(-1)?.turnId;

  return (
    <div className="messages" role="log" aria-live="polite" aria-label="Conversation">
      {messages.slice(from).map((m) => {
        if (m.role === 'user') {
          const text = textOf(m.content);
          const files = m.content.filter(isFileRef) as unknown as FileRef[];
          const bubble = text ? <div className="msg user"><UserText text={text} />{files.length > 0 && <SentFiles files={files} />}</div> : null;
          if (!bubble || questions.get(m.turnId) !== text) return bubble && <Fragment key={m.id}>{bubble}</Fragment>;
          return (
            <div key={m.id} className="msg-wrap user">
              {bubble}
              <MessageActions text={text} onEdit={!busy && onEdit && !files.length ? () => onEdit(m.turnId, text) : undefined} />
            </div>
          );
        }
        const question = questions.get(m.turnId);
        const actions = lastOfTurn.get(m.turnId) === m.id && m.status !== 'streaming' && (
          <MessageActions
            text={textOf(m.content)}
            onRetry={!busy && onRetry && question && m.turnId === lastTurn ? () => onRetry(m.turnId, question) : undefined}
            rows={answerRows(turnResults.get(m.turnId) ?? [])}
            onOpenList={onOpenList}
            onLogNote={!busy && onLogNote && m.status === 'done' ? () => onLogNote(m.id) : undefined}
          />
        );
        const streamingText = m.status === 'streaming' ? liveText.get(m.id) : undefined;
        let textShown = false;
        return (
          <Fragment key={m.id}>
          <div className="msg assistant" data-status={m.status}>
            {blocks(m.content).map((b, i) => {
              if (b.type === 'text' && typeof b.text === 'string') {
                if (streamingText === undefined) return <MarkdownText key={i} text={b.text} />;
                if (textShown) return null;
                textShown = true;
                return <MarkdownText key={i} text={streamingText} />;
              }
              if (b.type === 'tool_use' && typeof b.id === 'string') {
                const choice = choiceFor?.(b.id);
                if (choice) return <Fragment key={i}>{choice}</Fragment>;
                // A skill run through run_skill shows as that skill, with its own input.
                const called = resolveCall(String(b.name), b.input);
                return tool(b.id, called.name, called.input as Json, liveTools.get(b.id), m.status !== 'streaming');
              }
              return null;
            })}
            {streamingText !== undefined && !textShown && <MarkdownText text={streamingText} />}
            {m.unbacked && <p className="muted small unbacked" role="note">{t('reply.unbacked')}</p>}
            {m.status !== 'done' && m.status !== 'streaming' && (
              <p className="muted small">
                {(m.turnId !== noticeTurnId && m.error) || (m.status === 'stopped' ? t('reply.stopped') : m.status === 'interrupted' ? t('reply.interrupted') : t('reply.failed'))}
              </p>
            )}
          </div>
          {actions}
          {lastOfTurn.get(m.turnId) === m.id && afterTurn?.(m.turnId)}
          </Fragment>
        );
      })}
      {showPending && <div className="msg user pending"><UserText text={turn.pendingText ?? ''} /></div>}
      {trailing.length > 0 && (
        <div className="msg assistant live">
          {trailing.map((it) =>
            it.kind === 'text' ? <MarkdownText key={it.messageId} text={it.text} /> : tool(it.toolUseId, it.name, undefined, it, false),
          )}
        </div>
      )}
      {live && turn.running && waiting(items) && <p className="muted small thinking" role="status">Thinking…</p>}
    </div>
  );
}

/** Nothing streams right now: before the first word, or between a finished tool and the next reply. */
function waiting(items: LiveItem[]): boolean {
  const last = items.at(-1);
  return !last || (last.kind === 'tool' && last.status !== 'running');
}

function blocks(content: Json[] | string): Block[] {
  if (typeof content === 'string') return [{ type: 'text', text: content }];
  return content.filter(isBlock);
}
