import type { OdooVersion } from './session';

// How Odoo 16, 17, 18 and 19 differ, said once. The client, the skills, the journal and the page
// scripts ask here; nothing else compares version numbers. Each line was read in that version's
// source (/odoo, addons) and, where a contract test names it, proven on the real server.
// Imports types only: the content script loads this file too.

export type Major = 16 | 17 | 18 | 19;
export const MAJORS: readonly Major[] = [16, 17, 18, 19];
/** What Weft reads for a server whose version could not be parsed. */
export const DEFAULT_MAJOR: Major = 17;

/** The supported version a server behaves as: one later than 19 as 19, an unknown one as DEFAULT_MAJOR. */
export function majorOf(version: Pick<OdooVersion, 'major'> | number | undefined): Major {
  const major = typeof version === 'number' ? version : version?.major;
  if (major === 16 || major === 17 || major === 18 || major === 19) return major;
  return major && major > 19 ? 19 : DEFAULT_MAJOR;
}

export function versionAtLeast(version: Pick<OdooVersion, 'major' | 'minor'>, major: number, minor = 0): boolean {
  return version.major > major || (version.major === major && version.minor >= minor);
}

/** What a call, a value or a page looks like on one server. */
export interface OdooTraits {
  major: Major;
  /**
   * 17+: web_read, web_search_read and web_save take a specification (many2one as {id,
   * display_name}, x2many records nested, beyond the limit {id}); 16: field lists, many2one as
   * [id, name], x2many as ids (lines one `read` per field after), no web_save.
   */
  specification: boolean;
  /**
   * 19+: formatted_read_group(groupby, aggregates), aggregates keyed by spec, a date group as
   * [start, label]; 16-18: read_group(fields, groupby, lazy=False), keyed by field name, a date
   * group's range in __range (read_group is deprecated on 19).
   */
  groupCall: 'read_group' | 'formatted_read_group';
  /**
   * 16: a model's read_group override sums a computed field (stock.quant `value`) by its bare name
   * only; 17 maps the bare name to the spec, 18 drops it, 19 takes the spec.
   */
  bareSums: boolean;
  /** 18+: has_access(operation) on an empty recordset, as the web client asks; 16-17: check_access_rights(operation, raise_exception=False). */
  accessCall: 'has_access' | 'check_access_rights';
  /** 17.2+ (Odoo Online) and 18+: `/odoo/<model>/<id>` paths; 16-17.0: `/web#model=…&id=…`. */
  urlScheme: 'path' | 'hash';
  /** A form's many2one value in the web client (fill-form's page script): 19 {id, display_name}; 16-18 [id, name]. */
  formMany2one: 'object' | 'pair';
  /**
   * What stops a posted journal entry from going back to draft (button_draft): 16-17 a posted entry
   * of a journal in strict mode (restrict_mode_hash_table); 18+ an entry that has its hash
   * (inalterable_hash), which posting in such a journal sets at once.
   */
  hashLock: 'strict_journal' | 'entry_hash';
  /**
   * The form's `onchange(values, names, spec)`: 16 takes a flat `field_onchange` ({field: '1',
   * 'order_line.price_unit': '1'}) and answers many2one as [id, name]; 17+ take a web_read
   * specification and answer as web_read does (many2one as asked, {id, display_name}).
   */
  onchangeSpec: 'field_onchange' | 'specification';
  /**
   * The `tax_totals` a form shows: 16-17 {amount_untaxed, amount_total} with groups_by_subtotal;
   * 18+ {base_amount_currency, tax_amount_currency, total_amount_currency} (account's tax totals
   * summary, rewritten in 18). Read on real 16, 17, 18 and 19.
   */
  taxTotals: 'amounts' | 'summary';
  /**
   * How message_post takes an HTML body over RPC: 16 keeps the body as HTML (sanitized); 17+
   * escape a plain string unless `body_is_html` is set (and log a warning each time), while 16
   * refuses that keyword (an unknown mail.message field). Seen on real 16-19.
   */
  htmlBody: 'as-is' | 'body_is_html';
  /**
   * How a task is marked done (project.task): 17+ set its `state` to '1_done', an editable field the
   * form's state button writes (there is no button method); 16 has no such state: a task is closed
   * by moving it to a folded stage (`is_closed` is related to the stage's `fold`), its
   * `kanban_state` saying only "ready for the next stage". Read in project's source on 16-19.
   */
  taskDone: 'state' | 'closing_stage';
  /**
   * A task's deadline (`date_deadline`): 16 a date; 17+ a datetime (UTC), the day the user picks
   * being the day in their time zone.
   */
  taskDeadline: 'date' | 'datetime';
  /**
   * What a transfer's Validate counts as done (stock_picking.py _check_backorder): 16 a move's
   * `quantity_done`, and when nothing is done yet it first asks "Immediate Transfer?", whose
   * process takes the reserved quantity (`reserved_availability`); 17+ a move's `quantity` when the
   * move is `picked` (none picked but some quantity: all count as picked).
   */
  moveDone: 'quantity_done' | 'picked';
  /**
   * How a form's record in the web client says whether a field is required now: 16 `isRequired`,
   * evaluating the view's `attrs`/`modifiers` domain; 17+ `_isRequired`, evaluating the view's
   * `required="…"` Python expression (web/static/src/model/relational_model/record.js). Either is
   * beside what fields_get says is required for the model.
   */
  formRequired: 'isRequired' | '_isRequired';
  /**
   * Whether marking a manufacturing order done with less produced than planned asks "You produced
   * less than initial demand" (mrp.production.backorder): 16 asks for every such order; 17+ ask
   * only where the order's operation type says 'ask' (create_backorder), making the backorder
   * without asking on 'always' and closing the order on 'never' (mrp_production.py
   * pre_button_mark_done on 16-19).
   */
  moBackorder: 'always_asks' | 'operation_type';
  /**
   * What a down-payment invoice holds (sale.advance.payment.inv, 'percentage' or 'fixed'): 16 one
   * line at the percentage of the order's untaxed amount (its total when the down-payment product's
   * taxes are all included in the price, or it has none), or the fixed amount, with that product's
   * taxes; 17-18 one line per set of the order lines' taxes, each at the percentage of their amount
   * (a fixed amount: its share of the order's total), taxes computed on it, a fixed amount's total
   * made exact; 19 the order's total and each tax at the percentage, rounded once. Read in
   * sale_make_invoice_advance.py on 16-19 and on real 16-19.
   */
  downPayment: 'product' | 'per_tax' | 'target';
  /**
   * Which order lines share one line of a down-payment invoice, and what each adds to it
   * (sale_make_invoice_advance.py `_prepare_down_payment_lines_values`, 19 account_tax.py
   * `_prepare_down_payment_lines`): 16 one line whatever the order holds; 17 the lines with the same
   * taxes and the same analytic distribution, each line's amount rounded to the cent before the sum
   * (the price_subtotal of `_compute_taxes`); 18 the same taxes and the same income account (the
   * category's down-payment account, else the product's income account, else its category's, as
   * the order's fiscal position maps it), the raw amounts, a group summing to zero left out; 19 the
   * same taxes alone (every line on the company's down-payment account), its totals then made
   * exact to the target. Each group's amount is rounded to the cent once, after the percentage.
   */
  downPaymentGroup: DownPaymentGroup;
  /**
   * 18+: read_group groups by a related field Odoo does not store, through its relation (stock.quant
   * warehouse_id, product_categ_id); 16 refuses ('not a stored field'), 17 too ('Cannot convert field
   * … to SQL'), so there the quants are grouped by location or product and those are read.
   */
  relatedGroups: boolean;
  /**
   * The product types whose sales order lines Odoo delivers when the order is confirmed (sale_stock
   * `_action_launch_stock_rule`): 16-17 'consu' and 'product' (storable); 18+ 'consu' alone (goods,
   * storable being the `is_storable` flag). Services and 18's combos make no move.
   */
  deliveredTypes: readonly string[];
  /** A sales order line's unit and the routes the user set on it: 16-18 product_uom and route_id; 19 product_uom_id and route_ids. */
  saleLine: { unit: 'product_uom' | 'product_uom_id'; routes: 'route_id' | 'route_ids' };
  /**
   * When a warehouse that delivers or receives in several steps makes its transfers (stock_warehouse.py
   * get_rules_dict): 16-17 all on confirm (a pull rule per step, seen on real 17: WH/PICK, WH/PACK and
   * WH/OUT at once); 18+ the first only, each next one when the one before is validated (push rules,
   * seen on real 19: one transfer on confirm).
   */
  stepTransfers: 'all_on_confirm' | 'next_on_validate';
  /** How res.users.has_group is asked: a model method up to 17 (the caller's groups: `[group]`), a record's from 18 (`[[uid], group]`). */
  hasGroup: 'model' | 'record';
  /**
   * Whose groups say that confirming a sales order locks it (Sales' "Lock Confirmed Sales", group
   * sale.group_auto_done_setting; sale_order.py action_confirm): 16 the user who confirms
   * (action_done), 17-18 the order's creator (`_should_be_locked`; Weft asks the user's, who made
   * the quotation in the common case), 19 everyone's (`_is_feature_enabled`: the superuser's).
   */
  saleLockBy: 'user' | 'superuser';
}

