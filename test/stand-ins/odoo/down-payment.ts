// A down payment from the invoice dialog (sale.advance.payment.inv, 'percentage' or 'fixed'), as
// each version's wizard makes it (sale_make_invoice_advance.py 16-19; seen on real 16-19 with an
// order of 3 × 33.33 and 1 × 17.77 at 10% off, 15% tax: 30% is 34.79 + 5.22 on 17-19, 40.01 with no
// tax on 16; 50 fixed is 43.48 + 6.52 on 17-19, 50 on 16):
// - 16: one line through a down-payment product (made without taxes the first time, kept in a
//   system parameter), at the percentage of the order's total when that product has no taxes;
// - 17: the same product (kept on the company), 17-18 one line per set of the order lines' taxes at
//   the percentage of their amounts (fixed: its share of the order's total, the total made exact),
//   17 keeping lines of other analytic distributions apart (each line's amount rounded first), 18
//   lines of other income accounts (the category's down-payment account, else the product's income
//   account, else its category's), each group rounded on its own;
// - 19: the order's total and each tax at the percentage, rounded once;
// then a "Down Payments" section on the order (once), a down-payment line per invoice line, and the
// draft invoice. Deleting the invoice deletes its down-payment lines (account_move.py unlink).
import type { Rec } from './db.ts';
import type { Env } from './env.ts';
import { today } from './env.ts';
import { userError, valueError } from './errors.ts';
import { recomputeLine, recomputeMove } from './business.ts';
import { checkAccess } from './access.ts';
import type { Method } from './orm-methods.ts';

const round = (n: number) => Math.round((n + Number.EPSILON * Math.sign(n)) * 100) / 100;
const ids = (value: unknown): number[] => (Array.isArray(value) ? value.filter((v): v is number => typeof v === 'number') : []);
const PARAM = 'sale.default_deposit_product_id';

/** The down-payment product the dialog computes (16-17; none on 18+, none yet before the first down payment). */
export function storedProduct(env: { db: Env['db']; version?: number }, companyId = 1): number | false {
  if (env.version === 16) return Number(env.db.records('ir.config_parameter').find((p) => p.key === PARAM)?.value ?? 0) || false;
  if (env.version === 17) return Number(env.db.get('res.company', companyId)?.sale_down_payment_product_id ?? 0) || false;
  return false;
}

function productFor(env: Env, order: Rec): number | false {
  if (env.version >= 18) return false;
  const kept = storedProduct(env, Number(order.company_id ?? 1));
  if (kept) return kept;
  const tmpl = env.db.create('product.template', { name: 'Down payment', type: 'service', invoice_policy: 'order', sale_ok: true, purchase_ok: true, active: true, list_price: 0 }, env.uid);
  const product = env.db.create('product.product', { product_tmpl_id: tmpl.id, active: true }, env.uid);
  if (env.version === 16) env.db.create('ir.config_parameter', { key: PARAM, value: String(product.id) }, env.uid);
  else env.db.write('res.company', Number(order.company_id ?? 1), { sale_down_payment_product_id: product.id }, env.uid);
  return product.id;
}

interface Planned {
  lines: Array<{ price: number; taxes: number[]; account?: number | false }>;
  /** The invoice's amounts as Odoo forces them (17-18 fixed: the total; 19: all three). */
  force?: { untaxed?: number; tax?: number; total: number };
}

/** 17's key of an analytic distribution: two are the same when their accounts and shares are. */
const analyticKey = (value: unknown) =>
  value && typeof value === 'object' ? JSON.stringify(Object.entries(value).sort(([a], [b]) => a.localeCompare(b))) : 'none';

/**
 * 18: where a product's down payment goes: its category's down-payment account, else its own income
 * account, else its category's, each as the order's fiscal position maps it (its last line for an account).
 */
