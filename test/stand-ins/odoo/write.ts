import { afterChange, beforeCreate, beforeUnlink, cascadeUnlink, validate } from './business.ts';
import type { Rec } from './db.ts';
import { currentCompany, type Env, fieldOf, modelOf, nowStamp, today } from './env.ts';
import { foreignKeyError, mandatoryFieldError, missingRecordError, pyRepr, valueError } from './errors.ts';
import type { FieldDef, ModelDef } from './models.ts';
import { taskWriteExtras } from './model-defs-project.ts';

type Vals = Record<string, unknown>;

const isEmpty = (v: unknown) => v === false || v === null || v === undefined || v === '';
const isX2many = (f: FieldDef) => f.type === 'one2many' || f.type === 'many2many';

/** Odoo's float_round (HALF-UP): the value nudged by one unit in the last place before rounding, so 10.555 -> 10.56. */
export function floatRound(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  const normalized = value * factor;
  const epsilon = 2 ** (Math.log2(Math.abs(normalized) || 1) - 52);
  return (Math.sign(normalized) * Math.round(Math.abs(normalized) + epsilon)) / factor;
}

function convert(model: ModelDef, name: string, field: FieldDef, value: unknown): unknown {
  if (value === null || value === undefined) return false;
  switch (field.type) {
    case 'many2one':
      if (Array.isArray(value)) return Number(value[0]) || false;
      return value === false ? false : Number(value);
    case 'selection':
      if (value !== false && !field.selection?.some(([key]) => key === value)) {
        throw valueError(`Wrong value for ${model.name}.${name}: ${pyRepr(value)}`);
      }
      return value;
    case 'integer':
      return value === false ? 0 : Number(value);
    // Odoo stores floats rounded to their digits and amounts to the currency's (2 for the stand-in's EUR and USD).
    case 'float':
      return value === false ? 0 : field.digits ? floatRound(Number(value), field.digits[1]) : Number(value);
    case 'monetary':
      return value === false ? 0 : floatRound(Number(value), 2);
    case 'boolean':
      return Boolean(value);
    case 'datetime':
      return typeof value === 'string' ? value.replace('T', ' ').slice(0, 19) : value;
    default:
      return value;
  }
}

function checkNotNull(model: ModelDef, values: Vals, names: string[]): void {
  for (const name of model.notNull ?? []) {
    if (names.includes(name) && isEmpty(values[name])) {
      throw mandatoryFieldError(model.description, model.name, model.fields[name]?.string ?? name, name);
    }
  }
}

function contextDefaults(env: Env, model: ModelDef): Vals {
  const defaults: Vals = {};
  for (const [key, value] of Object.entries(env.context)) {
    if (key.startsWith('default_') && model.fields[key.slice(8)]) defaults[key.slice(8)] = value;
  }
  return defaults;
}

export function defaultValues(env: Env, model: ModelDef): Vals {
  const base = model.defaults?.({ db: env.db, uid: env.uid, companyId: currentCompany(env), today: today(env), now: nowStamp(env), context: env.context, version: env.version });
  // A default for a field a module adds (a timesheet's employee) exists only where the module is installed.
  const own = Object.fromEntries(Object.entries(base ?? {}).filter(([name]) => name in model.fields));
  return { ...own, ...contextDefaults(env, model) };
}

/** Splits vals into stored values, related writes and x2many commands. */
function prepare(model: ModelDef, vals: Vals) {
  const stored: Vals = {};
  const related: Array<[FieldDef, unknown]> = [];
  const commands: Array<[string, FieldDef, unknown]> = [];
  for (const [name, value] of Object.entries(vals)) {
    if (name === 'id') continue;
    const field = fieldOf(model, name);
    if (field.related) related.push([field, value]);
    else if (isX2many(field)) commands.push([name, field, value]);
    else if (!field.compute) stored[name] = convert(model, name, field, value);
  }
  return { stored, related, commands };
}

/**
 * A many2one to a record that does not exist fails on the database's foreign key, as in real Odoo
 * (whose message, oddly, speaks of a deletion). Comodels the stand-in does not seed are not checked.
 */
function checkLinks(env: Env, model: ModelDef, stored: Vals): void {
  for (const [name, value] of Object.entries(stored)) {
    const field = model.fields[name];
    if (field?.type !== 'many2one' || typeof value !== 'number' || !field.relation) continue;
    if (!env.db.records(field.relation).length || env.db.get(field.relation, value)) continue;
    throw foreignKeyError(model.description, model.name, `${model.name.replace(/\./g, '_')}_${name}_fkey`);
  }
}

