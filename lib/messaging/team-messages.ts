import { z } from './zod';

// Team activity's filter, cursor and rows, as the panel asks for a page and the worker sends it.

/** Team activity's filter (lib/ops/team-activity.ts TeamFilter). */
export const TeamFilterMsg = z.object({
  authorId: z.optional(z.int().check(z.positive())),
  model: z.optional(z.string().check(z.regex(/^[a-z][a-z0-9_.]*$/), z.maxLength(128))),
  since: z.optional(z.string().check(z.regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/))),
});
export const count = z.int().check(z.nonnegative(), z.lte(100_000_000));
/** Where a team page after the first starts (lib/ops/team-activity.ts TeamCursor). */
export const TeamCursorMsg = z.object({ offset: count, seen: count, total: z.optional(count) });
export const TeamRowMsg = z.object({
  id: z.number(), at: z.string(), author: z.string(), authorId: z.optional(z.number()), model: z.string(), resId: z.number(),
  record: z.string(), headline: z.string(), lines: z.array(z.string()).check(z.maxLength(200)), undo: z.boolean(), url: z.string(),
});
