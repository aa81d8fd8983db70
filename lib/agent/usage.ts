import type { Usage as ApiUsage } from '@anthropic-ai/sdk/resources/messages';
import type { Usage } from '@/lib/db/schema';

/** Per-conversation spend cap, in input-token equivalents (see inputEquivalent). */
export const CONVERSATION_TOKEN_CAP = 2_000_000;

export const emptyUsage = (): Usage => ({ input: 0, cacheRead: 0, cacheWrite: 0, output: 0 });

export function addUsage(total: Usage, api: Partial<ApiUsage> | null | undefined): Usage {
  return {
    input: total.input + (api?.input_tokens ?? 0),
    cacheRead: total.cacheRead + (api?.cache_read_input_tokens ?? 0),
    cacheWrite: total.cacheWrite + (api?.cache_creation_input_tokens ?? 0),
    output: total.output + (api?.output_tokens ?? 0),
  };
}

/** Cost in input-token equivalents, with the API's price ratios (cache write 1.25x, read 0.1x, output 5x). */
export function inputEquivalent(u: Usage): number {
  return u.input + u.cacheWrite * 1.25 + u.cacheRead * 0.1 + u.output * 5;
}