export interface DownPaymentGroup {
  /** What besides the taxes keeps two order lines apart ('one_line': 16, nothing is grouped). */
  by: 'one_line' | 'taxes' | 'analytic' | 'income_account';
  /** An order line's amount as it is summed into its group. */
  lineAmount: 'rounded' | 'raw';
}

const DOWN_PAYMENT_GROUPS: Record<Major, DownPaymentGroup> = {
  16: { by: 'one_line', lineAmount: 'raw' },
  17: { by: 'analytic', lineAmount: 'rounded' },
  18: { by: 'income_account', lineAmount: 'raw' },
  19: { by: 'taxes', lineAmount: 'raw' },
};

export function traitsOf(version: OdooVersion): OdooTraits {
  return {
    major: majorOf(version),
    specification: versionAtLeast(version, 17),
    groupCall: versionAtLeast(version, 19) ? 'formatted_read_group' : 'read_group',
    bareSums: version.major < 17,
    accessCall: versionAtLeast(version, 18) ? 'has_access' : 'check_access_rights',
    urlScheme: versionAtLeast(version, 17, 2) ? 'path' : 'hash',
    formMany2one: version.major >= 19 ? 'object' : 'pair',
    hashLock: versionAtLeast(version, 18) ? 'entry_hash' : 'strict_journal',
    onchangeSpec: versionAtLeast(version, 17) ? 'specification' : 'field_onchange',
    taxTotals: versionAtLeast(version, 18) ? 'summary' : 'amounts',
    htmlBody: versionAtLeast(version, 17) ? 'body_is_html' : 'as-is',
    taskDone: version.major >= 17 ? 'state' : 'closing_stage',
    taskDeadline: version.major >= 17 ? 'datetime' : 'date',
    moveDone: versionAtLeast(version, 17) ? 'picked' : 'quantity_done',
    formRequired: version.major >= 17 ? '_isRequired' : 'isRequired',
    moBackorder: version.major >= 17 ? 'operation_type' : 'always_asks',
    downPayment: version.major >= 19 ? 'target' : version.major >= 17 ? 'per_tax' : 'product',
    downPaymentGroup: DOWN_PAYMENT_GROUPS[majorOf(version)],
    relatedGroups: version.major >= 18,
    deliveredTypes: version.major >= 18 ? ['consu'] : ['consu', 'product'],
    saleLine: version.major >= 19 ? { unit: 'product_uom_id', routes: 'route_ids' } : { unit: 'product_uom', routes: 'route_id' },
    stepTransfers: version.major >= 18 ? 'next_on_validate' : 'all_on_confirm',
    hasGroup: version.major >= 18 ? 'record' : 'model',
    saleLockBy: version.major >= 19 ? 'superuser' : 'user',
  };
}

