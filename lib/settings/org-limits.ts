import { z } from '../messaging/zod';

// The organisation's limits on writes and its trail switch (issue 30): policy keys of their own,
// merged into POLICY_FIELDS (policy.ts) and the manifest's managed schema (managed-schema.ts).
// lib/agent/gate.ts turns them into the approval pipeline's GateLimits; Settings shows them.

/** A workflow button as the policy names it: its method ("action_confirm") or model and method ("sale.order.action_confirm"). */
const ActionName = z.string().check(z.trim(), z.regex(/^([a-z][a-z0-9_]*(\.[a-z0-9_]+)*\.)?[a-z_][a-z0-9_]*$/, 'a method such as action_confirm, or sale.order.action_confirm'));

export const LIMIT_FIELDS = {
  /** Forces the trail in Odoo on (true) or off (false): an internal note on each record Weft changes. */
  trail: z.boolean(),
  /** The most writes one turn may make. */
  maxWritesPerTurn: z.int().check(z.gte(1), z.lte(100)),
  /** The only workflow buttons Weft may press: [] none, a list those; absent, all that Weft knows. */
  workflowActions: z.array(ActionName).check(z.maxLength(200)),
  /** Whether Weft may send messages that e-mail people (followers, a customer). Internal notes stay allowed. */
  emailPeople: z.boolean(),
} as const;

export type OrgLimits = { [K in keyof typeof LIMIT_FIELDS]?: z.infer<(typeof LIMIT_FIELDS)[K]> };

export const LIMITS_SCHEMA = {
  trail: { type: 'boolean', title: 'Trail in Odoo', description: 'true: every change Weft makes logs an internal note on the record (nobody is e-mailed); false: never. Absent: each user chooses.' },
  maxWritesPerTurn: { type: 'integer', minimum: 1, maximum: 100, title: 'Most changes per request', description: 'The most records changes one request to the assistant may make.' },
  workflowActions: {
    type: 'array',
    title: 'Workflow buttons Weft may press',
    description: 'The only buttons Weft may press: methods ("action_confirm") or model and method ("sale.order.action_confirm"); [] for none. Absent: all that Weft knows.',
    items: { type: 'string' },
  },
  emailPeople: { type: 'boolean', title: 'May e-mail people', description: 'false: Weft never sends a message that e-mails people (followers, a customer); internal notes stay allowed.' },
} as const;

/** Whether the policy lets Weft press this button (model and method). */
export function actionAllowed(model: string, method: string, allowed: readonly string[] | undefined): boolean {
  if (allowed === undefined) return true;
  return allowed.some((name) => name === method || name === `${model}.${method}`);
}
