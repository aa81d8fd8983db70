// What a workflow button's dialog will do, read from the dialog's own form before the click: its
// defaults and onchange, asked as the web client opens it (with the records as active ids), never
// created. Register Payment: the journal, amount and date the payment gets.
import { said } from '@/lib/i18n';
import type { Json } from '@/lib/db';
import type { OdooClient } from '@/lib/odoo';
import type { Consequences, Fact } from './consequence-types';
import type { Plan } from './plan';
import { listArg } from './summary';

interface WizardForm {
  wizard: string;
  /** The dialog's fields the card shows, in this order. */
  fields: string[];
}

/** The dialogs Weft reads before the card, by model and button. */
const WIZARD_FORMS: Record<string, WizardForm> = {
  // line_ids: the dialog's default_get fills the items to pay only when the form asks for them, and
  // the journal and amount are computed from them (without it real 16-18 answer no journal and 0).
  'account.move.action_register_payment': { wizard: 'account.payment.register', fields: ['journal_id', 'amount', 'payment_date', 'communication', 'currency_id', 'line_ids', 'partner_id', 'company_id'] },
};

const SHOWN = new Set(['journal_id', 'amount', 'payment_date', 'communication']);
const nameOf = (v: unknown): string | undefined => (v && typeof v === 'object' && typeof (v as { display_name?: unknown }).display_name === 'string' ? (v as { display_name: string }).display_name : undefined);

/** One onchange on the dialog (1 round trip, plus its fields_get once per worker); undefined for another button. */
export async function foreseeWizard(client: OdooClient, plan: Plan): Promise<Consequences | undefined> {
  const { spec } = plan;
  if (spec.kind !== 'action') return undefined;
  const form = WIZARD_FORMS[`${spec.model}.${spec.method}`];
  if (!form) return undefined;
  const context = { active_model: spec.model, active_ids: spec.ids, active_id: spec.ids[0] ?? false };
  const [fields, answer] = await Promise.all([client.fieldsGet(form.wizard), client.onchange(form.wizard, [], {}, [], { fields: form.fields }, { context })]);
  const v = answer.value;
  const currency = nameOf(v.currency_id);
  const facts: Fact[] = form.fields
    .filter((f) => SHOWN.has(f) && f in fields && v[f] !== undefined && v[f] !== false && v[f] !== '')
    .map((f) => ({ label: fields[f]!.string, value: (nameOf(v[f]) ?? v[f]) as Json, ...(['monetary', 'date'].includes(fields[f]!.type) ? { type: fields[f]!.type } : f === 'amount' ? { type: 'monetary' } : {}) }));
  const journal = nameOf(v.journal_id);
  const names = spec.ids.map((id) => plan.before.names[id] ?? `#${id}`);
  const title = typeof v.amount === 'number' && journal
    ? said('conseq.payment', { amount: { amount: v.amount, ...(currency ? { currency } : {}) }, names: listArg(names), journal })
    : undefined;
  return { ...(currency ? { currency } : {}), lines: [], facts, warnings: answer.warning ? [[answer.warning.title, answer.warning.message].filter(Boolean).join(': ')] : [], ...(title ? { title } : {}) };
}
