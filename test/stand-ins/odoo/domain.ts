import type { Rec } from './db.ts';
import { asIds, type Env, fieldValue, modelOf, nameOf } from './env.ts';
import { pyRepr, pyTuple, typeError, valueError } from './errors.ts';
import type { FieldDef, ModelDef } from './models.ts';

type Predicate = (rec: Rec) => boolean;

const OPERATORS = new Set([
  '=', '!=', '<=', '<', '>', '>=', '=?', '=like', '=ilike', 'like', 'not like', 'ilike', 'not ilike',
  'in', 'not in', 'child_of', 'parent_of', 'any', 'not any',
]);
const NEGATIVE = new Set(['!=', 'not like', 'not ilike', 'not in', 'not any']);
const POSITIVE_OF: Record<string, string> = { '!=': '=', 'not like': 'like', 'not ilike': 'ilike', 'not in': 'in', 'not any': 'any' };
const TEXT_OPS = new Set(['like', 'ilike', '=like', '=ilike']);

const isLeaf = (t: unknown): t is unknown[] => Array.isArray(t);
const isTrueLeaf = (l: unknown[]) => l.length === 3 && l[0] === 1 && l[1] === '=' && l[2] === 1;
const isFalseLeaf = (l: unknown[]) => l.length === 3 && l[0] === 0 && l[1] === '=' && l[2] === 1;

/** Turns a prefix-notation domain into a predicate, raising Odoo's ValueErrors for bad input. */
export function compileDomain(env: Env, model: ModelDef, domain: unknown): Predicate {
  if (domain === undefined || domain === null || domain === false) return () => true;
  if (!Array.isArray(domain)) throw valueError(`Invalid domain: ${pyRepr(domain)}`);
  const tokens = domain;
  let i = 0;
  const syntaxError = () => valueError(`Domain ${pyRepr(tokens)} is syntactically not correct.`);
  const next = (): Predicate => {
    if (i >= tokens.length) throw syntaxError();
    const token = tokens[i++];
    if (token === '&' || token === '|') {
      const a = next();
      const b = next();
      return token === '&' ? (r) => a(r) && b(r) : (r) => a(r) || b(r);
    }
    if (token === '!') {
      const a = next();
      return (r) => !a(r);
    }
    return compileLeaf(env, model, token);
  };
  const parts: Predicate[] = [];
  while (i < tokens.length) parts.push(next());
  return (r) => parts.every((p) => p(r));
}

function compileLeaf(env: Env, model: ModelDef, token: unknown): Predicate {
  if (!isLeaf(token) || token.length !== 3) throw valueError(`Invalid leaf ${leafRepr(token)}`);
  if (isTrueLeaf(token)) return () => true;
  if (isFalseLeaf(token)) return () => false;
  const [path, rawOp, value] = token;
  const op = typeof rawOp === 'string' ? rawOp.toLowerCase() : '';
  if (typeof path !== 'string' || !path || !OPERATORS.has(op)) throw valueError(`Invalid leaf ${leafRepr(token)}`);
  // 16 has no 'any' / 'not any' (17 added them): it fails on the sub-domain as a value (seen on real 16, every field type).
  if ((op === 'any' || op === 'not any') && env.version < 17) throw typeError("unhashable type: 'list'");
  const [head = '', ...rest] = path.split('.');
  const field: FieldDef | undefined = head === 'id' ? { type: 'integer', string: 'ID' } : model.fields[head];
  if (!field) throw valueError(`Invalid field ${model.name}.${head} in leaf ${leafRepr(token)}`);
  const relational = field.type === 'many2one' || field.type === 'one2many' || field.type === 'many2many';
  if (rest.length) {
    if (!relational) throw valueError(`Invalid field ${model.name}.${path} in leaf ${leafRepr(token)}`);
    const comodel = modelOf(env, field.relation!);
    const sub = compileLeaf(env, comodel, [rest.join('.'), op, value]);
    return (r) => relatedIds(env, model, r, head).some((id) => { const rec = env.db.get(comodel.name, id); return !!rec && sub(rec); });
  }
  if (field.searchable === false) {
    // 16-18 log "non-stored field cannot be searched" and drop the condition; 19 refuses it (seen on real 16-19).
    if (env.version >= 19) throw valueError(`Cannot convert ${model.name}.${head} to SQL because it is not stored`);
    return () => true;
  }
  if (scalarIn(env, field, op, value)) throw valueError(`Invalid domain term ${leafRepr(token)}`);
  if (relational) return compileRelational(env, model, head, field, op, value);
  if (head === 'id' && (op === 'child_of' || op === 'parent_of')) {
    const targets = hierarchy(env, model, asIds(value), op === 'child_of');
    return (r) => targets.has(r.id);
  }
  return (r) => matchScalar(field, fieldValue(env, model, r, head), op, value);
}

