// Asks Odoo's own form what a write will make it compute, before the confirm card: the onchange
// the web client calls, with the write's values, never saving. consequences.ts decides what to
// ask and reads the answers; this file makes the calls (counted in test/bench).
import type { Json } from '@/lib/db';
import { isOdooError, lineWarningOf, traitsOf, type OdooClient } from '@/lib/odoo';
import { consequencesOf, DOCUMENTS, formValues, hasLines, lineWarningsPart, splitValues, wanted, type Answers, type CardQuestion, type Consequences, type LineWarnings } from './consequences';
import type { Blocked } from './consequence-types';
import type { Said } from '@/lib/i18n';
import { isChangeSet } from './change-set';
import { CONSUMPTION_WIZARD, foreseeConsumption } from './foresee-consumption';
import { BACKORDER_WIZARD, foreseeBackorder } from './foresee-backorder';
import { foreseeConfirm } from './foresee-confirm';
import { foreseeDownPayment } from './foresee-down-payment';
import { foreseeInvoicing } from './foresee-invoicing';
import { foreseeSetWarnings } from './foresee-set-warnings';
import { askLineWarnings, computedLineWarnings, productsPut } from './foresee-line-warnings';
import { foreseeMoBackorder, MO_BACKORDER_WIZARD } from './foresee-mo-backorder';
import { foreseeProduction } from './foresee-production';
import { foreseeTimesheet, TIMESHEET_LINE } from './foresee-timesheet';
import { foreseeWizard } from './foresee-wizard';
import type { Plan } from './plan';
import { choosing } from './wizard-choices';

/**
 * What Odoo computes from the plan's write, or undefined when its form computes nothing Weft
 * shows (another model, a bulk update). Round trips: a create 1 (header only) or 3 (the form
 * opening, then with its lines priced, then their totals); an update 2 (the change, the totals now);
 * products put on lines add, beside them, a read and an onchange per product whose warning is set
 * (16-18), or per product (an update on 19; a create there reads the lines' answer).
 */
export async function foresee(client: OdooClient, plan: Plan): Promise<Consequences | undefined> {
  const { spec, fields } = plan;
  const form = DOCUMENTS[spec.model];
  if (spec.kind === 'action') return foreseeAction(client, plan);
  if (spec.model === TIMESHEET_LINE) return foreseeTimesheet(client, plan).catch((error: unknown) => unavailable(error));
  // A change set: each row's product warnings, each product asked once for the set.
  if (isChangeSet(plan.spec)) return foreseeSetWarnings(client, plan).catch((error: unknown) => uncheckedWarnings(error));
  if (!form || (spec.kind !== 'create' && spec.kind !== 'write')) return undefined;
  if (spec.kind === 'write' && spec.ids.length !== 1) return undefined;
  const version = await client.version();
  const style = traitsOf(version).taxTotals;
  const kind = form.kindField ? spec.values[form.kindField] : undefined;
  // Odoo's warning on a product put on a line: asked of the line (16-18), or read off the lines' answer (19).
  const rule = lineWarningOf(spec.model, kind, version);
  const products = rule ? productsPut(spec, form.lines) : [];
  const want = wanted(form, rule?.ask === 'computed' ? [rule.field] : []);
  // The products' own ask (16-18; an update on 19) is apart from the document's: a failure of either leaves the other's figures on the card.
  let lineAsk: Promise<LineWarnings> | undefined;
  const ask = (parent: unknown) => (lineAsk = askLineWarnings(client, rule!, products, parent).catch((error: unknown) => ({ warnings: [], unavailable: reasonOf(error) })));
  const asked = (parent: unknown) => (rule?.ask === 'onchange' && products.length ? ask(parent) : undefined);
  const computed = (commands: unknown) => (rule?.ask === 'computed' && products.length ? { warnings: computedLineWarnings(commands, rule.field, spec, form.lines) } : undefined);
  // An update on 19 asks the line too: the document's onchange sends no lines back.
  const updated = (id: number) => (rule && products.length ? ask(id) : undefined);
  // The web client opens an invoice or a bill from its menu with its type as default.
  const context = typeof kind === 'string' ? { [`default_${form.kindField}`]: kind } : undefined;
  const opts = context ? { context } : {};
  try {
    let answers: Answers;
    if (spec.kind === 'create') {
      const { header, lines } = splitValues(spec.values, fields);
      const opened = await client.onchange(spec.model, [], header, [], want, opts);
      answers = { opened };
      if (hasLines(spec, form)) {
        // Opened first, so the lines are priced with the pricelist and currency the form chose
        // (16 prices them at 0 when both come in one call), then changed, so the totals follow.
        const values = formValues(opened, { ...header, ...lines }, fields, form);
        const [[priced, totals], warned] = await Promise.all([
          (async () => [await client.onchange(spec.model, [], values, [], want, opts), await client.onchange(spec.model, [], values, Object.keys(lines), want, opts)] as const)(),
          // Beside them: each line with its order as the form holds it, as the web client sends it.
          asked(formValues(opened, header, fields, form)),
        ]);
        const lineWarnings = warned ?? computed(priced.value[form.lines]);
        answers = { ...answers, priced, totals, ...(lineWarnings ? { lineWarnings } : {}) };
      }
    } else {
      const [[current], opened, warned] = await Promise.all([
        client.read(spec.model, spec.ids, want.fields.filter((f) => f in fields && f !== 'line_ids')),
        client.onchange(spec.model, spec.ids, spec.values, Object.keys(spec.values), want, opts),
        updated(spec.ids[0]!),
      ]);
      const lineWarnings = warned;
      answers = { opened, ...(current ? { current: current as Record<string, Json> } : {}), ...(lineWarnings ? { lineWarnings } : {}) };
    }
    return consequencesOf(spec, form, fields, answers, style);
  } catch (error) {
    const failed = unavailable(error);
    // The products' warnings when they were asked apart (their ask never throws), else not known: they hung on the failed call.
    const warned = (await lineAsk) ?? (rule && products.length ? { warnings: [], unavailable: failed.unavailable } : undefined);
    return { ...failed, ...lineWarningsPart(warned) };
  }
}

