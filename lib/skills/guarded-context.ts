import { READ_METHODS, type Lines, type OdooClient, type ReadGroupInput, type SearchReadInput } from '@/lib/odoo';
import type { WriteSpec } from '@/lib/ops/types';
import type { LineTables } from './compact';
import type { SkillContext } from './define-skill';
import { assertFieldsKnown, resolveField, validateDomain, validateOrder, validateValues } from './domain';
import { assertFieldsAllowed, assertModelAllowed, isFieldForbidden, type ModelPolicy } from './guards';
import { SkillError } from '@/lib/util/skill-error';

// The one place guards are applied: every skill, generic or business, gets this context from
// run-skill, so a skill cannot forget a check and cannot write except through ctx.write.

type Args<K extends keyof OdooClient> = OdooClient[K] extends (...args: infer A) => unknown ? A : never;

/** Client methods a skill may call as they are: they do not change Odoo (reads with checks are above). */
export const PASSED_THROUGH: ReadonlySet<string> = new Set(['session', 'version', 'loadAction']);
const PERIODS = new Set(['day', 'week', 'month', 'quarter', 'year']);
const AGGREGATES = new Set(['sum', 'avg', 'count', 'count_distinct', 'min', 'max', 'array_agg']);

export function guardContext(ctx: SkillContext): SkillContext {
  return { ...ctx, odoo: guardClient(ctx.odoo, ctx.policy), write: (spec, notes) => guardWrite(ctx, spec, notes) };
}

async function guardWrite(ctx: SkillContext, spec: WriteSpec, notes?: string[]) {
  await checkWrite(ctx.odoo, spec, ctx.policy);
  return ctx.write(spec, notes);
}

/** The checks every write passes before the gate: a model Weft may change, values it reads. Also a card's edited write. */
export async function checkWrite(odoo: OdooClient, spec: WriteSpec, policy?: ModelPolicy): Promise<void> {
  assertModelAllowed(spec.model, 'write', policy);
  if (spec.kind === 'create' || spec.kind === 'write') await validateValues(odoo, spec.model, spec.values);
  // A set edited per row on its card: each row's values, as a write of its own would be checked.
  if (spec.kind === 'write') for (const own of Object.values(spec.rowValues ?? {})) await validateValues(odoo, spec.model, own);
  if (spec.kind === 'creates') for (const row of spec.rows) await validateValues(odoo, spec.model, row);
}

/** Field names for reading: given ones checked, else the model's default set without secret fields. */
export async function readableFields(client: OdooClient, model: string, fields: string[] | undefined, max = 8): Promise<string[]> {
  if (!fields) return (await client.fields.defaultFields(model, max)).filter((name) => !isFieldForbidden(name));
  if (fields.some((f) => f.includes('.'))) throw new SkillError("Related paths such as 'partner_id.email' cannot be read directly.", 'Read the related record by its id instead.');
  assertFieldsAllowed(model, fields);
  await assertFieldsKnown(client, model, fields);
  return fields;
}

/** Lines to read along: x2many fields of `model`, on models and fields the user may read. */
export async function readableLines(client: OdooClient, model: string, lines: Lines, policy?: ModelPolicy): Promise<Lines> {
  const checked: Lines = {};
  for (const [name, fields] of Object.entries(lines)) {
    if (name.includes('.')) throw new SkillError(`Lines are read from a field of ${model} itself, not '${name}'.`);
    const info = await resolveField(client, model, name);
    if ((info.type !== 'one2many' && info.type !== 'many2many') || !info.relation) {
      throw new SkillError(`'${name}' is a ${info.type} field; lines are read from one2many or many2many fields.`, 'Put it in fields instead.');
    }
    assertModelAllowed(info.relation, 'read', policy);
    // By default the lines' key fields, less the link back to the record they belong to.
    const parentLink = async (f: string) => (await client.fields.getFields(info.relation!))[f]?.relation === model;
    const names = await readableFields(client, info.relation, fields.length ? fields : undefined);
    checked[name] = fields.length ? names : (await Promise.all(names.map(async (f) => ((await parentLink(f)) ? [] : [f])))).flat();
  }
  return checked;
}

