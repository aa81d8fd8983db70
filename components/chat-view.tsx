import { useEffect, useRef, useState } from 'react';
import type { PageContext } from '@/lib/messaging';
import type { PanelClient } from '@/lib/messaging/panel-client';
import { Composer } from './composer';
import { ExamplePrompts } from './example-prompts';
import { textOf } from './format';
import { ConfirmCard } from './confirm-card';
import { ChoiceCard } from './choice-card';
import { useChoices } from './use-choices';
import { SendCard } from './send-card';
import { ConversationPicker } from './conversation-picker';
import { MessageList } from './message-list';
import { TurnChanges } from './turn-changes';
import type { UndoResult } from './use-undo-results';
import { QuickActions } from './quick-actions';
import { TurnNotice } from './turn-notice';
import { UsageLine } from './usage-line';
import { BudgetLine } from './budget-line';
import { ConversationExport } from './conversation-export';
import { useConversations } from './use-conversations';
import { useHasApiKey } from './use-has-api-key';
import { sayArg } from '@/lib/i18n';
import { modelArg } from '@/lib/ops/summary';
import { useI18n } from './use-i18n';
import { useFollowNewest } from './use-follow-newest';
import { useNewestFirst } from './use-newest-first';
import { useWaitingCards } from './use-waiting-cards';
import { WaitingCardBar } from './waiting-card-bar';
import type { LiveTurn } from './use-turn';

interface Props {
  client: Pick<PanelClient, 'send'>;
  turn: LiveTurn;
  context: PageContext | null;
  /** The signed-in identity's key: only its conversations are shown. */
  identity: string | null;
  onOpenSettings: () => void;
  /** `ask`: the user's question from Odoo's command palette, sent as theirs once the panel can send. */
  prefill?: { text: string; at: number; ask?: boolean } | null;
  /** The worker's last answer per undo, for the changes shown under each reply. */
  undoResults?: Record<string, UndoResult>;
  /** No one is signed in to the Odoo beside the panel: the conversation stays, sending waits. */
  signedOut?: boolean;
}