function incomeAccount(env: Env, order: Rec, productId: number): number | false {
  const product = env.db.get('product.product', productId);
  const template = product ? env.db.get('product.template', Number(product.product_tmpl_id)) : undefined;
  const category = template?.categ_id ? env.db.get('product.category', Number(template.categ_id)) : undefined;
  const maps = env.db.records('account.fiscal.position.account').filter((m) => order.fiscal_position_id && m.position_id === order.fiscal_position_id);
  const mapped = (account: unknown) => (account ? Number(maps.filter((m) => m.account_src_id === account).at(-1)?.account_dest_id ?? account) : false);
  return mapped(category?.property_account_downpayment_categ_id) || mapped(template?.property_account_income_id || category?.property_account_income_categ_id) || false;
}

function planLines(env: Env, order: Rec, lines: Rec[], method: string, amount: number, taxField: string): Planned {
  const total = Number(order.amount_total ?? 0);
  if (env.version === 16) {
    // The product has no taxes here: all([]) holds, so the percentage is of the total.
    return { lines: [{ price: round(method === 'percentage' ? (total * amount) / 100 : amount), taxes: [] }] };
  }
  const ratio = method === 'percentage' ? amount / 100 : total ? amount / total : 1;
  const groups = new Map<string, { taxes: number[]; base: number; account?: number | false }>();
  for (const line of lines) {
    const taxes = ids(line[taxField]).filter((t) => env.db.get('account.tax', t)?.amount_type !== 'fixed').sort((a, b) => a - b);
    const account = env.version === 18 ? incomeAccount(env, order, Number(line.product_id)) : undefined;
    const apart = env.version === 17 ? analyticKey(line.analytic_distribution) : env.version === 18 ? String(account) : '';
    const key = `${taxes.join()}|${apart}`;
    const group = groups.get(key) ?? { taxes, base: 0, ...(account !== undefined ? { account } : {}) };
    const base = Number(line.product_uom_qty ?? 0) * Number(line.price_unit ?? 0) * (1 - Number(line.discount ?? 0) / 100);
    group.base += env.version === 17 ? round(base) : base;
    groups.set(key, group);
  }
  // 18-19 leave out a group summing to zero; 17 makes its line all the same (at zero).
  const out = [...groups.values()].filter((g) => env.version === 17 || round(g.base) !== 0).map((g) => ({ price: round(g.base * ratio), taxes: g.taxes, account: g.account }));
  if (env.version >= 19) {
    const target = method === 'percentage' ? round(total * ratio) : round(amount);
    const tax = round(Number(order.amount_tax ?? 0) * ratio);
    return { lines: out, force: { untaxed: round(target - tax), tax, total: target } };
  }
  return { lines: out, ...(method === 'fixed' ? { force: { total: round(amount) } } : {}) };
}

