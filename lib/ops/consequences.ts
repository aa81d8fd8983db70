// What Odoo will compute from a write before it runs, as its own form's onchange answered it:
// totals, taxes, line prices from the pricelist, dates, journals, warnings. Pure: foresee.ts asks
// Odoo, this file decides what to ask and reads the answers; the preview carries the result and
// components/card-consequences.tsx shows it.
import type { Json } from '@/lib/db';
import type { FieldsMap, OdooTraits, OnchangeAnswer } from '@/lib/odoo';
import { parseX2many } from '@/lib/odoo/x2many';
import type { Consequences, ForeseenLine, LineWarnings, Totals } from './consequence-types';
import type { WriteSpec } from './types';

export type { CardQuestion, Consequences, Fact, ForeseenLine, LineWarnings, ProductWarning, Totals } from './consequence-types';

/** A document whose form computes totals: its header fields, its lines field and the lines' fields. */
export interface DocumentForm {
  lines: string;
  header: string[];
  line: string[];
  /** Header fields shown as what Odoo set (a journal, a due date), when the user did not give them. */
  facts: string[];
  /** The selection that names the document ("in_invoice": a vendor bill), when the model has one. */
  kindField?: string;
  /** Other x2many fields the form sends along, as empty, so Odoo recomputes from the lines given (the move's journal items). */
  along?: string[];
}

const TOTALS = ['currency_id', 'amount_untaxed', 'amount_tax', 'amount_total', 'tax_totals', 'partner_credit_warning', 'company_id'];
const LINE_AMOUNTS = ['price_unit', 'discount', 'price_subtotal', 'price_total'];
// A line's unit of measure: product_uom on 16-18's order lines, product_uom_id on 19's and on invoice lines (the form asks the one its version has).
const LINE_UNIT = ['product_uom', 'product_uom_id'];

/** The forms Weft asks before a create or an update of these models (16-19; fields a version lacks are skipped). */
export const DOCUMENTS: Record<string, DocumentForm> = {
  'sale.order': {
    lines: 'order_line',
    header: ['partner_id', 'pricelist_id', 'payment_term_id', 'date_order', 'validity_date', ...TOTALS],
    line: ['product_id', 'name', 'product_uom_qty', ...LINE_UNIT, ...LINE_AMOUNTS, 'tax_id', 'tax_ids'],
    facts: ['pricelist_id', 'payment_term_id', 'validity_date'],
  },
  'purchase.order': {
    lines: 'order_line',
    header: ['partner_id', 'payment_term_id', 'date_order', 'date_planned', ...TOTALS],
    line: ['product_id', 'name', 'product_qty', ...LINE_UNIT, ...LINE_AMOUNTS, 'taxes_id', 'tax_ids'],
    facts: ['payment_term_id', 'date_planned'],
  },
  'account.move': {
    lines: 'invoice_line_ids',
    header: ['move_type', 'partner_id', 'journal_id', 'invoice_date', 'invoice_date_due', 'invoice_payment_term_id', 'date', ...TOTALS],
    line: ['product_id', 'name', 'quantity', ...LINE_UNIT, ...LINE_AMOUNTS, 'tax_ids'],
    facts: ['journal_id', 'invoice_date_due', 'invoice_payment_term_id'],
    kindField: 'move_type',
    along: ['line_ids'],
  },
};

/** The fields to ask back for `form`: header and lines (and `lineExtra`: a version's line warning message). */
export const wanted = (form: DocumentForm, lineExtra: string[] = []) => ({ fields: [...form.header, ...(form.along ?? [])], lines: { [form.lines]: [...form.line, ...lineExtra] } });

/** The write's own values split into the header's (everything but x2many) and the x2many fields'. */
export function splitValues(values: Record<string, Json>, fields: FieldsMap): { header: Record<string, Json>; lines: Record<string, Json> } {
  const header: Record<string, Json> = {};
  const lines: Record<string, Json> = {};
  for (const [name, value] of Object.entries(values)) {
    const type = fields[name]?.type;
    (type === 'one2many' || type === 'many2many' ? lines : header)[name] = value;
  }
  return { header, lines };
}

/**
 * The values the form holds after it opened (`opened`: the first onchange's answer) with the
 * write's values on top, as onchange takes them back (many2one as ids; x2many of the answer left
 * out, the write's own kept, `along` sent empty).
 */
export function formValues(opened: OnchangeAnswer, values: Record<string, Json>, fields: FieldsMap, form: DocumentForm): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(opened.value)) {
    const type = fields[name]?.type;
    if (type === 'one2many' || type === 'many2many') continue;
    out[name] = value && typeof value === 'object' && !Array.isArray(value) && typeof (value as { id?: unknown }).id === 'number' ? (value as { id: number }).id : value;
  }
  for (const name of form.along ?? []) if (name in fields && !(name in values)) out[name] = [];
  return { ...out, ...values };
}

export interface Answers {
  /** The form opening with the header (create) or the change (update). */
  opened: OnchangeAnswer;
  /** The form opening with the lines too: the lines as Odoo prices them. */
  priced?: OnchangeAnswer;
  /** The lines' change: the totals. */
  totals?: OnchangeAnswer;
  /** An update: the record as it is now (totals, currency). */
  current?: Record<string, Json>;
  /** Odoo's warnings on the products the write puts on lines (foresee-line-warnings.ts). */
  lineWarnings?: LineWarnings;
}

