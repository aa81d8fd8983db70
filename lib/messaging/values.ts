import { z } from './zod';

// The small shapes every message family uses: ids, JSON values, sentences to say.

export const JsonValue: z.ZodMiniType<unknown> = z.unknown();
/** An id the panel and the worker exchange (a conversation, turn, card, operation). */
export const id = z.string().check(z.minLength(1), z.maxLength(64));

/** A lib/i18n sentence to say in the panel's language ({key, params}), or text as it is. */
export const SaidMsg = z.object({ key: z.string().check(z.maxLength(200)), params: z.optional(z.record(z.string(), z.unknown())) });
export const TextMsg = z.union([z.string(), SaidMsg, z.array(SaidMsg).check(z.maxLength(20))]);
