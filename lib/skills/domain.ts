import type { FieldInfo, OdooClient } from '@/lib/odoo';
import { hintFor } from '@/lib/odoo/fields-cache';
import { parseX2many } from '@/lib/odoo/x2many';
import { assertFieldsAllowed, assertModelAllowed } from './guards';
import { SkillError } from '@/lib/util/skill-error';

// Checks what the model wrote (domains, field names, order, values) before it reaches Odoo, so a
// mistake comes back as one clear sentence with a "did you mean", at no round trip once the
// fields cache is warm.

export const OPERATORS = [
  '=', '!=', '>', '>=', '<', '<=', 'in', 'not in', 'like', 'ilike', 'not like', 'not ilike',
  '=like', '=ilike', 'child_of', 'parent_of', 'any', 'not any', '=?',
] as const;
const OPERATOR_SET = new Set<string>(OPERATORS);
const RELATIONAL = new Set(['many2one', 'one2many', 'many2many']);
const json = (value: unknown) => JSON.stringify(value) ?? String(value);

/** Resolves 'partner_id.country_id.code' from `model`: every segment known, relational but the last. */
export async function resolveField(client: OdooClient, model: string, path: string): Promise<FieldInfo & { model: string }> {
  const segments = path.split('.');
  let current = model;
  for (const [i, name] of segments.entries()) {
    assertFieldsAllowed(current, [name]);
    const fields = await client.fields.getFields(current);
    const info = fields[name];
    if (!info) throw new SkillError(`Unknown field '${name}' on ${current}${segments.length > 1 ? ` (in '${path}')` : ''}.`, hintFor(name, fields));
    if (i === segments.length - 1) return { ...info, model: current };
    if (!RELATIONAL.has(info.type) || !info.relation) {
      throw new SkillError(`'${name}' on ${current} is a ${info.type} field; only relational fields can be followed with '.' (in '${path}').`);
    }
    assertModelAllowed(info.relation, 'read');
    current = info.relation;
  }
  throw new SkillError(`Empty field name in '${path}'.`);
}

export async function assertFieldsKnown(client: OdooClient, model: string, names: string[]): Promise<void> {
  for (const name of names) await resolveField(client, model, name);
}

/** Odoo prefix notation: '&' and '|' take two terms, '!' one; top-level terms are joined by '&'. */
export async function validateDomain(client: OdooClient, model: string, domain: unknown): Promise<void> {
  if (!Array.isArray(domain)) throw new SkillError(`A domain is a list of terms, got ${json(domain)}.`, 'Example: [["state","=","sale"],["amount_total",">",1000]]');
  let open = 1;
  for (const [i, term] of domain.entries()) {
    if (open === 0) open = 1; // an implicit '&' with what came before
    if (term === '&' || term === '|') {
      open += 1;
    } else if (term === '!') {
      // takes the next term, leaves the count unchanged
    } else {
      await validateLeaf(client, model, term, i);
      open -= 1;
    }
  }
  if (domain.length && open > 0) {
    throw new SkillError(`Incomplete domain: its operators need ${open} more term${open > 1 ? 's' : ''}.`, "'&' and '|' come before their two terms: ['|', A, B].");
  }
}

async function validateLeaf(client: OdooClient, model: string, term: unknown, i: number): Promise<void> {
  if (typeof term === 'string') throw new SkillError(`Unknown domain operator ${json(term)} at position ${i}.`, "Only '&', '|' and '!' stand alone.");
  if (!Array.isArray(term) || term.length !== 3) {
    throw new SkillError(`Domain term ${i} must be [field, operator, value], got ${json(term)}.`);
  }
  const [field, rawOperator, value] = term as [unknown, unknown, unknown];
  // Odoo's constant leaves TRUE_LEAF and FALSE_LEAF.
  if ((field === 1 || field === 0) && rawOperator === '=' && value === 1) return;
  if (typeof field !== 'string') throw new SkillError(`Domain term ${i}: the field must be a name, got ${json(field)}.`);
  const operator = typeof rawOperator === 'string' ? rawOperator.toLowerCase() : '';
  if (!OPERATOR_SET.has(operator)) {
    throw new SkillError(`Domain term ${i}: unknown operator ${json(rawOperator)}.`, `Use one of ${OPERATORS.join(' ')}.`);
  }
  const info = await resolveField(client, model, field);
  // Odoo 16-18 would drop the condition and answer every record (19 refuses it): say so instead.
  if (info.searchable === false) {
    throw new SkillError(`Domain term ${i}: '${field}' cannot be searched: Odoo computes it on reading and does not store it.`, 'Read it with the records (fields) and compare there, or use a stored field.');
  }
  if (operator === 'any' || operator === 'not any') {
    if (!RELATIONAL.has(info.type) || !info.relation) throw new SkillError(`Domain term ${i}: '${operator}' needs a relational field; '${field}' is ${info.type}.`);
    await validateDomain(client, info.relation, value);
  } else if ((operator === 'child_of' || operator === 'parent_of') && !RELATIONAL.has(info.type) && field !== 'id') {
    throw new SkillError(`Domain term ${i}: '${operator}' needs a relational field; '${field}' is ${info.type}.`);
  }
}

const ORDER_TERM = /^([\w.]+)(\s+(asc|desc))?(\s+nulls\s+(first|last))?$/i;

/** 'date_order desc, id' */
export async function validateOrder(client: OdooClient, model: string, order: string): Promise<void> {
  for (const term of order.split(',')) {
    const match = ORDER_TERM.exec(term.trim());
    if (!match?.[1]) throw new SkillError(`Bad order term '${term.trim()}'.`, "Write 'field [asc|desc]', comma-separated.");
    const info = await resolveField(client, model, match[1]);
    // 16-17 would drop the term without a word (18+ refuse it).
    if (info.sortable === false) throw new SkillError(`Cannot order by '${match[1]}': Odoo does not store it.`, 'Order by a stored field.');
  }
}

const X2MANY_HINT = 'Use [0, 0, {values}] to add a line, [1, id, {values}] to change one, [2, id] to delete one, [4, id] to link, [6, 0, [ids]] to set the list.';

/** Values for create/write: known, non-secret fields; nested x2many commands checked on their model. */
export async function validateValues(client: OdooClient, model: string, values: Record<string, unknown>): Promise<void> {
  const fields = await client.fields.getFields(model);
  for (const [name, value] of Object.entries(values)) {
    assertFieldsAllowed(model, [name]);
    const info = fields[name];
    if (!info) throw new SkillError(`Unknown field '${name}' on ${model}.`, hintFor(name, fields));
    if ((info.type !== 'one2many' && info.type !== 'many2many') || !info.relation) continue;
    // A command list that creates, changes or deletes records of the related model (or moves lines
    // of a one2many) needs it writable; linking and unlinking many2many records (a task's
    // assignees, a contact's tags) changes only this record, so the related model is only read.
    const commands = parseX2many(value);
    const changes = info.type === 'one2many' || !commands || commands.some((c) => c.op === 'create' || c.op === 'update' || c.op === 'delete' || c.op === 'unknown');
    assertModelAllowed(info.relation, changes ? 'write' : 'read');
    for (const command of commands ?? []) {
      if (command.op === 'create' || command.op === 'update') await validateValues(client, info.relation, command.values);
      // Values Weft cannot read are not passed unchecked.
      else if (command.op === 'unknown') throw new SkillError(`'${name}' on ${model} holds a command Weft does not read: ${JSON.stringify(command.raw).slice(0, 80)}.`, X2MANY_HINT);
    }
  }
}

