import { Fragment, useMemo, useRef, type ReactNode } from 'react';
import type { Message } from '@/lib/db';
import { textOf } from './format';
import { MarkdownText } from './markdown-text';
import type { AnswerRows } from './answer-rows';
import { AssistantRow, blocks, toolCard, UserRow, type ConversationFacts, type LiveTool, type RowHandlers } from './message-rows';
import { toolResultText } from './tool-result';
import { UserText } from './user-text';
import { useI18n } from './use-i18n';
import type { LiveItem, TurnState } from './use-turn';

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

export function MessageList(props: Props) {
  const { messages, turn, live, onRetry, onEdit, noticeTurnId, afterTurn, onOpenList, onLogNote, from = 0, choiceFor } = props;
  const { t } = useI18n();
  const items = live ? turn.items : [];
  const liveText = new Map(items.flatMap((it) => (it.kind === 'text' ? [[it.messageId, it.text] as const] : [])));
  const liveTools = new Map(items.flatMap((it) => (it.kind === 'tool' ? [[it.toolUseId, it] as const] : [])));
  const { facts, toolUseIds, questions, lastOfTurn } = useMemo(() => readConversation(messages), [messages]);
  // The rows' handlers never change; each calls the one this list was last rendered with.
  const latest = useRef(props);
  latest.current = props;
  const handlers = useMemo<RowHandlers>(() => ({
    retry: (turnId, question) => latest.current.onRetry?.(turnId, question),
    edit: (turnId, question) => latest.current.onEdit?.(turnId, question),
    openList: (rows) => latest.current.onOpenList?.(rows),
    logNote: (messageId) => latest.current.onLogNote?.(messageId),
  }), []);

  const dbIds = new Set(messages.map((m) => m.id));
  const trailing = items.filter((it) => (it.kind === 'text' ? !dbIds.has(it.messageId) : !toolUseIds.has(it.toolUseId)));
  const showPending =
    live && turn.pendingText !== undefined &&
    (turn.awaitingStart || !messages.some((m) => m.role === 'user' && m.turnId === turn.turnId));
  const busy = live && (turn.running || turn.awaitingStart);
  const lastTurn = messages.at(-1)?.turnId;

  return (
    <div className="messages" role="log" aria-live="polite" aria-label={t('msg.conversation')}>
      {messages.slice(from).map((m) => {
        if (m.role === 'user') {
          return <UserRow key={m.id} message={m} question={questions.get(m.turnId) === textOf(m.content)} canEdit={!busy && !!onEdit} handlers={handlers} />;
        }
        const question = questions.get(m.turnId);
        const last = lastOfTurn.get(m.turnId) === m.id;
        return (
          <Fragment key={m.id}>
            <AssistantRow
              message={m}
              facts={facts}
              last={last}
              retryQuestion={!busy && onRetry && question && m.turnId === lastTurn ? question : undefined}
              canOpenList={!!onOpenList}
              canLogNote={!busy && !!onLogNote && m.status === 'done'}
              errorSaidBelow={m.turnId === noticeTurnId}
              streamingText={m.status === 'streaming' ? liveText.get(m.id) : undefined}
              liveTools={live && m.turnId === turn.turnId ? liveTools : undefined}
              choices={choiceFor && choicesOf(m, choiceFor)}
              handlers={handlers}
            />
            {last && afterTurn?.(m.turnId)}
          </Fragment>
        );
      })}
      {showPending && <div className="msg user pending"><UserText text={turn.pendingText ?? ''} /></div>}
      {trailing.length > 0 && (
        <div className="msg assistant live">
          {trailing.map((it) =>
            it.kind === 'text' ? <MarkdownText key={it.messageId} text={it.text} /> : toolCard(facts, it.toolUseId, it.name, undefined, it, false),
          )}
        </div>
      )}
      {live && turn.running && waiting(items) && <p className="muted small thinking" role="status">{t('msg.thinking')}</p>}
    </div>
  );
}

/** What the rows read about the conversation, and what the list reads: once per read of the database. */
function readConversation(messages: Message[]) {
  const facts: ConversationFacts = { results: new Map(), turnResults: new Map(), retried: new Set() };
  const toolUseIds = new Set<string>();
  const pendingByTurn = new Map<string, string[]>();
  // The question of each turn (its first user text), and the last message of each turn.
  const questions = new Map<string, string>();
  const lastOfTurn = new Map<string, string>();
  for (const m of messages) {
    for (const b of blocks(m.content)) {
      if (b.type === 'tool_result' && typeof b.tool_use_id === 'string') {
        facts.results.set(b.tool_use_id, { text: toolResultText(b), isError: b.is_error === true });
        if (b.is_error !== true) facts.turnResults.set(m.turnId, [...(facts.turnResults.get(m.turnId) ?? []), toolResultText(b)]);
      }
      if (b.type === 'tool_use' && typeof b.id === 'string') {
        toolUseIds.add(b.id);
        for (const earlier of pendingByTurn.get(m.turnId) ?? []) facts.retried.add(earlier);
        pendingByTurn.set(m.turnId, [b.id]);
      }
    }
    if (m.role === 'user' && !questions.has(m.turnId) && textOf(m.content)) questions.set(m.turnId, textOf(m.content));
    lastOfTurn.set(m.turnId, m.id);
  }
  return { facts, toolUseIds, questions, lastOfTurn };
}

/** The questions with buttons among a message's tool calls (none for almost every message). */
function choicesOf(m: Message, choiceFor: (toolUseId: string) => ReactNode): Map<string, ReactNode> | undefined {
  let found: Map<string, ReactNode> | undefined;
  for (const b of blocks(m.content)) {
    if (b.type !== 'tool_use' || typeof b.id !== 'string') continue;
    const choice = choiceFor(b.id);
    if (choice) (found ??= new Map()).set(b.id, choice);
  }
  return found;
}

/** Nothing streams right now: before the first word, or between a finished tool and the next reply. */
function waiting(items: LiveItem[]): boolean {
  const last = items.at(-1);
  return !last || (last.kind === 'tool' && last.status !== 'running');
}