// Also the same on 16-19, said here so a reader of one place sees all of it:
// - name_search is called positionally: its domain keyword is 'args' up to 17 and 'domain' from 18.
// - 17.0 carries the active companies in the URL (cids=1,2 or 1-2); 18+ in the `cids` cookie.
// - x2many commands ([0, ref, values] ... [6, _, ids]) are one grammar: lib/odoo/x2many.ts.

/**
 * What Odoo calls a timesheet's time where people log it (account.analytic.line's unit_amount, whose
 * own label is "Quantity"): 16-17 "Hours Spent" (hr_timesheet's views, "%s Spent" with the hours
 * unit), 18+ "Time Spent" (the views' own string). Shown as hours and minutes (float_time) on all.
 */
export function timesheetTimeOf(version: Pick<OdooVersion, 'major'> | number): 'hours_spent' | 'time_spent' {
  return majorOf(version) >= 18 ? 'time_spent' : 'hours_spent';
}

/**
 * How Odoo warns about a product put on a document's line (the product's "Warning when Selling /
 * Purchasing this Product"), read in sale and purchase on 16-19 and seen on real 17 and 19:
 * - 16-18 (`onchange`): the line model's onchange on product_id raises it, as the web client shows
 *   it when the user picks the product (sale for everyone; purchase for users in Purchase Warnings),
 *   and a product whose `<trade>_line_warn` is 'block' is emptied from the line. The order's own
 *   onchange never runs the line's. Invoice and bill lines have no product warning.
 * - 19 (`computed`): the selection and the block are gone; the line's computed `<trade>_line_warn_msg`
 *   (empty for a user without the Warnings group) marks the line and fills the form's banner, on
 *   orders and on invoices (sale's) and bills (purchase's) alike. An update's onchange on the
 *   document does not send its lines back (seen on real 19): the line's own onchange answers it.
 */
export type LineWarning = { trade: 'sale' | 'purchase'; lineModel: string; parent: string } & (
  | { ask: 'onchange'; selection: string }
  | { ask: 'computed'; field: string }
);

