// Builds Messages API response bodies and SSE events in the shapes the real API sends.
import type { ContentSpec, Usage } from './server.ts';
import { estimateTokens } from './prompt-cache.ts';

export type Block =
  | { type: 'text'; text: string }
  | { type: 'tool_use'; id: string; name: string; input: unknown; rawJson?: string };

export type StopReason = 'end_turn' | 'tool_use' | 'max_tokens' | 'stop_sequence';

export interface SseEvent {
  event: string;
  data: unknown;
}

export interface WireMessage {
  id: string;
  type: 'message';
  role: 'assistant';
  model: string;
  content: Block[];
  stop_reason: StopReason | null;
  stop_sequence: null;
  usage: Usage & { cache_creation: { ephemeral_5m_input_tokens: number; ephemeral_1h_input_tokens: number } };
}

export const toBlocks = (specs: ContentSpec[], newToolId: () => string): Block[] =>
  specs.map((spec) =>
    spec.type === 'text'
      ? { type: 'text', text: spec.text }
      : { type: 'tool_use', id: spec.id ?? newToolId(), name: spec.name, input: spec.input ?? {}, ...(spec.rawJson === undefined ? {} : { rawJson: spec.rawJson }) },
  );

export const defaultStopReason = (blocks: Block[]): StopReason =>
  blocks.some((b) => b.type === 'tool_use') ? 'tool_use' : 'end_turn';

export const outputTokens = (blocks: Block[]): number =>
  Math.max(1, blocks.reduce((n, b) => n + estimateTokens(b.type === 'text' ? b.text : JSON.stringify(b.input)), 0));

export function wireMessage(id: string, model: string, content: Block[], stop: StopReason | null, usage: Usage): WireMessage {
  const cache_creation = { ephemeral_5m_input_tokens: usage.cache_creation_input_tokens, ephemeral_1h_input_tokens: 0 };
  return { id, type: 'message', role: 'assistant', model, content, stop_reason: stop, stop_sequence: null, usage: { ...usage, cache_creation } };
}

export const errorBody = (type: string, message: string, requestId?: string) => ({
  type: 'error',
  error: { type, message },
  ...(requestId ? { request_id: requestId } : {}),
});

/** Word-sized pieces, like model tokens; joined they give back the text exactly. */
const textPieces = (text: string): string[] => text.match(/^\s+|\S+\s*/g) ?? [];

/** Several pieces even for a small input, so clients really have to join partial JSON. */
function jsonPieces(input: unknown, raw?: string): string[] {
  const chars = Array.from(raw ?? JSON.stringify(input));
  const size = Math.max(1, Math.min(24, Math.ceil(chars.length / 3)));
  const pieces: string[] = [];
  for (let i = 0; i < chars.length; i += size) pieces.push(chars.slice(i, i + size).join(''));
  return pieces;
}

function blockEvents(block: Block, index: number): { start: SseEvent; deltas: SseEvent[]; stop: SseEvent } {
  const delta = (d: object): SseEvent => ({ event: 'content_block_delta', data: { type: 'content_block_delta', index, delta: d } });
  const start = (content_block: object): SseEvent => ({ event: 'content_block_start', data: { type: 'content_block_start', index, content_block } });
  const stop: SseEvent = { event: 'content_block_stop', data: { type: 'content_block_stop', index } };
  if (block.type === 'text') {
    return { start: start({ type: 'text', text: '' }), deltas: textPieces(block.text).map((text) => delta({ type: 'text_delta', text })), stop };
  }
  // The real API opens a tool_use block with empty input and an empty first partial_json.
  const pieces = ['', ...jsonPieces(block.input, block.rawJson)];
  return {
    start: start({ type: 'tool_use', id: block.id, name: block.name, input: {} }),
    deltas: pieces.map((partial_json) => delta({ type: 'input_json_delta', partial_json })),
    stop,
  };
}

const PING: SseEvent = { event: 'ping', data: { type: 'ping' } };

/**
 * The event sequence for a message. 'complete' ends with message_delta and message_stop;
 * 'cut' leaves the last block open and the message unfinished (for errors and hangs).
 */
export function streamEvents(message: WireMessage, ending: 'complete' | 'cut'): SseEvent[] {
  const { content, stop_reason, usage } = message;
  const startUsage = { ...usage, output_tokens: 1 };
  const events: SseEvent[] = [
    { event: 'message_start', data: { type: 'message_start', message: { ...message, content: [], stop_reason: null, usage: startUsage } } },
  ];
  if (content.length === 0) events.push(PING);
  content.forEach((block, index) => {
    const { start, deltas, stop } = blockEvents(block, index);
    events.push(start);
    if (index === 0) events.push(PING);
    events.push(...deltas);
    if (ending === 'complete' || index < content.length - 1) events.push(stop);
  });
  if (ending === 'cut') return events;
  const { cache_creation: _, ...endUsage } = usage;
  events.push(
    { event: 'message_delta', data: { type: 'message_delta', delta: { stop_reason, stop_sequence: null }, usage: endUsage } },
    { event: 'message_stop', data: { type: 'message_stop' } },
  );
  return events;
}

export const formatSse = ({ event, data }: SseEvent): string => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
