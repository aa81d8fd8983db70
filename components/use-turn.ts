import { useEffect, useReducer } from 'react';
import type { WorkerEvent } from '@/lib/messaging';
import type { PanelClient } from '@/lib/messaging/panel-client';

// The turn in progress, reduced from worker events. The database has the final messages; this
// holds only what streams before they land (text deltas, tool progress, pending confirmations).

type Ev<T extends WorkerEvent['type']> = Extract<WorkerEvent, { type: T }>;

export type LiveItem =
  | { kind: 'text'; messageId: string; text: string }
  | { kind: 'tool'; toolUseId: string; name: string; status: Ev<'turn/tool'>['status']; summary?: string };

export type ConfirmRequest = Omit<Ev<'confirm/request'>, 'type'>;
export type SendRequest = Omit<Ev<'send/request'>, 'type'>;
export type TurnEnd = Omit<Ev<'turn/ended'>, 'type' | 'turnId'>;

export interface TurnState {
  turnId?: string;
  /** The conversation of the turn; undefined for a new one not started yet. */
  conversationId?: string;
  /** Seen mid-way (the panel opened during it): its conversation is found from the database. */
  adopted?: boolean;
  running: boolean;
  /** Sent by this panel: shown as the user's bubble until the database has it. */
  pendingText?: string;
  /** Sent, and the worker has not started the turn yet. */
  awaitingStart: boolean;
  /** The last text this panel sent, for "retry". */
  lastSent?: string;
  /** A message the worker refused before any turn started (signed out meanwhile): back to the composer. */
  refused?: { text: string; seq: number };
  items: LiveItem[];
  confirms: ConfirmRequest[];
  /** Privacy mode: tool results waiting for Send. */
  sends: SendRequest[];
  ended?: TurnEnd;
}

export type TurnAction =
  | WorkerEvent
  | { type: 'local/sent'; conversationId?: string; text: string }
  | { type: 'local/dismiss' }
  | { type: 'local/disconnected' };

export const initialTurn: TurnState = { running: false, awaitingStart: false, items: [], confirms: [], sends: [] };

/** Events of a turn this panel did not see start (opened mid-turn) are adopted, others' dropped. */
function accepts(state: TurnState, turnId: string): boolean {
  return state.turnId === turnId || !state.running;
}

function adopt(state: TurnState, turnId: string): TurnState {
  return state.turnId === turnId ? state : { ...state, turnId, conversationId: undefined, adopted: true, running: true, items: [], ended: undefined };
}

export function turnReducer(state: TurnState, event: TurnAction): TurnState {
  switch (event.type) {
    case 'local/sent':
      return {
        ...state, conversationId: event.conversationId, adopted: false, pendingText: event.text, lastSent: event.text,
        awaitingStart: true, ended: undefined,
      };
    case 'local/dismiss':
      return { ...state, ended: undefined };
    case 'local/disconnected':
      // Cards were the stopped worker's; the next one offers again those it kept.
      return { ...state, confirms: [], sends: [] };
    case 'turn/started':
      return {
        ...state, turnId: event.turnId, conversationId: event.conversationId, adopted: false, running: true, awaitingStart: false, items: [],
        ended: undefined, confirms: state.confirms.filter((c) => c.turnId === event.turnId), sends: state.sends.filter((c) => c.turnId === event.turnId),
      };
    case 'turn/delta': {
      if (!accepts(state, event.turnId)) return state;
      const s = adopt(state, event.turnId);
      const i = s.items.findIndex((it) => it.kind === 'text' && it.messageId === event.messageId);
      const items = [...s.items];
      if (i < 0) items.push({ kind: 'text', messageId: event.messageId, text: event.text });
      else items[i] = { ...(items[i] as Extract<LiveItem, { kind: 'text' }>), text: (items[i] as { text: string }).text + event.text };
      return { ...s, items };
    }
    case 'turn/tool': {
      if (!accepts(state, event.turnId)) return state;
      const s = adopt(state, event.turnId);
      const { toolUseId, name, status, summary } = event;
      const tool: LiveItem = { kind: 'tool', toolUseId, name, status, summary };
      const i = s.items.findIndex((it) => it.kind === 'tool' && it.toolUseId === toolUseId);
      const items = [...s.items];
      if (i < 0) items.push(tool);
      else items[i] = tool;
      return { ...s, items };
    }
    case 'confirm/request': {
      const { type: _, ...request } = event;
      // Sent again after the user's edit: the card stays where it is.
      const at = state.confirms.findIndex((c) => c.pendingId === event.pendingId);
      return { ...state, confirms: at < 0 ? [...state.confirms, request] : state.confirms.map((c, i) => (i === at ? request : c)) };
    }
    case 'confirm/settled':
      return { ...state, confirms: state.confirms.filter((c) => c.pendingId !== event.pendingId) };
    case 'send/request': {
      const { type: _, ...request } = event;
      return { ...state, sends: [...state.sends.filter((c) => c.pendingId !== event.pendingId), request] };
    }
    case 'send/settled':
      return { ...state, sends: state.sends.filter((c) => c.pendingId !== event.pendingId) };
    case 'turn/ended': {
      // Another turn's end is not ours, unless we await one: a send can fail before it starts.
      if (state.turnId !== undefined && state.turnId !== event.turnId && !state.awaitingStart) return state;
      const { type: _, turnId, ...ended } = event;
      // Live items stay until the database shows the final messages (see message-list), so the
      // text does not blink out between this event and the next database read.
      return {
        ...state, turnId, running: false, awaitingStart: false, pendingText: undefined, ended,
        confirms: state.confirms.filter((c) => c.turnId !== turnId), sends: state.sends.filter((c) => c.turnId !== turnId),
      };
    }
    case 'error':
      // The worker refused what this panel just sent: no turn will start for it.
      // Its text goes back to the composer, so nothing the user wrote vanishes.
      if (!state.awaitingStart) return state;
      return {
        ...state, awaitingStart: false, pendingText: undefined,
        ...(state.pendingText ? { refused: { text: state.pendingText, seq: (state.refused?.seq ?? 0) + 1 } } : {}),
      };
    default:
      return state;
  }
}

/** Live turn state from the worker's events, plus `sent` for this panel's own chat/send. */
export function useTurn(client: PanelClient) {
  const [state, dispatch] = useReducer(turnReducer, initialTurn);
  useEffect(() => {
    const off = client.on(dispatch);
    const offDrop = client.onDisconnect(() => dispatch({ type: 'local/disconnected' }));
    return () => {
      off();
      offDrop();
    };
  }, [client]);
  return {
    ...state,
    sent: (conversationId: string | undefined, text: string) => dispatch({ type: 'local/sent', conversationId, text }),
    dismissEnd: () => dispatch({ type: 'local/dismiss' }),
  };
}
export type LiveTurn = ReturnType<typeof useTurn>;