/** The chat: conversation picker, messages with the live turn, confirm cards, notices, composer. */
export function ChatView({ client, turn, context, identity, onOpenSettings, prefill, undoResults, signedOut }: Props) {
  const i18n = useI18n();
  const { t } = i18n;
  const { conversations, conversation, messages, selectedId, select } = useConversations(identity);
  const hasApiKey = useHasApiKey();
  const scroller = useRef<HTMLDivElement>(null);

  // A turn started from this panel (a message, a retry, a suggestion's button): show its conversation.
  useEffect(() => {
    if (turn.conversationId && turn.running) select(turn.conversationId);
  }, [turn.turnId]); // only when a turn starts: the user may switch away during it

  // The live turn belongs here when the worker said so, or (panel opened mid-turn) the database does.
  const live = turn.adopted ? messages.some((m) => m.turnId === turn.turnId) : turn.conversationId === (selectedId ?? undefined);
  // Opened mid-turn, the turn id is in the database even if no event said so (unless it ended since).
  const streaming = messages.find((m) => m.status === 'streaming' && !(m.turnId === turn.turnId && turn.ended));
  const runningTurnId = live && turn.running ? turn.turnId : streaming?.turnId;
  const choices = useChoices(selectedId);
  // A question waits for a click: the user may answer it or write a new message instead (which archives it).
  const asking = runningTurnId !== undefined && [...choices.values()].some((c) => c.status === 'waiting' && c.turnId === runningTurnId);

  const send = (text: string, conversationId = selectedId ?? undefined, replacesTurnId?: string, files?: string[]) => {
    turn.sent(conversationId, text);
    const replaces = replacesTurnId && conversationId ? { replacesTurnId } : {};
    client.send({ type: 'chat/send', conversationId, text, ...replaces, ...(files ? { files } : {}) });
  };
  // Edit-and-resend: the question goes back into the composer; sending replaces that turn onwards.
  const [editing, setEditing] = useState<{ turnId: string; text: string; at: number } | null>(null);
  useEffect(() => setEditing(null), [selectedId]);
  // Examples and quick actions are about the page: each starts its own conversation.
  const startNew = (text: string) => {
    select(null);
    send(text, undefined);
  };
  // The changes that wait in this chat: announced when out of view; Esc never drops one unsaid.
  const waiting = useWaitingCards(scroller, live ? turn.confirms.map((c) => c.pendingId) : [], turn.turnId);
  const stop = () => {
    if (!runningTurnId) return;
    waiting.noteStop();
    client.send({ type: 'chat/stop', turnId: runningTurnId });
  };
  const stopByEscape = () => waiting.holdEscape() || stop();
  // Esc stops a reply wherever the focus is in the panel (unless a change waits: see above).
  useEffect(() => {
    if (!runningTurnId) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && !e.defaultPrevented && stopByEscape();
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  });
  const idle = hasApiKey !== false && !signedOut && runningTurnId === undefined && !turn.awaitingStart;
  // A message the worker refused (signed out since the panel last heard) goes back into the box.
  const [returned, setReturned] = useState<{ text: string; at: number } | null>(null);
  useEffect(() => {
    if (turn.refused) setReturned({ text: turn.refused.text, at: Date.now() });
  }, [turn.refused?.seq]);
  // Ctrl+K "Ask Weft: …" in Odoo: a new conversation about that page, as an example prompt starts one.
  const canAsk = hasApiKey === true && !signedOut;
  const asked = useRef<number | null>(null);
  useEffect(() => {
    if (!prefill?.ask || !canAsk || !idle || asked.current === prefill.at) return;
    asked.current = prefill.at;
    startNew(prefill.text);
  }, [prefill?.at, canAsk, idle]);
  // Held back from the box while the panel does not know yet whether it can send.
  const boxPrefill = prefill?.ask && hasApiKey !== false && !signedOut ? null : prefill;
  const latest = [editing, boxPrefill, returned].reduce<{ text: string; at: number } | null>((a, b) => (b && (!a || b.at > a.at) ? b : a), null);

  // Keep the newest line in view while the user is at the bottom.
  const lastItem = turn.items.at(-1);
  const size = messages.length + turn.items.length + (lastItem?.kind === 'text' ? lastItem.text.length : 0);
  const from = useNewestFirst(messages, selectedId, scroller);
  const { onScroll } = useFollowNewest(scroller, [size, from, turn.confirms.length, turn.sends.length, turn.ended, selectedId, choices]);

  return (
    <section className="chat" aria-label={t('chat.label')}>
      <div className="chat-head">
        <ConversationPicker identity={identity} conversations={conversations} current={conversation} selectedId={selectedId} onSelect={select} busy={runningTurnId !== undefined} />
        <UsageLine usage={conversation?.usage} />
      </div>
      <BudgetLine identity={identity} />
      <div className="chat-scroll" ref={scroller} onScroll={onScroll}>
        {messages.length === 0 && !turn.pendingText && (
          <div className="empty">
            <p className="muted">{t('chat.empty')}</p>
            {context?.isOdoo && context.loggedIn && <ExamplePrompts context={context} disabled={!idle} onSend={startNew} />}
          </div>
        )}
        <MessageList
          messages={messages}
          from={from}
          turn={turn}
          live={live}
          noticeTurnId={live && turn.ended?.message ? turn.turnId : undefined}
          onRetry={(turnId, question) => send(question, selectedId ?? undefined, turnId)}
          onEdit={(turnId, text) => setEditing({ turnId, text, at: Date.now() })}
          afterTurn={(turnId) => <TurnChanges turnId={turnId} client={client} results={undoResults ?? {}} />}
          onOpenList={(rows) => client.send({ type: 'answer/open-list', model: rows.model!, ids: rows.ids.slice(0, 1000), name: `Weft: ${rows.ids.length} ${sayArg(i18n, modelArg(rows.model!, rows.ids.length))}` })}
          choiceFor={(toolUseId) => {
            const choice = choices.get(toolUseId);
            return choice && <ChoiceCard choice={choice} client={client} />;
          }}
          onLogNote={context?.loggedIn && context.model && typeof context.recordId === 'number' ? (messageId) => client.send({ type: 'answer/log-note', messageId }) : undefined}
        />
        {live && turn.sends.map((c) => <SendCard key={c.pendingId} request={c} client={client} />)}
        {live && turn.confirms.map((c) => <ConfirmCard key={c.pendingId} request={c} client={client} />)}
        {live && turn.ended && (
          <TurnNotice
            ended={turn.ended}
            onOpenSettings={onOpenSettings}
            onRetry={turn.lastSent ? () => send(turn.lastSent!, selectedId ?? undefined, turn.turnId) : undefined}
            onDismiss={turn.dismissEnd}
          />
        )}
        {conversation && messages.length > 0 && idle && <ConversationExport conversation={conversation} messages={messages} />}
      </div>
      <WaitingCardBar waiting={waiting} />
      {messages.length > 0 && <QuickActions context={context} disabled={!idle} onSend={startNew} />}
      <Composer
        hasApiKey={hasApiKey}
        running={(runningTurnId !== undefined && !asking) || turn.awaitingStart}
        onSend={(text, files) => {
          send(text, selectedId ?? undefined, editing?.turnId, files);
          setEditing(null);
        }}
        onStop={stop}
        onEscape={stopByEscape}
        onOpenSettings={onOpenSettings}
        prefill={latest}
        signedOut={signedOut}
        editing={editing !== null}
        onCancelEdit={() => setEditing(null)}
        onWriting={idle ? () => client.send({ type: 'chat/writing', ...(selectedId ? { conversationId: selectedId } : {}) }) : undefined}
        lastSent={[...messages].reverse().map((m) => (m.role === 'user' ? textOf(m.content) : '')).find(Boolean) ?? turn.lastSent}
      />
    </section>
  );
}
