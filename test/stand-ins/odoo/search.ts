import type { Rec } from './db.ts';
import { compileDomain, mentionsField } from './domain.ts';
import { recordRuleError } from './errors.ts';
import { companyVisible, type Env, fieldOf, fieldValue, nameOf } from './env.ts';
import { valueError } from './errors.ts';
import type { ModelDef } from './models.ts';
import { inSql } from './odoo-storage.ts';
import { attachmentVisible, messageVisible } from './model-defs-documents.ts';

export interface SearchOptions {
  offset?: unknown;
  limit?: unknown;
  order?: unknown;
}

/** search(): record rules, active_test, domain, order, offset and limit, in Odoo's order of work. */
export function searchRecords(env: Env, model: ModelDef, domain: unknown, options: SearchOptions = {}): Rec[] {
  const matches = compileDomain(env, model, domain);
  const activeTest = !!model.fields.active && env.context.active_test !== false && !mentionsField(domain, 'active');
  const found = env.db
    .records(model.name)
    .filter((r) => companyVisible(env, model, r) && attachmentVisible(env, model, r))
    .filter((r) => !activeTest || fieldValue(env, model, r, 'active') !== false)
    .filter(matches);
  const sorted = sortRecords(env, model, found, options.order);
  const offset = Number(options.offset) || 0;
  const limit = typeof options.limit === 'number' && options.limit > 0 ? options.limit : undefined;
  // mail.message (16-19 _search): Odoo takes the page first, then leaves out the messages the user
  // may not see, so a page (and a count with a limit) can come back short though more follow.
  return sorted.slice(offset, limit === undefined ? undefined : offset + limit).filter((r) => messageVisible(env, model, r));
}

/**
 * Records of `ids` for a call that names them (read, write, unlink, a button): missing ones are
 * left out, but one that exists and the record rules hide (another company's) is refused, as
 * real Odoo does, with an AccessError, not skipped.
 */
export function browseAllowed(env: Env, model: ModelDef, ids: number[], operation: 'read' | 'write' | 'unlink'): Rec[] {
  const found = ids.map((id) => env.db.get(model.name, id)).filter((r): r is Rec => !!r);
  if (found.some((r) => !companyVisible(env, model, r))) throw recordRuleError(env, model, operation);
  return found;
}

/** Records of `ids` that exist and that the record rules let the user see. */
export function browseVisible(env: Env, model: ModelDef, ids: number[]): Rec[] {
  return ids.map((id) => env.db.get(model.name, id)).filter((r): r is Rec => !!r && companyVisible(env, model, r) && attachmentVisible(env, model, r) && messageVisible(env, model, r));
}

const ORDER_TERM = /^"?([\w.]+)"?(?:\s+(asc|desc))?(?:\s+nulls\s+(first|last))?$/i;

interface OrderTerm {
  field: string;
  desc: boolean;
  nullsFirst: boolean;
}

export function parseOrder(model: ModelDef, order: unknown): OrderTerm[] {
  const spec = typeof order === 'string' && order.trim() ? order : model.order;
  return spec.split(',').map((raw) => {
    const match = ORDER_TERM.exec(raw.trim());
    if (!match) {
      throw valueError(
        `Invalid "order" specified (${spec}). A valid "order" specification is a comma-separated list of valid ` +
          'field names (optionally followed by asc/desc for the direction)',
      );
    }
    const field = match[1]!.split('.')[0]!;
    if (field !== 'id') fieldOf(model, field);
    const desc = match[2]?.toLowerCase() === 'desc';
    // PostgreSQL puts NULLs last when ascending and first when descending.
    const nullsFirst = match[3] ? match[3].toLowerCase() === 'first' : desc;
    return { field, desc, nullsFirst };
  });
}

/**
 * A field Odoo cannot sort by (not stored: res.partner sale_order_count, debit): 16-17 drop the term
 * with a warning, 18+ refuse it (seen on real 16-19).
 */
function sortable(env: Env, model: ModelDef, name: string): boolean {
  const field = model.fields[name];
  if (!field || inSql(field, env.version)) return true;
  if (env.version >= 18) throw valueError(`Cannot convert ${model.name}.${name} to SQL because it is not stored`);
  return false;
}

export function sortKey(env: Env, model: ModelDef, rec: Rec, name: string): string | number | null {
  const value = fieldValue(env, model, rec, name);
  const field = model.fields[name];
  if (field?.type === 'many2one') return typeof value === 'number' ? nameOf(env, field.relation!, value) : null;
  if (field?.type === 'boolean') return value ? 1 : 0;
  if (value === false || value === null || value === undefined || Array.isArray(value)) return null;
  return typeof value === 'number' ? value : String(value);
}

// One collator for all sorts: localeCompare(…, 'en') would build one per comparison.
const COLLATOR = new Intl.Collator('en');

export function compareKeys(a: string | number | null, b: string | number | null, desc: boolean, nullsFirst: boolean): number {
  if (a === b) return 0;
  if (a === null) return nullsFirst ? -1 : 1;
  if (b === null) return nullsFirst ? 1 : -1;
  const cmp = typeof a === 'number' && typeof b === 'number' ? a - b : COLLATOR.compare(String(a), String(b));
  return desc ? -cmp : cmp;
}

export function sortRecords(env: Env, model: ModelDef, recs: Rec[], order: unknown): Rec[] {
  const terms = parseOrder(model, order).filter((t) => sortable(env, model, t.field));
  const keyed = recs.map((rec) => ({ rec, keys: terms.map((t) => sortKey(env, model, rec, t.field)) }));
  keyed.sort((x, y) => {
    for (const [i, t] of terms.entries()) {
      const cmp = compareKeys(x.keys[i]!, y.keys[i]!, t.desc, t.nullsFirst);
      if (cmp) return cmp;
    }
    return x.rec.id - y.rec.id;
  });
  return keyed.map((k) => k.rec);
}