/**
 * Who foresees each dialog whose question is the user's (a table row's `choose`), by dialog model:
 * whether Odoo will ask it for this write, and the question in words. A row's `choose` dialog
 * needs one here, else the run stops at the question the card did not ask (buttons.ts).
 */
const QUESTIONS: Record<string, (client: OdooClient, plan: Plan) => Promise<CardQuestion | CardQuestion[] | Blocked | undefined>> = {
  [BACKORDER_WIZARD]: foreseeBackorder,
  [MO_BACKORDER_WIZARD]: foreseeMoBackorder,
  [CONSUMPTION_WIZARD]: foreseeConsumption,
};

/** The dialogs whose question the card can ask (a row's `choose` dialog missing here would stop every run at it). */
export const foreseenQuestions = (): string[] => Object.keys(QUESTIONS);

/** A workflow button: what its dialog will do, and the questions Odoo will ask that the user answers. */
async function foreseeAction(client: OdooClient, plan: Plan): Promise<Consequences | undefined> {
  const asked = Object.keys(choosing(plan.action)).flatMap((wizard) => QUESTIONS[wizard] ?? []);
  const [wizard, ...found] = await Promise.all([
    (async () => (await foreseeConfirm(client, plan)) ?? (await foreseeProduction(client, plan)) ?? (await foreseeDownPayment(client, plan)) ?? (await foreseeInvoicing(client, plan)) ?? foreseeWizard(client, plan))().catch((error: unknown) => unavailable(error)),
    ...asked.map((question) => question(client, plan).catch((error: unknown) => unavailable(error))),
  ]);
  // A question per transfer when several are validated at once.
  const all = found.flat();
  const questions = all.filter((q): q is CardQuestion => !!q && 'options' in q);
  const failed = all.find((q): q is Consequences => !!q && 'unavailable' in q);
  const blocked = all.find((q): q is Blocked => !!q && 'refusal' in q);
  if (!questions.length && !failed && !blocked) return wizard;
  return { lines: [], facts: [], warnings: [], ...failed, ...wizard, ...(questions.length ? { questions } : {}), ...(blocked ? { refusal: blocked.refusal } : {}) };
}

/** Odoo could not be asked about the products put on lines: the card says so (and why), and a blocked product is still refused when the write runs (perform.ts lineBlock). */
function uncheckedWarnings(error: unknown): Consequences {
  return { lines: [], facts: [], warnings: [], warningsUnavailable: reasonOf(error) };
}

/** The card still shows what Weft sends; it says Odoo's figures are not known yet, and why. */
function unavailable(error: unknown): Consequences {
  return { lines: [], facts: [], warnings: [], unavailable: reasonOf(error) };
}

/** Odoo's refusal as a sentence the panel says in the user's language; anything else (a bug of Weft's) is thrown on. */
function reasonOf(error: unknown): Said {
  if (isOdooError(error)) return error.sentence();
  throw error;
}
