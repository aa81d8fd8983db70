import { z } from 'zod';
import { isIsoDate } from '@/lib/business';
import { traitsOf, type FieldInfo } from '@/lib/odoo';
import type { FillResult, FillValue } from '@/lib/page/fill-form';
import { askMissing } from '@/lib/skills/form-choices';
import { assertFieldsAllowed, assertModelAllowed } from '@/lib/skills/guards';
import { defineSkill, type SkillContext } from '@/lib/skills/define-skill';
import { SkillError } from '@/lib/util/skill-error';

const PLAIN = ['char', 'text', 'integer', 'float', 'monetary', 'boolean', 'selection', 'date', 'many2one'];
// Workflow fields move only through their buttons; company and owner fields are the user's call.
const NEVER = new Set(['state', 'company_id', 'active']);

type Skipped = Record<string, string>;

/** The page's answer when the new form is still there; else the tool error (nothing was changed). */
function onForm(result: FillResult): Extract<FillResult, { set: unknown }> {
  if (!('error' in result)) return result;
  throw new SkillError(
    result.error === 'other_model' ? `The tab now shows a ${result.model ?? 'different'} form.` : 'The new form is no longer on screen (saved, discarded or left).',
    'Nothing more was changed. Ask the user to open the new form again.',
  );
}

/** The value the form takes, or why not. Many2ones are looked up as the user would type them. */
async function formValue(field: FieldInfo, value: unknown, ctx: SkillContext): Promise<FillValue | { skip: string }> {
  if (value === null || value === false) return field.type === 'boolean' ? false : null;
  switch (field.type) {
    case 'char': case 'text': return String(value);
    case 'integer': case 'float': case 'monetary': {
      const n = typeof value === 'number' ? value : Number(String(value).replace(/[\s,]/g, ''));
      return Number.isFinite(n) ? (field.type === 'integer' ? Math.round(n) : n) : { skip: 'not a number' };
    }
    case 'boolean': return value === true || value === 'true';
    case 'date': return isIsoDate(String(value)) ? String(value) : { skip: 'not a date (YYYY-MM-DD)' };
    case 'selection': {
      const text = String(value).toLowerCase();
      const hit = field.selection?.find(([key, label]) => key.toLowerCase() === text || label.toLowerCase() === text);
      return hit ? hit[0] : { skip: `not one of ${field.selection?.map(([k]) => k).join(', ')}` };
    }
    case 'many2one': {
      const relation = field.relation!;
      assertModelAllowed(relation, 'read');
      if (typeof value === 'number' || /^\d+$/.test(String(value))) {
        const [found] = await ctx.odoo.read(relation, [Number(value)], ['display_name'], { signal: ctx.signal });
        return found ? { id: Number(found.id), name: String(found.display_name) } : { skip: `no ${relation} #${String(value)}` };
      }
      const found = await ctx.odoo.nameSearch(relation, String(value), { limit: 5 }, { signal: ctx.signal });
      const exact = found.filter((m) => m.display_name.toLowerCase() === String(value).toLowerCase());
      const pick = exact.length === 1 ? exact[0] : found.length === 1 ? found[0] : undefined;
      if (pick) return { id: pick.id, name: pick.display_name };
      return { skip: found.length ? `several match: ${found.map((m) => m.display_name).join('; ')}` : `no ${relation} named "${String(value)}"` };
    }
    default: return { skip: 'set this one on the form' };
  }
}

export default defineSkill({
  name: 'fill_form',
  description: 'Fills the new, unsaved form on screen (the user saves), then asks the user what Odoo still requires, with buttons where the choices are few. For "fill this form" (values may be {}); create_record makes a separate record.',
  terms: {
    en: 'fill the form, fill in, complete the form, prefill, what is missing on the form, from this signature, from this text, paste the details',
    fr: 'remplir le formulaire, compléter le formulaire, préremplir, à partir de ce texte, coordonnées',
    es: 'rellenar el formulario, completar el formulario, llenar, a partir de este texto, datos',
    de: 'Formular ausfüllen, ausfüllen, vorausfüllen, aus diesem Text, Daten übernehmen',
    nl: 'formulier invullen, invullen, vooraf invullen, uit deze tekst, gegevens overnemen',
  },
  input: z.object({
    values: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).describe('Field values (many2one: id or name; dates YYYY-MM-DD)'),
  }),
  risk: 'write',
  async execute({ values }, ctx) {
    const page = ctx.page;
    if (page?.viewType !== 'form' || page.recordId !== 'new' || !page.model) {
      throw new SkillError('The user is not on a new form.', 'Use create_record, or ask the user to open a new form first.');
    }
    if (!ctx.fillForm) throw new SkillError('No Odoo tab can be reached to fill the form.', 'Tell the user.');
    const model = page.model;
    assertModelAllowed(model, 'write');
    assertFieldsAllowed(model, Object.keys(values));
    const fields = await ctx.odoo.fields.getFields(model);
    const ready: Record<string, FillValue> = {};
    const skipped: Skipped = {};
    for (const [name, value] of Object.entries(values)) {
      const field = fields[name];
      if (!field) skipped[name] = 'no such field';
      else if (NEVER.has(name) || field.readonly) skipped[name] = 'not filled by Weft';
      else if (!PLAIN.includes(field.type)) skipped[name] = 'set this one on the form';
      else {
        const v = await formValue(field, value, ctx);
        if (v && typeof v === 'object' && 'skip' in v) skipped[name] = v.skip;
        else ready[name] = v;
      }
    }
    // Sent even with nothing ready: the page answers which required fields are still empty.
    const traits = traitsOf(await ctx.odoo.version());
    const request = { model, m2oObjects: traits.formMany2one === 'object', requiredBy: traits.formRequired };
    const first = onForm(await ctx.fillForm({ ...request, values: ready }));
    let filled = first.set;
    let missing = first.missing ?? [];
    Object.assign(skipped, first.skipped);
    // What the form still requires, asked as choices where they are few; then filled like the rest.
    const picks = missing.length ? await askMissing(ctx, missing.filter((m) => !NEVER.has(m.name)), fields) : {};
    if (Object.keys(picks).length) {
      const again = onForm(await ctx.fillForm({ ...request, values: picks }));
      filled = { ...filled, ...again.set };
      missing = again.missing ?? [];
    }
    const still = missing.map((m) => `${m.label} (${m.name})`);
    return {
      model, filled, skipped, saved: false,
      ...(still.length ? { still_required: still } : {}),
      next: still.length
        ? `Odoo will not save the form without: ${still.join(', ')}. Ask the user for these in words, then call fill_form with them.`
        : 'The user reviews the form and clicks Save (or Discard); nothing is written until then.',
    };
  },
  summary: (_input, out) => `Filled ${Object.keys(out.filled).length} field${Object.keys(out.filled).length === 1 ? '' : 's'} on the form (not saved)`,
});
