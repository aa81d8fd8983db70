// Journals that secure posted entries with a hash (inalterability): Odoo refuses to reset such an
// entry to draft, so undoing its posting is refused before anything is sent. Read in Odoo's
// account_move.py button_draft: 16/17 refuse any posted entry of a journal in strict mode
// (restrict_mode_hash_table); 18/19 refuse any entry that has its hash (inalterable_hash), which
// posting in such a journal sets at once on every version.
import type { Json } from '@/lib/db';
import { said } from '@/lib/i18n';
import type { FieldsMap } from '@/lib/odoo/field-info';
import type { OdooVersion } from '@/lib/odoo/session';
import { traitsOf } from '@/lib/odoo/versions';
import { isStep, type WorkflowAction } from './actions';

/** Read with an entry's watched fields; one call either way. */
export const HASH_LOCK_FIELDS = ['restrict_mode_hash_table', 'inalterable_hash'] as const;

export const HASH_LOCKED = said('act.hashLocked');
export const LOCKS_ON_POST = said('act.locksOnPost');

/** The action's undo resets the entry itself to draft (account.move's button_draft), which a hash lock refuses. */
export function undoNeedsDraft(action: WorkflowAction): boolean {
  return action.model === 'account.move' && Object.values(action.undo).some((step) => isStep(step) && !step.on && step.methods.includes('button_draft'));
}

/** The lock fields this Odoo has on the model (none on a model without journals). */
export function lockFields(fields: FieldsMap): string[] {
  return HASH_LOCK_FIELDS.filter((f) => f in fields);
}

/** As Odoo's button_draft decides, per version. */
export function hashLocked(values: Record<string, Json> | undefined, version: OdooVersion): boolean {
  if (!values) return false;
  if (traitsOf(version).hashLock === 'strict_journal') return values.state === 'posted' && values.restrict_mode_hash_table === true;
  return typeof values.inalterable_hash === 'string' && values.inalterable_hash !== '';
}

/** Posting in this entry's journal will hash it (all versions). */
export function locksOnPost(values: Record<string, Json> | undefined): boolean {
  return values?.restrict_mode_hash_table === true;
}
