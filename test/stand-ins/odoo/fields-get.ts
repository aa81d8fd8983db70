import type { Env } from './env.ts';
import { fieldAllowed } from './field-groups.ts';
import type { FieldDef, ModelDef, OdooVersion } from './models.ts';
import { inSql, storedInOdoo } from './odoo-storage.ts';
import { FIELD_LABELS, labelIn, SELECTION_LABELS } from './field-labels.ts';

type Params = Record<string, unknown>;

const ATTRIBUTES = ['digits', 'groupable', 'name', 'readonly', 'relation', 'required', 'searchable', 'selection', 'sortable', 'store', 'string', 'type'];

function describe(name: string, field: FieldDef, version: OdooVersion): Params {
  // A related field Odoo does not store sorts and groups on 18+ only; 16-17 say no `groupable` at all.
  const sql = inSql(field, version);
  const full: Params = {
    digits: field.digits,
    groupable: version >= 18 ? sql && !['one2many', 'many2many', 'html', 'text', 'binary'].includes(field.type) : undefined,
    name,
    readonly: !!field.readonly,
    relation: field.relation,
    required: !!field.required,
    searchable: field.searchable ?? true,
    selection: field.selection,
    sortable: sql && !['one2many', 'many2many', 'binary'].includes(field.type),
    store: storedInOdoo(field),
    string: field.string,
    type: field.type,
  };
  return Object.fromEntries(ATTRIBUTES.filter((a) => full[a] !== undefined).map((a) => [a, full[a]]));
}

/** fields_get(allfields, attributes): every attribute unless some are asked for; labels in the context's language. */
export function fieldsGet(env: Env, model: ModelDef, p: Params): Params {
  const lang = env.context.lang;
  const wanted = Array.isArray(p.allfields) && p.allfields.length ? new Set(p.allfields.map(String)) : undefined;
  const attributes = Array.isArray(p.attributes) && p.attributes.length ? p.attributes.map(String) : undefined;
  const result: Params = {};
  for (const [name, field] of Object.entries(model.fields)) {
    if ((wanted && !wanted.has(name)) || !fieldAllowed(env, field)) continue;
    const full = describe(name, field, env.version);
    // In the user's language, as Odoo's catalogs word them (field-labels.ts).
    full.string = labelIn(FIELD_LABELS[`${model.name}.${name}`], lang, env.version) ?? full.string;
    const choices = SELECTION_LABELS[`${model.name}.${name}`];
    if (choices && Array.isArray(full.selection)) full.selection = (full.selection as Array<[string, string]>).map(([key, label]) => [key, labelIn(choices[key], lang, env.version) ?? label]);
    result[name] = attributes ? Object.fromEntries(Object.entries(full).filter(([k]) => attributes.includes(k))) : full;
  }
  return result;
}
