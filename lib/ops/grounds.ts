// What a write is on this Odoo, known before any record is read: its fields, the server's version
// and, for a workflow action, the table's row as it is on that version, looked up once.
import type { FieldsMap } from '@/lib/odoo';
import { findAction, type WorkflowAction } from './actions';
import type { WriteSpec } from './types';

export interface Grounds {
  spec: WriteSpec;
  fields: FieldsMap;
  /** The server's major version: the one place lib/ops reads it. */
  major: number;
  /** The workflow action of an 'action' spec as it is on `major` (absent when Weft does not run it there). */
  action?: WorkflowAction;
  /**
   * A create: whether the user's access rights let them delete records of the model (unset: not
   * asked, taken as yes). A salesperson may create quotations but not delete them (real 17-19's
   * demo user): Undo then archives or cancels what it cannot delete, or the card says it cannot.
   */
  mayDelete?: boolean;
  /** An action whose undo leaves records cancelled (action-types `leaves`): whether the user may delete them (unset: not asked). */
  mayDeleteLeft?: boolean;
}

/**
 * The grounds of `plan` for `spec` (its own, or a narrower one: a row of a set, the rows left, the
 * answers chosen): everything known before the records were read is kept. The one place that copies
 * grounds, so a ground added later (as mayDelete was) is not lost by a plan made again from another.
 */
export function sameGrounds({ fields, major, action, mayDelete, mayDeleteLeft }: Grounds, spec: WriteSpec): Grounds {
  return { spec, fields, major, ...(action ? { action } : {}), ...(mayDelete !== undefined ? { mayDelete } : {}), ...(mayDeleteLeft !== undefined ? { mayDeleteLeft } : {}) };
}

export function groundsOf(spec: WriteSpec, fields: FieldsMap, major: number): Grounds {
  const action = spec.kind === 'action' ? findAction(spec.model, spec.method, major) : undefined;
  return { spec, fields, major, ...(action ? { action } : {}) };
}
