import type Anthropic from '@anthropic-ai/sdk';
import type { ContentBlock, Message as ApiMessage } from '@anthropic-ai/sdk/resources/messages';
import type { MessageStreamParams } from '@anthropic-ai/sdk/resources/messages/messages';
import type { Json } from '@/lib/db/schema';

// One model request, streamed. Text deltas go out as they arrive; the partial message is saved
// every so often so a killed worker leaves something behind. Tools are never run from here: only
// the caller runs them, and only from a final, complete message.

export type RoundOutcome = { ok: true; message: ApiMessage; content: Json[] } | { ok: false; error: unknown; partial: Json[] };

export interface RoundOptions {
  client: Anthropic;
  body: MessageStreamParams;
  signal: AbortSignal;
  onText(delta: string): void;
  /** Called with the content so far, at most every `progressMs`. */
  onProgress(content: Json[]): void | Promise<void>;
  progressMs?: number;
}

export async function streamRound(o: RoundOptions): Promise<RoundOutcome> {
  const stream = o.client.messages.stream(o.body, { signal: o.signal });
  // Trailing throttle: the text so far is saved at most every progressMs, and soon after the last delta.
  let timer: ReturnType<typeof setTimeout> | undefined;
  stream.on('text', (delta) => {
    o.onText(delta);
    timer ??= setTimeout(() => {
      timer = undefined;
      void o.onProgress(partialContent(stream.currentMessage?.content));
    }, o.progressMs ?? 300);
  });
  try {
    const message = await stream.finalMessage();
    return { ok: true, message, content: storedContent(message.content) };
  } catch (error) {
    return { ok: false, error, partial: partialContent(stream.currentMessage?.content) };
  } finally {
    clearTimeout(timer);
  }
}

/** Blocks as stored: just what a later request sends back (no citations, no nulls). */
export function storedContent(blocks: ContentBlock[]): Json[] {
  return blocks.flatMap((b): Json[] => {
    if (b.type === 'text') return b.text ? [{ type: 'text', text: b.text }] : [];
    if (b.type === 'tool_use') return [{ type: 'tool_use', id: b.id, name: b.name, input: b.input as Json }];
    return [];
  });
}

/** The text written so far; a tool call cut mid-stream is dropped (it never runs). */
function partialContent(blocks: ContentBlock[] | undefined): Json[] {
  return storedContent((blocks ?? []).filter((b) => b.type === 'text'));
}