/** What the card shows, from onchange's answers to the write `spec` on `form`. */
export function consequencesOf(spec: WriteSpec, form: DocumentForm, fields: FieldsMap, answers: Answers, style: OdooTraits['taxTotals']): Consequences {
  const given = spec.kind === 'create' || spec.kind === 'write' ? spec.values : {};
  const merged: Record<string, unknown> = { ...answers.current, ...answers.opened.value, ...answers.priced?.value, ...answers.totals?.value };
  const currency = nameOf(merged.currency_id);
  const totals = totalsOf({ ...answers.opened.value, ...answers.totals?.value }, style) ?? (spec.kind === 'write' ? totalsOf({ ...answers.current, ...answers.opened.value }, style) : undefined);
  const before = answers.current ? totalsOf(answers.current, style) : undefined;
  const facts = form.facts
    .filter((name) => name in fields && !(name in given) && name in { ...answers.opened.value, ...answers.priced?.value })
    .map((name) => ({ name, value: merged[name] }))
    .filter(({ value }) => value !== false && value !== null && value !== undefined && value !== '')
    .map(({ name, value }) => ({ label: fields[name]!.string, value: shown(value), ...(typeOf(fields, name) ? { type: typeOf(fields, name) } : {}) }));
  const warnings = [answers.opened.warning, answers.priced?.warning, answers.totals?.warning]
    .flatMap((w) => (w ? [[w.title, w.message].filter(Boolean).join(': ')] : []));
  if (typeof merged.partner_credit_warning === 'string' && merged.partner_credit_warning) warnings.push(merged.partner_credit_warning);
  const kind = form.kindField && typeof merged[form.kindField] === 'string' ? (merged[form.kindField] as string) : undefined;
  return {
    ...(currency ? { currency } : {}),
    ...(totals ? { totals } : {}),
    ...(before && spec.kind === 'write' ? { totalsBefore: before } : {}),
    lines: linesOf(answers.priced?.value[form.lines]),
    facts,
    warnings: [...new Set(warnings)],
    ...lineWarningsPart(answers.lineWarnings),
    ...(kind ? { kind } : {}),
  };
}

/** What the card shows of the products' warnings: Odoo's messages, a product it blocks, or that they are not known (and why). */
export function lineWarningsPart(found: LineWarnings | undefined): Pick<Consequences, 'productWarnings' | 'refusal' | 'warningsUnavailable'> {
  return {
    ...(found?.warnings.length ? { productWarnings: found.warnings } : {}),
    ...(found?.refusal ? { refusal: found.refusal } : {}),
    ...(found?.unavailable ? { warningsUnavailable: found.unavailable } : {}),
  };
}

/** Whether a write gives line commands Odoo will price (an x2many of the form). */
export function hasLines(spec: WriteSpec, form: DocumentForm): boolean {
  if (spec.kind !== 'create' && spec.kind !== 'write') return false;
  const commands = spec.values[form.lines];
  return (parseX2many(commands)?.length ?? 0) > 0;
}

/**
 * Totals from a form's values: `tax_totals` as the form shows them (16-17 and 18+ shapes), else
 * the amount fields; rounded to the currency's cents (17 answers 809.5500000000001).
 */
export function totalsOf(values: Record<string, unknown>, style: OdooTraits['taxTotals']): Totals | undefined {
  const t = values.tax_totals;
  if (t && typeof t === 'object' && !Array.isArray(t)) {
    const o = t as Record<string, unknown>;
    const digits = typeof o.currency_pd === 'number' && o.currency_pd > 0 ? Math.max(0, Math.round(-Math.log10(o.currency_pd))) : 2;
    const [untaxed, total] = style === 'summary' ? [o.base_amount_currency, o.total_amount_currency] : [o.amount_untaxed, o.amount_total];
    if (typeof untaxed === 'number' && typeof total === 'number') return { untaxed: round(untaxed, digits), tax: round(total - untaxed, digits), total: round(total, digits) };
  }
  const { amount_untaxed: untaxed, amount_tax: tax, amount_total: total } = values;
  if (typeof untaxed === 'number' && typeof total === 'number') return { untaxed: round(untaxed), tax: round(typeof tax === 'number' ? tax : total - untaxed), total: round(total) };
  return undefined;
}

function linesOf(commands: unknown): ForeseenLine[] {
  if (!Array.isArray(commands)) return [];
  return commands.flatMap((c) => {
    if (!Array.isArray(c) || (c[0] !== 0 && c[0] !== 1) || !c[2] || typeof c[2] !== 'object') return [];
    const v = c[2] as Record<string, unknown>;
    const num = (x: unknown) => (typeof x === 'number' ? x : undefined);
    const quantity = num(v.product_uom_qty) ?? num(v.product_qty) ?? num(v.quantity);
    const line: ForeseenLine = { name: String(nameOf(v.product_id) ?? v.name ?? '') };
    if (quantity !== undefined) line.quantity = quantity;
    const unit = nameOf(v.product_uom) ?? nameOf(v.product_uom_id);
    if (unit) line.unit = unit;
    if (num(v.price_unit) !== undefined) line.price = num(v.price_unit)!;
    if (num(v.discount)) line.discount = num(v.discount)!;
    if (num(v.price_subtotal) !== undefined) line.subtotal = round(num(v.price_subtotal)!);
    return [line];
  });
}

const round = (n: number, digits = 2) => Math.round(n * 10 ** digits) / 10 ** digits;

function nameOf(value: unknown): string | undefined {
  if (value && typeof value === 'object' && !Array.isArray(value) && typeof (value as { display_name?: unknown }).display_name === 'string') return (value as { display_name: string }).display_name;
  return undefined;
}

function shown(value: unknown): Json {
  return (nameOf(value) ?? value) as Json;
}

function typeOf(fields: FieldsMap, name: string): string | undefined {
  const type = fields[name]?.type;
  return type === 'date' || type === 'datetime' || type === 'monetary' ? type : undefined;
}
