import { z } from 'zod';

/** A record named by the user: a numeric id, or (part of) its name. */
export const recordRef = z.string().trim().min(1).describe('Id or part of name');

/** Domain term for a many2one: by id (with child contacts for partners), else Odoo's own name search. */
export function refTerm(field: string, ref: string, { hierarchy = false } = {}): unknown[] {
  if (/^\d+$/.test(ref)) return [field, hierarchy ? 'child_of' : '=', Number(ref)];
  return [field, 'ilike', ref];
}
