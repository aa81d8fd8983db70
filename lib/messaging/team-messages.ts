import { z } from './zod';

// Team activity's filter, cursor and rows, as the panel asks for a page and the worker sends it.

/** Team activity's filter (lib/ops/team-activity.ts TeamFilter). */
export const TeamFilterMsg = z.object({
  authorId: z.number().int().positive().optional(),
  model: z.string().regex(/^[a-z][a-z0-9_.]*$/).max(128).optional(),
  since: z.string().regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/).optional(),
});
export const count = z.number().int().nonnegative().max(100_000_000);
/** Where a team page after the first starts (lib/ops/team-activity.ts TeamCursor). */
export const TeamCursorMsg = z.object({ offset: count, seen: count, total: count.optional() });
export const TeamRowMsg = z.object({
  id: z.number(), at: z.string(), author: z.string(), authorId: z.number().optional(), model: z.string(), resId: z.number(),
  record: z.string(), headline: z.string(), lines: z.array(z.string()).max(200), undo: z.boolean(), url: z.string(),
});
