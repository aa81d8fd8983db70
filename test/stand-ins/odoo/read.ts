import type { Rec } from './db.ts';
import { asIds, companyVisible, type Env, fieldOf, fieldValue, modelOf, nameOf } from './env.ts';
import { typeError } from './errors.ts';
import { checkFieldAccess, fieldAllowed } from './field-groups.ts';
import type { ModelDef } from './models.ts';
import { binaryValue } from './model-defs-documents.ts';
import { browseVisible, sortRecords } from './search.ts';

/** Field names a read() without `fields` returns: every field of the model. */
export function allFieldNames(model: ModelDef): string[] {
  return Object.keys(model.fields).filter((name) => name !== 'id');
}

function requestedFields(env: Env, model: ModelDef, fields: unknown): string[] {
  // Without fields, Odoo reads the ones the user may see; a field named is checked.
  if (!(Array.isArray(fields) && fields.length)) return allFieldNames(model).filter((n) => fieldAllowed(env, model.fields[n]));
  const names = fields.map(String);
  for (const name of names) if (name !== 'id') fieldOf(model, name);
  checkFieldAccess(env, model, names);
  return names.filter((n) => n !== 'id');
}

/** read() shape: many2one as [id, display_name], x2many as ids. */
export function readRecords(env: Env, model: ModelDef, recs: Rec[], fields: unknown): Record<string, unknown>[] {
  const names = requestedFields(env, model, fields);
  return recs.map((rec) => {
    const row: Record<string, unknown> = { id: rec.id };
    for (const name of names) row[name] = readValue(env, model, rec, name);
    return row;
  });
}

export function readValue(env: Env, model: ModelDef, rec: Rec, name: string): unknown {
  const field = fieldOf(model, name);
  const value = fieldValue(env, model, rec, name);
  if (field.type === 'many2one') return typeof value === 'number' ? [value, nameOf(env, field.relation!, value)] : false;
  if (field.type === 'binary') return binaryValue(env, value);
  return value;
}

type Spec = Record<string, { fields?: Spec; limit?: number; order?: string; context?: unknown } | undefined>;

function asSpec(value: unknown): Spec {
  if (!value || typeof value !== 'object' || Array.isArray(value)) {
    throw typeError("web_read() missing 1 required positional argument: 'specification'");
  }
  return value as Spec;
}

/** web_read() shape (17+): values shaped by a specification, relations nested as asked. */
export function readSpecification(env: Env, model: ModelDef, recs: Rec[], specification: unknown): Record<string, unknown>[] {
  const spec = asSpec(specification);
  for (const name of Object.keys(spec)) if (name !== 'id') fieldOf(model, name);
  checkFieldAccess(env, model, Object.keys(spec));
  return recs.map((rec) => {
    const row: Record<string, unknown> = { id: rec.id };
    for (const [name, sub] of Object.entries(spec)) {
      if (name === 'id') continue;
      row[name] = specValue(env, model, rec, name, sub);
    }
    return row;
  });
}

function specValue(env: Env, model: ModelDef, rec: Rec, name: string, sub: Spec[string]): unknown {
  const field = fieldOf(model, name);
  const value = fieldValue(env, model, rec, name);
  if (field.type === 'many2one') {
    if (typeof value !== 'number') return false;
    if (!sub?.fields) return value;
    const comodel = modelOf(env, field.relation!);
    const target = env.db.get(comodel.name, value);
    if (!target || !companyVisible(env, comodel, target)) {
      // Odoo still names a record it may not read, with sudo.
      return { id: value, ...('display_name' in sub.fields ? { display_name: nameOf(env, comodel.name, value) } : {}) };
    }
    return readSpecification(env, comodel, [target], sub.fields)[0];
  }
  if (field.type === 'one2many' || field.type === 'many2many') {
    const ids = asIds(value);
    if (!sub?.fields) return ids;
    const comodel = modelOf(env, field.relation!);
    let related = browseVisible(env, comodel, ids);
    if (sub.order) related = sortRecords(env, comodel, related, sub.order);
    // Past the limit Odoo still lists each record, as {id} alone (web_read's x2many 'limit').
    const limit = typeof sub.limit === 'number' ? sub.limit : related.length;
    const read = new Map(readSpecification(env, comodel, related.slice(0, limit), sub.fields).map((row) => [row.id, row]));
    return related.map((r) => read.get(r.id) ?? { id: r.id });
  }
  if (field.type === 'binary') return binaryValue(env, value);
  return value;
}
