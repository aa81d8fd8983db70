import { z } from 'zod';
import type { Json } from '@/lib/db';
import type { FieldInfo } from '@/lib/odoo';
import { odooData } from '@/lib/skills/compact';
import { defineSkill } from '@/lib/skills/define-skill';
import { isFieldForbidden } from '@/lib/skills/guards';
import { modelInput } from '@/lib/skills/inputs';

const MAX_FIELDS = 50;
// Chatter, activity and access plumbing: never what a question is about.
const PLUMBING = /^(message_|activity_|website_message_|my_activity_|access_|__)|^(create_uid|write_uid)$/;

export default defineSkill({
  name: 'describe_model',
  description: "A model's fields: name, type, label, required, relation or values.",
  input: z.object({
    model: modelInput,
    search: z.string().optional().describe('Filter by name or label'),
  }),
  risk: 'read',
  core: true,
  async execute({ model, search }, { odoo }) {
    const fields = await odoo.fieldsGet(model);
    const wanted = search?.toLowerCase();
    const matching = Object.entries(fields)
      .filter(([name]) => !PLUMBING.test(name) && !isFieldForbidden(name))
      .filter(([name, f]) => !wanted || name.includes(wanted) || f.string.toLowerCase().includes(wanted))
      // Within the cap, what a domain or a create needs most: required, then stored fields.
      .sort(([, a], [, b]) => rank(a) - rank(b));
    const rows = matching.slice(0, MAX_FIELDS).map(([name, f]) => row(name, f));
    const more = matching.length - rows.length;
    return { ...odooData(model, { columns: ['name', 'type', 'label', 'required', 'relation_or_values'], rows, ...(more > 0 ? { more, tip: 'pass search to narrow' } : {}) }), count: matching.length };
  },
  summary: ({ model }, out) => `Described ${model}: ${out.count} fields`,
});

function rank(f: FieldInfo): number {
  return f.required ? 0 : f.store === false ? 2 : 1;
}

function row(name: string, f: FieldInfo): Json[] {
  const values = f.relation ?? f.selection?.map(([key, label]) => (key === label ? key : `${key}=${label}`)).join('|') ?? null;
  return [name, f.type, f.string, f.required === true, values];
}