/** The line warning of a document of `model` (and `kind`, an entry's move_type) on this version, if it has one. */
export function lineWarningOf(model: string, kind: unknown, version: Pick<OdooVersion, 'major'> | number): LineWarning | undefined {
  const trade = model === 'sale.order' || (model === 'account.move' && kind === 'out_invoice') ? 'sale'
    : model === 'purchase.order' || (model === 'account.move' && kind === 'in_invoice') ? 'purchase' : undefined;
  if (!trade) return undefined;
  const line = model === 'account.move' ? { lineModel: 'account.move.line', parent: 'move_id' } : { lineModel: `${model}.line`, parent: 'order_id' };
  if (majorOf(version) >= 19) return { ask: 'computed', trade, ...line, field: `${trade}_line_warn_msg` };
  if (model === 'account.move') return undefined;
  return { ask: 'onchange', trade, ...line, selection: `${trade}_line_warn` };
}

/**
 * Fields Odoo recomputes when a write sets another (stored computes that depend on it), by model and
 * written field, per version: the journal reads them before and after such a write, so an undo
 * gives them back with the field written. A task's stage: 16 sets `kanban_state` back to 'normal'
 * (_compute_kanban_state); 17+ set an open `state` (Approved, Changes Requested) back to In
 * Progress (_compute_state). Its `date_end` follows the stage on every write and is Odoo's to set.
 */
const RECOMPUTED: Record<string, Record<string, Record<Major, readonly string[]>>> = {
  'project.task': { stage_id: { 16: ['kanban_state'], 17: ['state'], 18: ['state'], 19: ['state'] } },
};

/** The fields Odoo recomputes on `model` when `written` are written, on this version (none written among them). */
export function recomputedBy(model: string, written: readonly string[], version: Pick<OdooVersion, 'major'> | number): string[] {
  const byField = RECOMPUTED[model];
  if (!byField) return [];
  const major = majorOf(version);
  return [...new Set(written.flatMap((f) => byField[f]?.[major] ?? []))].filter((f) => !written.includes(f));
}

type StateTable = Record<Major, readonly string[]>;
const same = (states: readonly string[]): StateTable => ({ 16: states, 17: states, 18: states, 19: states });

/** The `state` selection of the models whose workflow Weft reads, per version. */
export const STATES = {
  /** 16's 'done' (Locked) became the `locked` flag on 17. */
  'sale.order': { 16: ['draft', 'sent', 'sale', 'done', 'cancel'], 17: ['draft', 'sent', 'sale', 'cancel'], 18: ['draft', 'sent', 'sale', 'cancel'], 19: ['draft', 'sent', 'sale', 'cancel'] },
  /** 19 dropped 'done' (Locked) for the `locked` flag. */
  'purchase.order': {
    16: ['draft', 'sent', 'to approve', 'purchase', 'done', 'cancel'],
    17: ['draft', 'sent', 'to approve', 'purchase', 'done', 'cancel'],
    18: ['draft', 'sent', 'to approve', 'purchase', 'done', 'cancel'],
    19: ['draft', 'sent', 'to approve', 'purchase', 'cancel'],
  },
  /** 16-17: the journal entry's own state (_inherits account.move); 18+ a state of its own. */
  'account.payment': {
    16: ['draft', 'posted', 'cancel'],
    17: ['draft', 'posted', 'cancel'],
    18: ['draft', 'in_process', 'paid', 'canceled', 'rejected'],
    19: ['draft', 'in_process', 'paid', 'canceled', 'rejected'],
  },
  'account.move': same(['draft', 'posted', 'cancel']),
} satisfies Record<string, StateTable>;

export type StatefulModel = keyof typeof STATES;

/** The model's states on this server. */
export function statesOn(model: StatefulModel, version: Pick<OdooVersion, 'major'>): readonly string[] {
  return STATES[model][majorOf(version)];
}

/**
 * `states`, each checked to exist on some version: a domain naming them fits every server without
 * asking its version (a state a version lacks matches nothing there). A misspelt state throws
 * when the module loads, so a test of its user fails.
 */
export function statesOnAnyVersion(model: StatefulModel, states: readonly string[]): string[] {
  const known = new Set(MAJORS.flatMap((major) => STATES[model][major]));
  const unknown = states.filter((s) => !known.has(s));
  if (unknown.length) throw new Error(`${model} has no state ${unknown.join(', ')} on Odoo ${MAJORS.join(', ')}`);
  return [...states];
}

// The web client's DOM markers per version live beside this file (their own concern, read by lib/page).
export { WEB_CLIENT } from './web-client-markers';

/**
 * The id of a message that message_post made: 16-18 answer the id, 19 the record as a list of ids
 * ([id]: message_post lost its @api.returns there; seen on real 19).
 */
export function postedMessageId(result: unknown): number | undefined {
  const id = Array.isArray(result) ? result[0] : result;
  return typeof id === 'number' ? id : undefined;
}