/** What compact needs to show checked lines: each field's line fields and its comodel's fields_get. */
export async function lineTables(client: OdooClient, model: string, lines: Lines | undefined): Promise<LineTables> {
  if (!lines) return {};
  const fields = await client.fields.getFields(model);
  const out: LineTables = {};
  for (const [name, names] of Object.entries(lines)) out[name] = { fields: names, info: await client.fields.getFields(fields[name]!.relation!) };
  return out;
}

function guardClient(client: OdooClient, policy: ModelPolicy | undefined): OdooClient {
  const guarded = {
    async searchRead(...[model, input = {}, opts]: Args<'searchRead'>) {
      assertModelAllowed(model, 'read', policy);
      await validateDomain(client, model, input.domain ?? []);
      if (input.order) await validateOrder(client, model, input.order);
      const fields = await readableFields(client, model, input.fields);
      const lines = input.lines && (await readableLines(client, model, input.lines, policy));
      return client.searchRead(model, { ...input, fields, lines } satisfies SearchReadInput, opts);
    },
    async read(...[model, ids, fields, opts, lines]: Args<'read'>) {
      assertModelAllowed(model, 'read', policy);
      return client.read(model, ids, await readableFields(client, model, fields), opts, lines && (await readableLines(client, model, lines, policy)));
    },
    async count(...[model, domain = [], opts]: Args<'count'>) {
      assertModelAllowed(model, 'read', policy);
      await validateDomain(client, model, domain);
      return client.count(model, domain, opts);
    },
    async readGroup(...[model, input, opts]: Args<'readGroup'>) {
      assertModelAllowed(model, 'read', policy);
      await validateGroupInput(client, model, input);
      return client.readGroup(model, input, opts);
    },
    async nameSearch(...[model, name, input = {}, opts]: Args<'nameSearch'>) {
      assertModelAllowed(model, 'read', policy);
      await validateDomain(client, model, input.domain ?? []);
      return client.nameSearch(model, name, input, opts);
    },
    async fieldsGet(...[model]: Args<'fieldsGet'>) {
      assertModelAllowed(model, 'read', policy);
      return client.fieldsGet(model);
    },
    async callKw(...[model, method, args, kwargs, opts]: Args<'callKw'>) {
      if (!READ_METHODS.has(method)) throw writeRefused(method);
      assertModelAllowed(model, 'read', policy);
      return client.callKw(model, method, args, kwargs, { ...opts, write: false });
    },
  } satisfies Partial<OdooClient>;
  return new Proxy(client, {
    get(target, prop) {
      if (typeof prop === 'string' && prop in guarded) return guarded[prop as keyof typeof guarded];
      const value: unknown = Reflect.get(target, prop, target);
      if (typeof value !== 'function') return value;
      // An allow-list: a client method added later (another way to write) is refused until listed.
      if (typeof prop === 'string' && PASSED_THROUGH.has(prop)) return value.bind(target);
      return () => Promise.reject(writeRefused(String(prop)));
    },
  });
}

function writeRefused(method: string): Error {
  // A programming error in a skill, not something the model can fix.
  return new Error(`Skills change Odoo only through ctx.write (journaled, undoable); '${method}' was called directly.`);
}

async function validateGroupInput(client: OdooClient, model: string, input: ReadGroupInput): Promise<void> {
  await validateDomain(client, model, input.domain ?? []);
  for (const spec of input.groupby) {
    const [field = '', period] = spec.split(':');
    const info = await resolveField(client, model, field);
    if (period !== undefined && !PERIODS.has(period)) {
      throw new SkillError(`Unknown period '${period}' in '${spec}'.`, 'Use day, week, month, quarter or year.');
    }
    if (period !== undefined && info.type !== 'date' && info.type !== 'datetime') {
      throw new SkillError(`'${field}' is a ${info.type} field; only date fields take a period (':${period}').`);
    }
  }
  for (const spec of input.aggregates ?? []) {
    if (spec === '__count') continue;
    const [field = '', fn] = spec.split(':');
    if (!fn || !AGGREGATES.has(fn)) throw new SkillError(`Bad aggregate '${spec}'.`, "Write 'field:sum' (or avg, min, max, count).");
    await resolveField(client, model, field);
  }
}