/**
 * 'in' / 'not in' with one value instead of a list: 16-18 refuse it when building the SQL (seen on real 16, 18 and
 * real 17: ('id', 'in', 3)), but for x2many fields, which take it as one id, a many2one given a name,
 * and True/False (kept for old domains); 19 takes any single value as a list of one.
 */
function scalarIn(env: Env, field: FieldDef, op: string, value: unknown): boolean {
  if ((op !== 'in' && op !== 'not in') || env.version >= 19 || Array.isArray(value) || typeof value === 'boolean') return false;
  if (field.type === 'one2many' || field.type === 'many2many') return false;
  return !(field.type === 'many2one' && typeof value === 'string');
}

const leafRepr = (token: unknown) => (Array.isArray(token) ? pyTuple(token) : pyRepr(token));

function relatedIds(env: Env, model: ModelDef, rec: Rec, name: string): number[] {
  return asIds(fieldValue(env, model, rec, name) || []);
}

function compileRelational(env: Env, model: ModelDef, name: string, field: FieldDef, op: string, value: unknown): Predicate {
  const comodel = modelOf(env, field.relation!);
  const ids = (r: Rec) => relatedIds(env, model, r, name);
  const positive = POSITIVE_OF[op] ?? op;
  const negate = NEGATIVE.has(op);
  const wrap = (hit: (ids: number[]) => boolean): Predicate => (r) => hit(ids(r)) !== negate;
  if (op === '=?') return value === false || value === null ? () => true : compileRelational(env, model, name, field, '=', value);
  if (positive === 'any') {
    const sub = compileDomain(env, comodel, value);
    return wrap((list) => list.some((id) => { const rec = env.db.get(comodel.name, id); return !!rec && sub(rec); }));
  }
  const values = Array.isArray(value) ? value : [value];
  const byName = values.some((v) => typeof v === 'string') || TEXT_OPS.has(positive);
  if (byName) {
    // Odoo resolves names through the comodel's name search.
    const textOp = TEXT_OPS.has(positive) ? positive : '=';
    const targets = new Set(
      env.db.records(comodel.name).filter((t) => values.some((v) => matchText(nameOf(env, comodel.name, t.id), textOp, v))).map((t) => t.id),
    );
    return wrap((list) => list.some((id) => targets.has(id)));
  }
  if (positive === 'child_of' || positive === 'parent_of') {
    const targets = hierarchy(env, comodel, asIds(value), positive === 'child_of');
    return (r) => ids(r).some((id) => targets.has(id));
  }
  const wanted = values.filter((v) => typeof v === 'number') as number[];
  const wantsEmpty = values.some((v) => v === false || v === null);
  if (positive === '=' || positive === 'in') {
    return wrap((list) => (wantsEmpty && list.length === 0) || list.some((id) => wanted.includes(id)));
  }
  // Ordered comparisons on a relation compare ids, as SQL would.
  return (r) => ids(r).some((id) => compareOrdered(id, op, Number(value)));
}

function hierarchy(env: Env, model: ModelDef, roots: number[], down: boolean): Set<number> {
  const result = new Set(roots);
  if (!model.fields.parent_id) return result;
  let grew = true;
  while (grew) {
    grew = false;
    for (const rec of env.db.records(model.name)) {
      const parent = Number(rec.parent_id);
      const [from, to] = down ? [parent, rec.id] : [rec.id, parent];
      if (result.has(from) && to && !result.has(to)) {
        result.add(to);
        grew = true;
      }
    }
  }
  return result;
}

