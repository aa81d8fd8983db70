import type { Env } from './env.ts';
import { fieldAllowed } from './field-groups.ts';
import type { FieldDef, ModelDef } from './models.ts';

type Params = Record<string, unknown>;

const ATTRIBUTES = ['digits', 'groupable', 'name', 'readonly', 'relation', 'required', 'searchable', 'selection', 'sortable', 'store', 'string', 'type'];

function describe(name: string, field: FieldDef): Params {
  const full: Params = {
    digits: field.digits,
    groupable: !field.compute && !['one2many', 'many2many', 'html', 'text', 'binary'].includes(field.type),
    name,
    readonly: !!field.readonly,
    relation: field.relation,
    required: !!field.required,
    searchable: true,
    selection: field.selection,
    sortable: !field.compute && !['one2many', 'many2many', 'binary'].includes(field.type),
    store: !field.compute,
    string: field.string,
    type: field.type,
  };
  return Object.fromEntries(ATTRIBUTES.filter((a) => full[a] !== undefined).map((a) => [a, full[a]]));
}

/** fields_get(allfields, attributes): every attribute unless some are asked for. */
export function fieldsGet(env: Env, model: ModelDef, p: Params): Params {
  const wanted = Array.isArray(p.allfields) && p.allfields.length ? new Set(p.allfields.map(String)) : undefined;
  const attributes = Array.isArray(p.attributes) && p.attributes.length ? p.attributes.map(String) : undefined;
  const result: Params = {};
  for (const [name, field] of Object.entries(model.fields)) {
    if ((wanted && !wanted.has(name)) || !fieldAllowed(env, field)) continue;
    const full = describe(name, field);
    result[name] = attributes ? Object.fromEntries(Object.entries(full).filter(([k]) => attributes.includes(k))) : full;
  }
  return result;
}
