import type { ChoiceOption, Json } from '@/lib/db/schema';
import type { OdooClient } from '@/lib/odoo/client';
import { SkillError } from '@/lib/util/skill-error';
import { odooData } from './compact';
import { isFieldForbidden } from './guards';

// A question with candidates, answered with a click (find_by_name's `ask`): one button per record,
// its name and the fields that tell it apart, both read from Odoo here, not written by the model.

/** Fields that tell records apart, in the order they are tried; a model has some of them. */
const DETAIL_FIELDS = ['email', 'city', 'ref', 'default_code', 'code', 'partner_id', 'amount_total', 'date_order', 'invoice_date', 'phone', 'company_id'];
/** How many differing fields a button shows under its name. */
const DETAILS_SHOWN = 2;

/** One option per record, in the order given, with the fields whose values tell them apart. */
export async function recordOptions(odoo: OdooClient, model: string, ids: number[], signal: AbortSignal): Promise<ChoiceOption[]> {
  const unique = [...new Set(ids)];
  const info = await odoo.fields.getFields(model);
  const candidates = DETAIL_FIELDS.filter((f) => info[f] && !isFieldForbidden(f));
  const records = await odoo.read(model, unique, ['display_name', ...candidates], { signal });
  const byId = new Map(records.map((r) => [r.id, r]));
  const missing = unique.filter((id) => !byId.has(id));
  if (missing.length) throw new SkillError(`No ${model} record with id ${missing.join(', ')} (or it is not readable).`);
  const text = (value: unknown): string => {
    if (value === false || value === null || value === undefined || value === '') return '';
    if (Array.isArray(value) && typeof value[1] === 'string') return value[1];
    if (typeof value === 'number') return Number.isInteger(value) ? String(value) : value.toFixed(2);
    return String(value).replace(/\s+/g, ' ').trim().slice(0, 80);
  };
  // Only fields whose values differ between the candidates tell them apart.
  const differing = candidates.filter((f) => new Set(unique.map((id) => text(byId.get(id)![f]))).size > 1).slice(0, DETAILS_SHOWN);
  return unique.map((id) => {
    const row = byId.get(id)!;
    const detail = differing.map((f) => text(row[f])).filter(Boolean).join(' · ');
    return { id, label: text(row.display_name) || `#${id}`, ...(detail ? { detail } : {}) };
  });
}

/**
 * What the model is told of the user's click (also by a worker that offers the question again after
 * a restart, lib/agent/resume-choice.ts). `names: false`: the record's id only (privacy mode).
 */
export function pickedResult(model: string, picked: ChoiceOption, { names = true } = {}) {
  const match: Record<string, Json> = names ? { id: picked.id ?? null, name: picked.label } : { id: picked.id ?? null };
  return odooData(model, { match, chosen_by_user: true, note: 'The user clicked this record among the candidates: they chose it.' });
}
