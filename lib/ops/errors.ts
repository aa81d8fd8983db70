import { isOdooError } from '@/lib/odoo/errors';
import type { Said, Text } from '@/lib/i18n';

/** A write Weft refuses or judges not done, knowing exactly why (not an Odoo error, not a lost answer). */
export class OpsError extends Error {
  override readonly name = 'OpsError';
  /**
   * @param message English, for the model's tool result and logs.
   * @param said The same, as a sentence the panel says in the user's language, where the user may read it (Changes, a suggestion's answer).
   */
  constructor(
    message: string,
    readonly said?: Said | Said[],
  ) {
    super(message);
  }
}

/**
 * Why something failed, as the person reads it: Odoo's refusal and Weft's own reasons as sentences
 * the panel says in its language (stored as they are, so Changes follows a change of language);
 * anything else (a bug's message) as it is.
 */
export function failureSaid(error: unknown): Text {
  if (isOdooError(error)) return error.sentence();
  if (error instanceof OpsError && error.said) return error.said;
  return error instanceof Error ? error.message : String(error);
}
