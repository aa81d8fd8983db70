import type { z } from './zod';

type Tagged = { type: string };
export type Handlers<M extends Tagged, C, R = void> = {
  [K in M['type']]: (message: Extract<M, { type: K }>, ctx: C) => R | Promise<R>;
};

/** How many messages were dropped and why; read by tests and the bench, logged once each. */
export const dropped = { sender: 0, malformed: 0 };

/**
 * Parses a raw message with its schema and calls the handler for its type.
 * A message that fails the sender check or the schema is dropped and counted, never thrown.
 */
export function createRouter<S extends z.ZodMiniType<Tagged>, C, R = void>(
  schema: S,
  handlers: Handlers<z.infer<S>, C, R>,
  senderOk: (ctx: C) => boolean,
) {
  return async (raw: unknown, ctx: C): Promise<R | undefined> => {
    if (!senderOk(ctx)) {
      dropped.sender++;
      console.warn('[weft] dropped a message from an unexpected sender');
      return undefined;
    }
    const parsed = schema.safeParse(raw);
    if (!parsed.success) {
      dropped.malformed++;
      console.warn('[weft] dropped a malformed message', parsed.error.issues[0]?.message);
      return undefined;
    }
    const message = parsed.data as Tagged;
    const handler = (handlers as Record<string, (m: unknown, c: C) => R | Promise<R>>)[message.type];
    return handler!(message, ctx);
  };
}
