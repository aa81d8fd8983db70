import { Fragment, memo, useMemo, type ReactNode } from 'react';
import type { Json, Message } from '@/lib/db';
import { isFileRef, type FileRef } from '@/lib/files/blocks';
import { isSlip } from '@/lib/agent/slips';
import { resolveCall } from '@/lib/skills/resolve-call';
import { answerRows, type AnswerRows } from './answer-rows';
import { isBlock, textOf, type Block } from './format';
import { MarkdownText } from './markdown-text';
import { MessageActions } from './message-actions';
import { SentFiles } from './sent-files';
import { ToolCard, type ToolStatus } from './tool-card';
import { say } from '@/lib/i18n';
import { useI18n } from './use-i18n';
import { UserText } from './user-text';
import type { LiveItem } from './use-turn';

// One stored message of the conversation each, memoised: a stream delta, a status from the worker
// or a new message re-renders the rows whose props changed, not all fifty (issue 32). Every prop is
// stable while its message is: the conversation's facts are derived once per read of the database
// (message-list.tsx), the handlers are stable, and what changes with the live turn is handed only
// to the rows of that turn.

export type LiveTool = Extract<LiveItem, { kind: 'tool' }>;

/** What the rows read about the whole conversation; derived once per read of its messages. */
export interface ConversationFacts {
  /** Each tool_use id's result. */
  results: Map<string, { text: string; isError: boolean }>;
  /** Each turn's successful tool results, in order: the rows its answer rests on. */
  turnResults: Map<string, string[]>;
  /** Tool calls the model followed with another call in the same turn: a slip it went on to fix. */
  retried: Set<string>;
}

/** Stable for the list's life: each calls the list's handler of the moment. */
export interface RowHandlers {
  retry: (turnId: string, question: string) => void;
  edit: (turnId: string, question: string) => void;
  openList: (rows: AnswerRows) => void;
  logNote: (messageId: string) => void;
}

export function blocks(content: Json[] | string): Block[] {
  if (typeof content === 'string') return [{ type: 'text', text: content }];
  return content.filter(isBlock);
}

/** A tool call's card: its result from the database, else its live state. */
export function toolCard(facts: Pick<ConversationFacts, 'results' | 'retried'>, id: string, name: string, input: Json | undefined, liveTool: LiveTool | undefined, final: boolean) {
  const result = facts.results.get(id);
  const failed = liveTool?.status === 'denied' ? 'denied' : facts.retried.has(id) && isSlip(result?.text ?? '') ? 'corrected' : 'error';
  const status: ToolStatus = result ? (result.isError ? failed : 'done') : liveTool?.status ?? (final ? 'no result' : 'running');
  return <ToolCard key={id} name={name} input={input} result={result} status={status} summary={liveTool?.summary} />;
}

interface UserProps {
  message: Message;
  /** This is the turn's question (its first user text): it gets Copy and Edit. */
  question: boolean;
  /** Edit-and-resend offered (not while a reply is written, not for a message with files). */
  canEdit: boolean;
  handlers: RowHandlers;
}

/** A user's message; nothing for one that holds only tool results. */
export const UserRow = memo(function UserRow({ message: m, question, canEdit, handlers }: UserProps) {
  const text = textOf(m.content);
  const files = useMemo(() => m.content.filter(isFileRef) as unknown as FileRef[], [m.content]);
  if (!text) return null;
  const bubble = <div className="msg user"><UserText text={text} />{files.length > 0 && <SentFiles files={files} />}</div>;
  if (!question) return bubble;
  return (
    <div className="msg-wrap user">
      {bubble}
      <MessageActions text={text} onEdit={canEdit && !files.length ? () => handlers.edit(m.turnId, text) : undefined} />
    </div>
  );
});

interface AssistantProps {
  message: Message;
  facts: ConversationFacts;
  /** The last message of its turn: it carries the turn's actions. */
  last: boolean;
  /** The turn's question, for Retry; set only when Retry is offered. */
  retryQuestion?: string;
  canOpenList: boolean;
  canLogNote: boolean;
  /** The error is said by the notice below the conversation: not repeated here. */
  errorSaidBelow: boolean;
  /** The live text standing in for this message while it streams. */
  streamingText?: string;
  /** The live turn's tools, for a message of that turn. */
  liveTools?: Map<string, LiveTool>;
  /** Questions with buttons shown in place of the tool calls that asked them. */
  choices?: Map<string, ReactNode>;
  handlers: RowHandlers;
}

export const AssistantRow = memo(function AssistantRow(props: AssistantProps) {
  const { message: m, facts, last, retryQuestion, canOpenList, canLogNote, errorSaidBelow, streamingText, liveTools, choices, handlers } = props;
  const i18n = useI18n();
  const { t } = i18n;
  const turnResults = facts.turnResults.get(m.turnId);
  const rows = useMemo(() => (last ? answerRows(turnResults ?? []) : null), [last, turnResults]);
  let textShown = false;
  return (
    <>
      <div className="msg assistant" data-status={m.status}>
        {blocks(m.content).map((b, i) => {
          if (b.type === 'text' && typeof b.text === 'string') {
            // An outcome Weft wrote itself is said in the reader's language of now (its text is the model's).
            if (m.said !== undefined) return textShown ? null : ((textShown = true), <MarkdownText key={i} text={say(i18n, m.said)} />);
            if (streamingText === undefined) return <MarkdownText key={i} text={b.text} />;
            if (textShown) return null;
            textShown = true;
            return <MarkdownText key={i} text={streamingText} />;
          }
          if (b.type === 'tool_use' && typeof b.id === 'string') {
            const choice = choices?.get(b.id);
            if (choice) return <Fragment key={i}>{choice}</Fragment>;
            // A skill run through run_skill shows as that skill, with its own input.
            const called = resolveCall(String(b.name), b.input);
            return toolCard(facts, b.id, called.name, called.input as Json, liveTools?.get(b.id), m.status !== 'streaming');
          }
          return null;
        })}
        {streamingText !== undefined && !textShown && <MarkdownText text={streamingText} />}
        {m.unbacked && <p className="muted small unbacked" role="note">{t('reply.unbacked')}</p>}
        {m.status !== 'done' && m.status !== 'streaming' && (
          <p className="muted small">
            {(!errorSaidBelow && say(i18n, m.error)) || (m.status === 'stopped' ? t('reply.stopped') : m.status === 'interrupted' ? t('reply.interrupted') : t('reply.failed'))}
          </p>
        )}
      </div>
      {last && m.status !== 'streaming' && (
        <MessageActions
          text={m.said !== undefined ? say(i18n, m.said) : textOf(m.content)}
          onRetry={retryQuestion !== undefined ? () => handlers.retry(m.turnId, retryQuestion) : undefined}
          rows={rows}
          onOpenList={canOpenList ? handlers.openList : undefined}
          onLogNote={canLogNote ? () => handlers.logNote(m.id) : undefined}
        />
      )}
    </>
  );
});
