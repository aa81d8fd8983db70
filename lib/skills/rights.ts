import type { OdooClient } from '@/lib/odoo/client';
import { hasAccess, readableModels, visibleFields, type Operation } from '@/lib/odoo/access';

// What the user may do with the models the skills use, learnt once per identity (and again when
// Odoo says their menus or modules changed, or refuses a call), and the one rule that offers only
// the skills that can work with it. Access rights only: record rules are per record and stay
// Odoo's job when a call is made.

export type { Operation } from '@/lib/odoo/access';

/**
 * A right a skill needs: 'sale.order' (to read it), 'sale.order:write', or 'stock.quant#value' (to
 * see a field Odoo restricts to a group: fields_get leaves it out for others).
 */
export type Need = string;

export interface Rights {
  /** 'model:operation' pairs Odoo grants this user. */
  readonly granted: ReadonlySet<string>;
  /**
   * The models Odoo was asked about; absent: every model. A model left out (the organisation's
   * policy keeps it out of Weft, and Odoo is not asked about it) is not judged here.
   */
  readonly asked?: ReadonlySet<string>;
}

const OPERATIONS: readonly Operation[] = ['read', 'create', 'write', 'unlink'];

export function parseNeed(need: Need): { model: string; operation: Operation; field?: string } {
  const [head = '', operation = 'read'] = need.split(':');
  const [model = '', field, ...rest] = head.split('#');
  const badField = field !== undefined && (!/^[a-z0-9_]+$/.test(field) || operation !== 'read' || rest.length > 0);
  if (!/^[a-z0-9_]+(\.[a-z0-9_]+)+$/.test(model) || !OPERATIONS.includes(operation as Operation) || badField) throw new Error(`Not a need: '${need}'`);
  return { model, operation: operation as Operation, ...(field ? { field } : {}) };
}

const keyOf = (need: Need) => {
  const { model, operation, field } = parseNeed(need);
  return field ? `${model}#${field}:read` : `${model}:${operation}`;
};

/** Whether the rights allow it; null rights (unknown) allow everything, Odoo then decides. */
export function may(rights: Rights | null, model: string, operation: Operation = 'read'): boolean {
  return !rights || (rights.asked !== undefined && !rights.asked.has(model)) || rights.granted.has(`${model}:${operation}`);
}

interface Fittable {
  needs?: readonly Need[];
  fit?: { needs: readonly Need[]; to(rights: Rights): unknown };
}

/** Every right the skills look at, once each. */
export function neededBy(skills: readonly Fittable[]): Need[] {
  return [...new Set(skills.flatMap((s) => [...(s.needs ?? []), ...(s.fit?.needs ?? [])].map(keyOf)))].sort();
}

/**
 * The one offering rule: a skill is offered when the user holds every right it needs; a skill
 * with `fit` is offered as it fits the rights (run_action with only the actions on models the user
 * may write), or not at all. Registry order is kept and the fitted copy is the same object for the
 * same rights, so the tools sent stay the same turn after turn (prompt cache). Unknown rights
 * (null): every skill, and Odoo refuses what it refuses.
 */
export function fittingSkills<S extends Fittable>(skills: readonly S[], rights: Rights | null): S[] {
  if (!rights) return [...skills];
  return skills.flatMap((s) => {
    if (!(s.needs ?? []).every((n) => grants(rights, n))) return [];
    if (!s.fit) return [s];
    const fitted = fittedOnce(s, rights);
    return fitted ? [fitted] : [];
  });
}

/** The needs of `skill` the rights do not grant (none with unknown rights). */
export function unmetNeeds(skill: Fittable, rights: Rights | null): Need[] {
  return rights ? (skill.needs ?? []).filter((n) => !grants(rights, n)) : [];
}

const grants = (rights: Rights, need: Need) => {
  const { model, operation, field } = parseNeed(need);
  if (!field) return may(rights, model, operation);
  return (rights.asked !== undefined && !rights.asked.has(model)) || rights.granted.has(keyOf(need));
};

const fits = new WeakMap<object, Map<string, unknown>>();
function fittedOnce<S extends Fittable>(skill: S, rights: Rights): S | undefined {
  const key = `${[...rights.granted].sort().join(',')}|${rights.asked ? [...rights.asked].sort().join(',') : '*'}`;
  let byRights = fits.get(skill);
  if (!byRights) fits.set(skill, (byRights = new Map()));
  if (!byRights.has(key)) byRights.set(key, skill.fit!.to(rights));
  return byRights.get(key) as S | undefined;
}

/**
 * What Odoo grants for `needs`: one call says which models exist and may be read; the other
 * operations are then asked together, only for those models (a write needs the read before it,
 * and a missing model would be an error), with one fields_get per model whose restricted fields
 * are needed. Two waves of requests, the second in parallel.
 */
export async function readRights(odoo: OdooClient, needs: readonly Need[]): Promise<Rights> {
  const parsed = [...new Set(needs.map(keyOf))].map(parseNeed);
  const models = [...new Set(parsed.map((n) => n.model))];
  const readable = await readableModels(odoo, models);
  const asked = parsed.filter((n) => n.operation !== 'read' && readable.has(n.model));
  const fieldsOf = new Map<string, string[]>();
  for (const n of parsed) if (n.field && readable.has(n.model)) fieldsOf.set(n.model, [...(fieldsOf.get(n.model) ?? []), n.field]);
  const [answers, seen] = await Promise.all([
    Promise.all(asked.map((n) => hasAccess(odoo, n.model, n.operation))),
    Promise.all([...fieldsOf].map(async ([model, fields]) => [...(await visibleFields(odoo, model, fields))].map((f) => `${model}#${f}:read`))),
  ]);
  return {
    asked: new Set(models),
    granted: new Set([
      ...[...readable].map((m) => `${m}:read`),
      ...asked.filter((_, i) => answers[i]).map((n) => `${n.model}:${n.operation}`),
      ...seen.flat(),
    ]),
  };
}

// Per identity for the worker's life, with the session's stamp it was read under.
const cache = new Map<string, { stamp: string; rights: Promise<Rights | null> }>();

/**
 * The identity's rights for `needs`: read once, again when the session's rights stamp changes
 * (16-18 menus, 19 modules) or after forgetRights; null (offer everything) when Odoo would not
 * say, and that is not kept.
 */
export async function rightsFor(identity: string, odoo: OdooClient, needs: readonly Need[]): Promise<Rights | null> {
  const stamp = (await odoo.session().catch(() => undefined))?.rightsStamp ?? '';
  const key = `${identity}|${neededKey(needs)}`;
  const known = cache.get(key);
  if (known && known.stamp === stamp) return known.rights;
  const rights = readRights(odoo, needs).catch(() => {
    if (cache.get(key)?.rights === rights) cache.delete(key);
    return null;
  });
  cache.set(key, { stamp, rights });
  return rights;
}

/** Odoo refused a call (access error): the identity's rights may have changed; read them again next turn. */
export function forgetRights(identity: string): void {
  for (const key of cache.keys()) if (key.startsWith(`${identity}|`)) cache.delete(key);
}

const neededKey = (needs: readonly Need[]) => [...new Set(needs.map(keyOf))].sort().join(',');
