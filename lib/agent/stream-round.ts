import type Anthropic from '@anthropic-ai/sdk';
import type { ContentBlock, Message as ApiMessage } from '@anthropic-ai/sdk/resources/messages';
import type { MessageStreamParams } from '@anthropic-ai/sdk/resources/messages/messages';
import type { Json } from '@/lib/db/schema';

// One model request, streamed. Text deltas go out as they arrive; the partial message is saved
// every so often so a killed worker leaves something behind. Tools are never run from here: only
// the caller runs them, and only from a final, complete message.

export type RoundOutcome =
  /** unparsed: tool_use ids whose streamed input was not valid JSON (stored with input {}; never run). */
  | { ok: true; message: ApiMessage; content: Json[]; unparsed?: string[] }
  | { ok: false; error: unknown; partial: Json[] };

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
    return withUnparsed(message, message.content);
  } catch (error) {
    // The SDK throws on a tool input that does not parse (a faulty model or gateway): the tool calls
    // so far become a round whose bad call is answered with an error the model can act on.
    const snapshot = stream.currentMessage;
    if (isJsonError(error) && snapshot?.content.some((b) => b.type === 'tool_use' && !parses(rawInput(b)))) {
      return withUnparsed({ ...snapshot, stop_reason: 'tool_use' }, snapshot.content);
    }
    return { ok: false, error, partial: partialContent(stream.currentMessage?.content) };
  } finally {
    clearTimeout(timer);
  }
}

// The SDK keeps a tool input's streamed text beside the input it parsed leniently: a cut-off input
// parses there as a shorter object (a key silently gone), so the text itself is checked.
const JSON_BUF = '__json_buf';
const rawInput = (block: ContentBlock): string | undefined => {
  const raw = (block as unknown as Record<string, unknown>)[JSON_BUF];
  return typeof raw === 'string' ? raw : undefined;
};
function parses(raw: string | undefined): boolean {
  if (raw === undefined || raw === '') return true;
  try {
    JSON.parse(raw);
    return true;
  } catch {
    return false;
  }
}
const isJsonError = (error: unknown): boolean => error instanceof SyntaxError || (error instanceof Error && error.cause instanceof SyntaxError);

function withUnparsed(message: ApiMessage, blocks: ContentBlock[]): RoundOutcome {
  const unparsed = blocks.flatMap((b) => (b.type === 'tool_use' && !parses(rawInput(b)) ? [b.id] : []));
  if (!unparsed.length) return { ok: true, message, content: storedContent(blocks) };
  // Stored with an empty input: the next request must send the call back as an object.
  const content = blocks.map((b) => (b.type === 'tool_use' && unparsed.includes(b.id) ? ({ type: 'tool_use', id: b.id, name: b.name, input: {} } as ContentBlock) : b));
  return { ok: true, message: { ...message, content }, content: storedContent(content), unparsed };
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
