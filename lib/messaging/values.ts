import { z } from './zod';

// The small shapes every message family uses: ids, JSON values, sentences to say.

export const JsonValue: z.ZodType<unknown> = z.unknown();
/** An id the panel and the worker exchange (a conversation, turn, card, operation). */
export const id = z.string().min(1).max(64);

/** A lib/i18n sentence to say in the panel's language ({key, params}), or text as it is. */
export const SaidMsg = z.object({ key: z.string().max(200), params: z.record(z.string(), z.unknown()).optional() });
export const TextMsg = z.union([z.string(), SaidMsg, z.array(SaidMsg).max(20)]);