/** The dialog's create_invoices with a down payment: the draft invoice's id. */
export function downPaymentInvoice(env: Env, wizard: Rec, orders: Rec[]): number {
  const method = String(wizard.advance_payment_method);
  const amount = Number((method === 'percentage' ? wizard.amount : wizard.fixed_amount) ?? 0);
  if (amount <= 0) throw userError('The value of the down payment amount must be positive.');
  if (orders.length !== 1) throw valueError(`Expected singleton: sale.order(${orders.map((o) => o.id).join(', ')})`);
  const order = orders[0]!;
  const { db } = env;
  const taxField = env.version >= 19 ? 'tax_ids' : 'tax_id';
  const all = db.records('sale.order.line').filter((l) => l.order_id === order.id);
  const product = productFor(env, order);
  const planned = planLines(env, order, all.filter((l) => !l.display_type && !l.is_downpayment), method, amount, taxField);
  let sequence = Math.max(10, ...all.map((l) => Number(l.sequence ?? 0))) + 1;
  if (!all.some((l) => l.display_type && l.is_downpayment)) {
    db.create('sale.order.line', { order_id: order.id, name: 'Down Payments', display_type: 'line_section', is_downpayment: true, product_uom_qty: 0, price_unit: 0, sequence: sequence++ }, env.uid);
  }
  const journal = db.records('account.journal').find((j) => j.type === 'sale' && j.company_id === (order.company_id ?? 1));
  const move = db.create('account.move', {
    move_type: 'out_invoice', state: 'draft', name: '/', partner_id: order.partner_id, invoice_origin: order.name, date: today(env),
    company_id: order.company_id ?? 1, currency_id: 1, payment_state: 'not_paid', journal_id: journal?.id ?? false,
  }, env.uid);
  const label = method === 'percentage' ? `Down payment of ${amount}%` : 'Down Payment';
  for (const line of planned.lines) {
    const dp = db.create('sale.order.line', {
      order_id: order.id, name: `Down Payment: ${today(env)} (Draft)`, product_uom_qty: 0, price_unit: line.price, discount: 0,
      is_downpayment: true, display_type: false, [taxField]: line.taxes, sequence: sequence++, qty_invoiced: 1, qty_delivered: 0, ...(product ? { product_id: product } : {}),
    }, env.uid);
    recomputeLine(db, 'sale.order.line', dp.id, 'product_uom_qty');
    const item = db.create('account.move.line', {
      move_id: move.id, name: label, quantity: 1, price_unit: line.price, tax_ids: line.taxes, display_type: 'product', ...(line.account ? { account_id: line.account } : {}),
      sale_line_ids: [dp.id], ...(product ? { product_id: product } : {}),
    }, env.uid);
    recomputeLine(db, 'account.move.line', item.id, 'quantity');
  }
  recomputeMove(db, move.id);
  if (planned.force) {
    const made = db.get('account.move', move.id)!;
    const untaxed = planned.force.untaxed ?? Number(made.amount_untaxed ?? 0);
    const total = planned.force.total;
    db.write('account.move', move.id, { amount_untaxed: untaxed, amount_tax: round(total - untaxed), amount_total: total, amount_residual: total }, env.uid);
  }
  db.write('sale.order', order.id, { invoice_ids: [...ids(order.invoice_ids), move.id] }, env.uid);
  return move.id;
}

/** Odoo's unlink of an invoice takes its down-payment lines off the order (the section stays). */
export function dropDownPayments(env: Env, moves: Rec[]): void {
  const gone = new Set(moves.map((m) => m.id));
  const lines = env.db.records('account.move.line').filter((l) => gone.has(Number(l.move_id)));
  for (const id of new Set(lines.flatMap((l) => ids(l.sale_line_ids)))) {
    const line = env.db.get('sale.order.line', id);
    if (!line?.is_downpayment || line.display_type) continue;
    env.db.delete('sale.order.line', id);
    const order = env.db.get('sale.order', Number(line.order_id));
    if (order) env.db.write('sale.order', order.id, { invoice_ids: ids(order.invoice_ids).filter((m) => !gone.has(m)) }, env.uid);
  }
}

/**
 * account.tax's compute_all(price_unit, currency=None, quantity=1.0, …) on percentage and fixed
 * taxes, rounded to the company's cents per tax (its default round_per_line): the price without and
 * with the taxes, and each tax.
 */
export const COMPUTE_ALL: Method = {
  multi: true,
  models: ['account.tax'],
  params: ['price_unit', 'currency', 'quantity', 'product', 'partner', 'is_refund', 'handle_price_include'],
  run(env, model, p, taxIds) {
    checkAccess(env, model, 'read');
    const taxes = taxIds.map((id) => env.db.get('account.tax', id)).filter((t): t is Rec => !!t);
    const quantity = typeof p.quantity === 'number' ? p.quantity : 1;
    const gross = round(Number(p.price_unit ?? 0) * quantity);
    const included = taxes.filter((t) => t.price_include && t.amount_type === 'percent').reduce((n, t) => n + Number(t.amount) / 100, 0);
    const excluded = p.handle_price_include === false ? gross : round(gross / (1 + included));
    const each = taxes.map((t) => ({ id: t.id, name: t.name, amount: round(t.amount_type === 'fixed' ? Number(t.amount) * quantity : (excluded * Number(t.amount)) / 100), base: excluded }));
    return { base_tags: [], taxes: each, total_excluded: excluded, total_included: round(excluded + each.reduce((n, t) => n + t.amount, 0)), total_void: excluded };
  },
};
