import { i18nFor, said, say } from '@/lib/i18n';
import type { FieldInfo } from '@/lib/odoo';
import type { FillValue, MissingField } from '@/lib/page/fill-form';
import type { ChoiceOption } from '@/lib/db/schema';
import type { SkillContext } from './define-skill';
import { isModelAllowed } from './guards';

// "Fill this form" asks for what the form still requires where the answers are few: a selection's
// options, or the records of a many2one when there are at most FEW of them. Each is a question with
// buttons (lib/agent/choices.ts); the rest (a name, a code) is left for the model to ask in words.

/** At most this many buttons: more reads as a list to search, not a choice. */
export const FEW = 8;
/** Questions asked in one call: a form missing more is answered in words. */
const MAX_QUESTIONS = 4;

interface Choosable {
  field: MissingField;
  options: ChoiceOption[];
  values: FillValue[];
  model?: string;
}

/** The options for one missing field, or undefined when it is not a choice among few. */
export async function optionsFor(ctx: Pick<SkillContext, 'odoo' | 'signal'>, missing: MissingField, info: FieldInfo | undefined): Promise<Choosable | undefined> {
  if (info?.type === 'selection' && info.selection?.length && info.selection.length <= FEW) {
    return { field: missing, options: info.selection.map(([, label]) => ({ label })), values: info.selection.map(([key]) => key) };
  }
  if (info?.type === 'many2one' && info.relation && isModelAllowed(info.relation, 'read')) {
    const found = await ctx.odoo.nameSearch(info.relation, '', { limit: FEW + 1 }, { signal: ctx.signal });
    if (!found.length || found.length > FEW) return undefined;
    return { field: missing, model: info.relation, options: found.map((r) => ({ label: r.display_name, id: r.id })), values: found.map((r) => ({ id: r.id, name: r.display_name })) };
  }
  return undefined;
}

/**
 * Asks the user, one question at a time, for the missing fields that are a choice among few; the
 * values picked, by field. The question is in the Odoo user's language, as the field's label is.
 */
export async function askMissing(ctx: Pick<SkillContext, 'odoo' | 'signal' | 'choose'>, missing: MissingField[], fields: Record<string, FieldInfo>): Promise<Record<string, FillValue>> {
  if (!ctx.choose) return {};
  const i18n = i18nFor((await ctx.odoo.session()).userContext.lang);
  const picks: Record<string, FillValue> = {};
  let asked = 0;
  for (const field of missing) {
    if (asked >= MAX_QUESTIONS) break;
    const choosable = await optionsFor(ctx, field, fields[field.name]);
    if (!choosable) continue;
    asked++;
    const question = say(i18n, said('choice.requiredField', { field: field.label }));
    const index = await ctx.choose({ question, ...(choosable.model ? { model: choosable.model } : {}), options: choosable.options });
    const value = choosable.values[index];
    if (value !== undefined) picks[field.name] = value;
  }
  return picks;
}