const isEmpty = (v: unknown) => v === false || v === null || v === undefined || v === '';

function normalizeValue(field: FieldDef, value: unknown): unknown {
  if (typeof value !== 'string') return value;
  if (field.type === 'datetime' && /^\d{4}-\d{2}-\d{2}$/.test(value)) return `${value} 00:00:00`;
  if (field.type === 'datetime') return value.replace('T', ' ').slice(0, 19);
  if (field.type === 'date') return value.slice(0, 10);
  return value;
}

function matchScalar(field: FieldDef, actual: unknown, op: string, raw: unknown): boolean {
  if (op === '=?') return raw === false || raw === null ? true : matchScalar(field, actual, '=', raw);
  if (Array.isArray(raw) && (op === '=' || op === '!=')) return matchScalar(field, actual, op === '=' ? 'in' : 'not in', raw);
  const value = Array.isArray(raw) ? raw.map((v) => normalizeValue(field, v)) : normalizeValue(field, raw);
  const bool = field.type === 'boolean';
  switch (op) {
    case '=':
      if (bool) return Boolean(actual) === Boolean(value);
      return isEmpty(value) ? isEmpty(actual) : actual === value;
    case '!=':
      return !matchScalar(field, actual, '=', raw);
    case 'in':
    case 'not in': {
      const list = Array.isArray(value) ? value : [value];
      const hit = list.some((v) => (bool ? Boolean(v) === Boolean(actual) : isEmpty(v) ? isEmpty(actual) : v === actual));
      return hit === (op === 'in');
    }
    case 'like': case 'ilike': case '=like': case '=ilike':
      return !isEmpty(actual) && matchText(String(actual), op, value);
    case 'not like': case 'not ilike':
      return isEmpty(actual) || !matchText(String(actual), op.slice(4), value);
    default:
      if (isEmpty(actual) || isEmpty(value)) return false;
      return compareOrdered(actual, op, value);
  }
}

function compareOrdered(actual: unknown, op: string, value: unknown): boolean {
  const [a, b] = typeof actual === 'number' || typeof value === 'number' ? [Number(actual), Number(value)] : [String(actual), String(value)];
  switch (op) {
    case '<': return a < b;
    case '<=': return a <= b;
    case '>': return a > b;
    case '>=': return a >= b;
    default: return false;
  }
}

/**
 * SQL LIKE as PostgreSQL runs it (Odoo passes the value unescaped): like/ilike wrap the value in
 * %, =like/=ilike take it as the whole pattern; % and _ are wildcards and a backslash makes the
 * next character literal.
 */
export function matchText(actual: string, op: string, value: unknown): boolean {
  if (op === '=') return actual === value;
  const pattern = String(value ?? '');
  const whole = op.startsWith('=') ? pattern : `%${pattern}%`;
  const literal = (c: string) => c.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');
  const source = whole.replace(/\\([\s\S])|%|_|[\s\S]/g, (m, escaped: string | undefined) =>
    escaped !== undefined ? literal(escaped) : m === '%' ? '.*' : m === '_' ? '.' : literal(m));
  return new RegExp(`^${source}$`, op.endsWith('ilike') ? 'is' : 's').test(actual);
}

export function mentionsField(domain: unknown, name: string): boolean {
  return Array.isArray(domain) && domain.some((t) => Array.isArray(t) && typeof t[0] === 'string' && t[0].split('.')[0] === name);
}

/** expression.normalize_domain: makes the implicit top-level '&' explicit. */
export function normalizeDomain(domain: unknown[]): unknown[] {
  const result: unknown[] = [];
  let expected = 1;
  for (const token of domain) {
    if (expected === 0) {
      result.unshift('&');
      expected = 1;
    }
    expected += Array.isArray(token) ? -1 : token === '!' ? 0 : 1;
    result.push(token);
  }
  return result;
}

/** expression.AND: empty domains drop out. */
export function andDomains(domains: unknown[][]): unknown[] {
  const parts = domains.filter((d) => d.length).map(normalizeDomain);
  return [...Array(Math.max(parts.length - 1, 0)).fill('&'), ...parts.flat()];
}
