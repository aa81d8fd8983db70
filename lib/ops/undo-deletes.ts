// "Never delete" (the organisation's policy) holds for undo as for any write: what undoing would
// delete is judged by the one effects rule (effects.ts refusedEffects). A record the assistant
// created is then archived where its model can be; anything else that undo would have to delete
// (a created record that cannot be archived, lines a change added, a posted note, a draft an
// action made) cannot be undone, and the confirm card says so before the write.
import { said, type Said } from '@/lib/i18n';
import type { FieldsMap } from '@/lib/odoo';
import { refusedEffects, type Effect, type GateLimits } from './effects';
import type { WriteSpec } from './types';

export const NEVER_DELETE_ARCHIVES = said('undo.orgArchives');

/** What undoing this write would delete, if anything. */
export function undoDeletes(kind: WriteSpec['kind'], what: { addsOwnLines?: boolean; unlinksCreated?: boolean } = {}): Effect | undefined {
  if (kind === 'create' || kind === 'message') return 'delete';
  if (kind === 'write' && what.addsOwnLines) return 'delete-lines';
  if (kind === 'action' && what.unlinksCreated) return 'delete';
  return undefined;
}

export type UndoUnderLimits = { allowed: true } | { allowed: true; archive: true } | { allowed: false; reason: Said };

/** How the undo may go under the organisation's limits: as planned, archiving instead, or not at all. */
export function undoUnderLimits(deletes: Effect | undefined, limits: GateLimits | undefined, kind: WriteSpec['kind'], fields: FieldsMap): UndoUnderLimits {
  if (!deletes || !refusedEffects(limits).has(deletes)) return { allowed: true };
  if (kind === 'create' && fields.active?.type === 'boolean') return { allowed: true, archive: true };
  const what = said(deletes === 'delete-lines' ? 'undo.what.lines' : kind === 'create' ? 'undo.what.record' : kind === 'message' ? 'undo.what.note' : 'undo.what.created');
  return { allowed: false, reason: said('undo.orgNoDelete', { what }) };
}
