import { createHash } from 'node:crypto';

/** Rough token count (chars / 4): stable and monotone is what tests and benches need, not exactness. */
export const estimateTokens = (text: string): number => Math.ceil(text.length / 4);

export interface InputUsage {
  input_tokens: number;
  cache_creation_input_tokens: number;
  cache_read_input_tokens: number;
}

interface Segment {
  json: string;
  breakpoint: boolean;
}

// The real API only looks this many blocks back from a breakpoint for an earlier cache entry.
const LOOKBACK_BLOCKS = 20;

/**
 * The prompt as the cache sees it: tools, then system, then message content blocks, in order.
 * `cache_control` is left out of each block's identity, so a breakpoint that moves forward turn
 * by turn still matches the prefix written by the previous turn, as it does on the real API.
 */
function segmentsOf(body: any): Segment[] {
  const out: Segment[] = [];
  const push = (tag: string, block: unknown) => {
    if (block && typeof block === 'object' && !Array.isArray(block)) {
      const { cache_control, ...rest } = block as Record<string, unknown>;
      out.push({ json: JSON.stringify([tag, rest]), breakpoint: cache_control != null });
    } else {
      out.push({ json: JSON.stringify([tag, block]), breakpoint: false });
    }
  };
  for (const tool of asArray(body?.tools)) push('tool', tool);
  if (typeof body?.system === 'string') push('system', body.system);
  else for (const block of asArray(body?.system)) push('system', block);
  for (const message of asArray(body?.messages)) {
    const role = String(message?.role);
    if (typeof message?.content === 'string') push(role, message.content);
    else for (const block of asArray(message?.content)) push(role, block);
  }
  // Top-level cache_control marks the last cacheable block.
  const last = out[out.length - 1];
  if (body?.cache_control != null && last) last.breakpoint = true;
  return out;
}

const asArray = (value: unknown): any[] => (Array.isArray(value) ? value : []);

/** Counts input tokens of a request and splits them into cache read, cache write and uncached. */
export class PromptCache {
  readonly #written = new Set<string>();

  estimate(body: unknown): number {
    return segmentsOf(body).reduce((sum, s) => sum + estimateTokens(s.json), 0);
  }

  account(body: any): InputUsage {
    const segments = segmentsOf(body);
    const keys: string[] = [];
    const upTo: number[] = []; // tokens of the prefix ending at each segment
    let key = `model:${String(body?.model)}`; // caches are per model
    let total = 0;
    for (const segment of segments) {
      key = createHash('sha1').update(key).update(segment.json).digest('hex');
      total += estimateTokens(segment.json);
      keys.push(key);
      upTo.push(total);
    }
    const breakpoints = segments.flatMap((s, i) => (s.breakpoint ? [i] : []));
    const lastBreakpoint = breakpoints[breakpoints.length - 1] ?? -1;

    let hit = -1;
    for (const b of breakpoints) {
      for (let i = b; i >= Math.max(0, b - LOOKBACK_BLOCKS) && i > hit; i--) {
        if (this.#written.has(keys[i]!)) hit = i;
      }
    }
    for (const b of breakpoints) this.#written.add(keys[b]!);

    const read = hit >= 0 ? upTo[hit]! : 0;
    const cached = lastBreakpoint >= 0 ? upTo[lastBreakpoint]! : 0;
    return {
      input_tokens: total - cached,
      cache_creation_input_tokens: cached - read,
      cache_read_input_tokens: read,
    };
  }

  clear(): void {
    this.#written.clear();
  }
}
