import { z } from 'zod';

/** A record named by the user: a numeric id, or (part of) its name. */
// A model often sends an id as a JSON number (42) where the tool says string: it means the id, so
// it is taken as "42" rather than costing a round on an input error. The schema still says string.
export const recordRef = z.preprocess((v) => (typeof v === 'number' && Number.isInteger(v) && v > 0 ? String(v) : v), z.string().trim().min(1)).describe('Id or part of name');

/** Domain term for a many2one: by id (with child contacts for partners), else Odoo's own name search. */
export function refTerm(field: string, ref: string, { hierarchy = false } = {}): unknown[] {
  if (/^\d+$/.test(ref)) return [field, hierarchy ? 'child_of' : '=', Number(ref)];
  return [field, 'ilike', ref];
}
