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

// Odoo answers fields_get in the context's language: a few labels as Odoo's fr/de/es/nl catalogs
// have them, so a card in the panel shows what a French user of real Odoo sees ("Téléphone").
const LABELS: Record<string, Record<string, string>> = {
  fr: { Phone: 'Téléphone', Email: 'Email', Customer: 'Client', Total: 'Total', Name: 'Nom', Status: 'Statut', Active: 'Actif' },
  de: { Phone: 'Telefon', Email: 'E-Mail', Customer: 'Kunde', Total: 'Gesamt', Name: 'Name', Status: 'Status', Active: 'Aktiv' },
  es: { Phone: 'Teléfono', Email: 'Correo electrónico', Customer: 'Cliente', Total: 'Total', Name: 'Nombre', Status: 'Estado', Active: 'Activo' },
  nl: { Phone: 'Telefoon', Email: 'E-mail', Customer: 'Klant', Total: 'Totaal', Name: 'Naam', Status: 'Status', Active: 'Actief' },
};

/** fields_get(allfields, attributes): every attribute unless some are asked for; labels in the context's language. */
export function fieldsGet(env: Env, model: ModelDef, p: Params): Params {
  const lang = env.context.lang;
  const labels = typeof lang === 'string' ? LABELS[lang.slice(0, 2)] : undefined;
  const wanted = Array.isArray(p.allfields) && p.allfields.length ? new Set(p.allfields.map(String)) : undefined;
  const attributes = Array.isArray(p.attributes) && p.attributes.length ? p.attributes.map(String) : undefined;
  const result: Params = {};
  for (const [name, field] of Object.entries(model.fields)) {
    if ((wanted && !wanted.has(name)) || !fieldAllowed(env, field)) continue;
    const full = describe(name, field);
    if (labels && typeof full.string === 'string') full.string = labels[full.string] ?? full.string;
    result[name] = attributes ? Object.fromEntries(Object.entries(full).filter(([k]) => attributes.includes(k))) : full;
  }
  return result;
}
