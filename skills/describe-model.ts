import { z } from 'zod';
import type { Json } from '@/lib/db';
import type { FieldInfo } from '@/lib/odoo';
import { odooData } from '@/lib/skills/compact';
import { defineSkill } from '@/lib/skills/define-skill';
import { isFieldForbidden } from '@/lib/skills/guards';
import { modelInput } from '@/lib/skills/inputs';
import { pickDefaultFields } from '@/lib/odoo/default-fields';

// A page of fields: the first one answers most questions (what a record holds, what a create
// needs); the rest is one offset or search away, without another round trip.
const MAX_FIELDS = 35;
// A selection's first values (a timezone field has ~600: they would crowd out the fields).
const SELECTION_SHOWN = 8;
// Chatter, activity and access plumbing: never what a question is about.
const PLUMBING = /^(message_|activity_|website_message_|my_activity_|access_|__)|^(create_uid|write_uid)$/;
// Bookkeeping a question is seldom about: listed after the business fields, still reachable.
const TECHNICAL = /^(id|create_date|write_date|color|display_name)$|_normalized$|^commercial_|_share$|_latitude$|_longitude$|^calendar_|^same_|^has_|_offset$|_count$|^is_blacklisted$/;
const TECHNICAL_RELATIONS = /^(mail|discuss|bus|ir|calendar\.attendee)\./;

export default defineSkill({
  name: 'describe_model',
  description: "A model's fields: name -> label; type (relation); required; selection values.",
  terms: {
    en: 'fields, which fields, field list, structure, columns, what fields',
    fr: 'champs, quels champs, liste des champs, structure, colonnes',
    es: 'campos, qué campos, lista de campos, estructura, columnas',
    de: 'Felder, welche Felder, Feldliste, Struktur, Spalten',
    nl: 'velden, welke velden, veldenlijst, structuur, kolommen',
  },
  input: z.object({
    model: modelInput,
    search: z.string().optional().describe('Filter by name or label'),
    offset: z.number().int().min(0).default(0).describe('Fields to skip (next page)'),
  }),
  risk: 'read',
  core: true,
  async execute({ model, search, offset }, { odoo }) {
    const fields = await odoo.fieldsGet(model);
    const key = new Map(pickDefaultFields(model, fields).map((name, i) => [name, i]));
    const wanted = search?.toLowerCase();
    const matching = Object.entries(fields)
      .filter(([name]) => !PLUMBING.test(name) && !isFieldForbidden(name))
      .filter(([name, f]) => !wanted || name.includes(wanted) || f.string.toLowerCase().includes(wanted))
      .map(([name, f]) => [name, f, rank(name, f, key)] as const)
      .sort((a, b) => a[2] - b[2]);
    // Every field is reachable: by search, or page by page with offset (fields_get is cached).
    const page = matching.slice(offset, offset + MAX_FIELDS);
    const lines = Object.fromEntries(page.map(([name, f]) => [name, line(name, f, Boolean(wanted))]));
    const more = matching.length - offset - page.length;
    // The next page's offset; `search` (in the input) narrows instead.
    const next: Record<string, Json> = more > 0 ? { more, next_offset: offset + page.length } : {};
    // No count: it is offset + the fields shown + more.
    return odooData(model, { fields: lines, ...(offset ? { offset } : {}), ...next });
  },
  summary: ({ model, offset }, out) => `Described ${model}: ${offset + Object.keys(out.fields as object).length + Number(out.more ?? 0)} fields`,
});

// What a create or a question needs most comes first: required, the record's key fields, stored,
// then computed; bookkeeping after them, images last.
function rank(name: string, f: FieldInfo, key: Map<string, number>): number {
  if (f.required) return 0;
  if (key.has(name)) return 1 + key.get(name)! / 100; // in their own order, most telling first
  if (f.type === 'binary') return 5;
  if (TECHNICAL.test(name) || (f.relation && TECHNICAL_RELATIONS.test(f.relation))) return 4;
  return f.store === false ? 3 : 2;
}

// A field as one short line, e.g. "Customer; many2one res.partner; required". The label is left
// out when it only repeats the name ("Country" for country_id). A long selection (a timezone has
// ~600 values) is only counted in a listing, its first values shown when the field was searched.
function line(name: string, f: FieldInfo, searched: boolean): string {
  const parts = f.string && f.string.toLowerCase() !== name.replace(/_ids?$/, '').replace(/_/g, ' ') ? [f.string] : [];
  parts.push(f.relation ? `${f.type} ${f.relation}` : f.type);
  if (f.required) parts.push('required');
  if (f.selection?.length) {
    const values = f.selection.map(([key, label]) => (key === label ? key : `${key}=${label}`));
    const shown = values.slice(0, SELECTION_SHOWN);
    if (!searched && shown.length < values.length) return [...parts, `${values.length} values (search "${name}" to see some)`].join('; ');
    parts.push(shown.join('|') + (shown.length < values.length ? `|… ${values.length - shown.length} more` : ''));
  }
  return parts.join('; ');
}
