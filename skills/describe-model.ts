import { z } from 'zod';
import type { Json } from '@/lib/db';
import type { FieldInfo } from '@/lib/odoo';
import { odooData } from '@/lib/skills/compact';
import { defineSkill } from '@/lib/skills/define-skill';
import { isFieldForbidden } from '@/lib/skills/guards';
import { modelInput } from '@/lib/skills/inputs';

const MAX_FIELDS = 50;
// A selection's first values (a timezone field has ~600: they would crowd out the fields).
const SELECTION_SHOWN = 8;
// Chatter, activity and access plumbing: never what a question is about.
const PLUMBING = /^(message_|activity_|website_message_|my_activity_|access_|__)|^(create_uid|write_uid)$/;

export default defineSkill({
  name: 'describe_model',
  description: "A model's fields: name -> label; type (relation); required; selection values.",
  input: z.object({
    model: modelInput,
    search: z.string().optional().describe('Filter by name or label'),
    offset: z.number().int().min(0).default(0).describe('Fields to skip (next page)'),
  }),
  risk: 'read',
  core: true,
  async execute({ model, search, offset }, { odoo }) {
    const fields = await odoo.fieldsGet(model);
    const wanted = search?.toLowerCase();
    const matching = Object.entries(fields)
      .filter(([name]) => !PLUMBING.test(name) && !isFieldForbidden(name))
      .filter(([name, f]) => !wanted || name.includes(wanted) || f.string.toLowerCase().includes(wanted))
      .sort(([, a], [, b]) => rank(a) - rank(b));
    // Every field is reachable: by search, or page by page with offset (fields_get is cached).
    const page = matching.slice(offset, offset + MAX_FIELDS);
    const lines = Object.fromEntries(page.map(([name, f]) => [name, line(name, f)]));
    const more = matching.length - offset - page.length;
    const next: Record<string, Json> = more > 0 ? { more, tip: `search to narrow, or offset ${offset + page.length} for the next` } : {};
    return { ...odooData(model, { fields: lines, ...(offset ? { offset } : {}), ...next }), count: matching.length };
  },
  summary: ({ model }, out) => `Described ${model}: ${out.count} fields`,
});

// What a domain or a create needs most comes first: required, stored, then computed; images last.
function rank(f: FieldInfo): number {
  return f.required ? 0 : f.type === 'binary' ? 3 : f.store === false ? 2 : 1;
}

// A field as one short line, e.g. "Customer; many2one res.partner; required". The label is left
// out when it only repeats the name.
function line(name: string, f: FieldInfo): string {
  const parts = f.string && f.string.toLowerCase() !== name.replace(/_/g, ' ') ? [f.string] : [];
  parts.push(f.relation ? `${f.type} ${f.relation}` : f.type);
  if (f.required) parts.push('required');
  if (f.selection?.length) {
    const values = f.selection.map(([key, label]) => (key === label ? key : `${key}=${label}`));
    const shown = values.slice(0, SELECTION_SHOWN);
    parts.push(shown.join('|') + (shown.length < values.length ? `|… ${values.length - shown.length} more` : ''));
  }
  return parts.join('; ');
}
