import type { Rec, StandInDb } from './db.ts';
import { displayName } from './display-name.ts';
import { keyError, pyRepr, valueError } from './errors.ts';
import type { FieldDef, ModelDef, OdooVersion, Registry } from './models.ts';

/** What one RPC runs with: the data, the version's models, the user and the request context. */
export interface Env {
  db: StandInDb;
  registry: Registry;
  version: OdooVersion;
  uid: number;
  context: Record<string, unknown>;
  /** The server cannot print PDFs (no wkhtmltopdf). */
  noPdf?: boolean;
}

export function modelOf(env: Env, name: string): ModelDef {
  const model = env.registry.get(name);
  if (!model) throw keyError(name);
  return model;
}

export function fieldOf(model: ModelDef, name: string): FieldDef {
  const field = model.fields[name];
  if (!field) throw valueError(`Invalid field ${pyRepr(name)} on model ${pyRepr(model.name)}`);
  return field;
}

export function emptyValue(field: FieldDef): unknown {
  switch (field.type) {
    case 'one2many':
    case 'many2many':
      return [];
    case 'integer':
    case 'float':
    case 'monetary':
      return 0;
    default:
      return false;
  }
}

/** The raw value of a field: ids for relations, false when unset. */
export function fieldValue(env: Env, model: ModelDef, rec: Rec, name: string): unknown {
  if (name === 'id') return rec.id;
  const field = fieldOf(model, name);
  if (field.related) {
    const [via, target] = field.related;
    const comodel = env.registry.get(String(model.fields[via]?.relation));
    // `via` may itself be related (a line's company_id is its entry's).
    const viaId = model.fields[via]?.related ? fieldValue(env, model, rec, via) : rec[via];
    const linked = comodel && typeof viaId === 'number' ? env.db.get(comodel.name, viaId) : undefined;
    return comodel && linked ? fieldValue(env, comodel, linked, target) : emptyValue(field);
  }
  if (field.compute) return field.compute(env.db, rec, env) ?? emptyValue(field);
  if (field.type === 'one2many' && field.inverse && field.relation) {
    return env.db
      .records(field.relation)
      .filter((r) => r[field.inverse!] === rec.id)
      .sort((a, b) => Number(a.sequence ?? 0) - Number(b.sequence ?? 0) || a.id - b.id)
      .map((r) => r.id);
  }
  const value = rec[name];
  if (value === undefined || value === null) return emptyValue(field);
  return value;
}

export function nameOf(env: Env, model: string, id: number): string {
  return displayName(env.db, model, env.db.get(model, id));
}

/**
 * Companies the request may see (Odoo's env.companies): context.allowed_company_ids when given,
 * else every company of the user (not only the current one: read in odoo/api.py 16-18 and
 * odoo/orm/environments.py 19, and seen on the real servers).
 */
export function allowedCompanies(env: Env): number[] {
  const ids = env.context.allowed_company_ids;
  if (Array.isArray(ids) && ids.length) return ids.map(Number);
  return userCompanies(env);
}

/** The companies the user belongs to (res.users.company_ids). */
export function userCompanies(env: Env): number[] {
  const user = env.db.get('res.users', env.uid);
  return Array.isArray(user?.company_ids) ? (user.company_ids as unknown[]).map(Number) : [];
}

/** Multi-company record rule: a record of another company is invisible; no company means shared. */
export function companyVisible(env: Env, model: ModelDef, rec: Rec): boolean {
  if (!model.fields.company_id) return true;
  const company = fieldValue(env, model, rec, 'company_id');
  return !company || allowedCompanies(env).includes(Number(company));
}

export function asIds(value: unknown): number[] {
  if (Array.isArray(value)) return value.map(Number);
  if (typeof value === 'number') return [value];
  return [];
}

export function nowStamp(env: Env): string {
  return env.db.timestamp();
}

export function today(env: Env): string {
  return env.db.timestamp().slice(0, 10);
}

/** The company new records get (Odoo's env.company): the first allowed one, else the user's own. */
export function currentCompany(env: Env): number {
  const ids = env.context.allowed_company_ids;
  if (Array.isArray(ids) && ids.length) return Number(ids[0]);
  return Number(env.db.get('res.users', env.uid)?.company_id ?? 1);
}