export function createRecords(env: Env, model: ModelDef, valsList: Vals[]): Rec[] {
  return valsList.map((vals) => {
    if (!vals || typeof vals !== 'object') throw valueError(`Invalid values for ${model.name}: ${pyRepr(vals)}`);
    const values: Vals = { ...defaultValues(env, model), ...vals };
    beforeCreate(env, model, values);
    const { stored, related, commands } = prepare(model, values);
    checkNotNull(model, stored, model.notNull ?? []);
    checkLinks(env, model, stored);
    const rec = env.db.create(model.name, stored, env.uid);
    writeRelated(env, model, rec, related);
    applyCommands(env, model, rec, commands);
    validate(model, rec, env.db);
    afterChange(env, model, rec);
    return rec;
  });
}

export function writeRecords(env: Env, model: ModelDef, recs: Rec[], vals: Vals): void {
  const { stored, related, commands } = prepare(model, vals ?? {});
  checkNotNull(model, stored, Object.keys(stored));
  checkLinks(env, model, stored);
  for (const rec of recs) {
    env.db.write(model.name, rec.id, model.name === 'project.task' ? { ...stored, ...taskWriteExtras(env, rec, vals ?? {}) } : stored, env.uid);
    writeRelated(env, model, rec, related);
    applyCommands(env, model, rec, commands);
    validate(model, rec, env.db);
    afterChange(env, model, rec);
  }
}

export function unlinkRecords(env: Env, model: ModelDef, recs: Rec[]): void {
  beforeUnlink(env, model, recs);
  for (const rec of recs) {
    cascadeUnlink(env, model, rec);
    env.db.delete(model.name, rec.id);
    afterChange(env, model, rec);
  }
}

/** Odoo's check on write/unlink: every id must exist (and be visible), else MissingError. */
export function existingOrMissing(env: Env, model: ModelDef, ids: number[], visible: Rec[]): Rec[] {
  const found = new Set(visible.map((r) => r.id));
  const missing = ids.filter((id) => !found.has(id));
  if (missing.length) throw missingRecordError(model.name, missing, env.uid);
  return visible;
}

function writeRelated(env: Env, model: ModelDef, rec: Rec, related: Array<[FieldDef, unknown]>): void {
  for (const [field, value] of related) {
    const [via, target] = field.related!;
    const comodel = modelOf(env, String(model.fields[via]?.relation));
    const linked = typeof rec[via] === 'number' ? env.db.get(comodel.name, rec[via]) : undefined;
    if (linked) writeRecords(env, comodel, [linked], { [target]: value });
  }
}

function applyCommands(env: Env, model: ModelDef, rec: Rec, commands: Array<[string, FieldDef, unknown]>): void {
  for (const [name, field, value] of commands) {
    if (field.compute || !field.relation || !Array.isArray(value)) continue;
    const comodel = modelOf(env, field.relation);
    const list = value.every((v) => typeof v === 'number') ? [[6, 0, value]] : (value as unknown[][]);
    let ids = field.inverse ? [] : [...((rec[name] as number[] | undefined) ?? [])];
    const link = (id: number) => {
      if (field.inverse) env.db.write(comodel.name, id, { [field.inverse]: rec.id }, env.uid);
      else if (!ids.includes(id)) ids.push(id);
    };
    const children = () => (field.inverse ? env.db.records(comodel.name).filter((c) => c[field.inverse!] === rec.id).map((c) => c.id) : ids);
    const drop = (id: number, destroy: boolean) => {
      const child = env.db.get(comodel.name, id);
      if (child && (destroy || field.inverse)) unlinkRecords(env, comodel, [child]);
      ids = ids.filter((x) => x !== id);
    };
    for (const [cmd, id, vals] of list) {
      const target = Number(id);
      if (cmd === 0) {
        const extra = field.inverse ? { [field.inverse]: rec.id } : {};
        const [child] = createRecords(env, comodel, [{ ...(vals as Vals), ...extra }]);
        if (!field.inverse) link(child!.id);
      } else if (cmd === 1 || cmd === 2) {
        // Updating or deleting a line that does not exist is Odoo's MissingError, not a no-op.
        const child = env.db.get(comodel.name, target);
        if (!child) throw missingRecordError(comodel.name, [target], env.uid);
        if (cmd === 1) writeRecords(env, comodel, [child], vals as Vals);
        else drop(target, true);
      } else if (cmd === 3) drop(target, false);
      else if (cmd === 4) link(target);
      else if (cmd === 5) for (const c of children()) drop(c, false);
      else if (cmd === 6) {
        const wanted = (vals as number[]) ?? [];
        for (const c of children()) if (!wanted.includes(c)) drop(c, false);
        for (const w of wanted) link(w);
      }
    }
    if (!field.inverse) env.db.write(model.name, rec.id, { [name]: ids }, env.uid);
  }
}
