import { applyPolicy, readPolicy, type EffectiveSettings, type Lockable } from './policy';
import { readUserSettings, writeUserSettings, type Settings } from './settings';

// The settings every part of Weft reads: the user's own with the organisation's policy applied
// (policy.ts applyPolicy). Worker, side panel, gate, suggestions and the model client all come here.

export async function getSettings(): Promise<EffectiveSettings> {
  const [user, policy] = await Promise.all([readUserSettings(), readPolicy()]);
  return applyPolicy(user, policy);
}

/** A change the organisation's policy does not allow (a mode above its ceiling, another gateway). */
export class PolicyLocked extends Error {
  override readonly name = 'PolicyLocked';
  constructor(readonly fields: string[]) {
    super(`Set by your organisation: ${fields.join(', ')} cannot be changed to that.`);
  }
}

const CHECKED: ReadonlyArray<keyof Settings & Lockable> = [
  'permissionMode', 'suggestionFrequency', 'apiBaseUrl', 'model', 'summaryModel', 'journalRetentionDays', 'conversationRetentionDays', 'askBeforeSending', 'answerTokens',
  'dailyBudget', 'monthlyBudget', 'trail',
];

/**
 * Stores the user's change. A value the policy would override is refused (PolicyLocked) rather than
 * stored and silently not applied; the effective settings could not be loosened by it anyway.
 */
export async function updateSettings(patch: Partial<Settings>): Promise<EffectiveSettings> {
  const [user, policy] = await Promise.all([readUserSettings(), readPolicy()]);
  const wanted = applyPolicy({ ...user, ...patch }, policy);
  const refused = CHECKED.filter((key) => key in patch && patch[key] !== undefined && wanted[key] !== patch[key] && wanted.policy.locked.has(key));
  if (refused.length) throw new PolicyLocked(refused);
  return applyPolicy(await writeUserSettings(patch), policy);
}
