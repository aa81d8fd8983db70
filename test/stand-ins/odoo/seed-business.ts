// Seed data, part 2: sales, invoices, payments, purchases, CRM and chatter.
import { recomputeLine, recomputeMove, recomputeOrder } from './business.ts';
import type { StandInDb } from './db.ts';
import { PRICES } from './seed-base.ts';
import { UNITS } from './manufacturing.ts';
import { SEED_ACCOUNTS, SEED_JOURNALS } from './model-defs-journals.ts';

type Line = [product: number, qty: number];

export function seedBusiness(db: StandInDb): void {
  const now = db.now();
  const year = now.getUTCFullYear();
  const iso = (d: Date) => d.toISOString().slice(0, 10);
  /** today + n days. */
  const day = (n: number) => iso(new Date(now.getTime() + n * 86_400_000));
  /** today + n days, kept inside this year so "this year" reports are never empty. */
  const thisYear = (n: number) => (day(n).startsWith(String(year)) ? day(n) : `${year}-01-01`);
  const lastYear = (month: number, d: number) => `${year - 1}-${String(month).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
  const at = (date: string, time = '10:00:00') => `${date} ${time}`;

  // [id, partner, state, date, salesperson, company, lines]
  const orders: Array<[number, number, string, string, number, number, Line[]]> = [
    [1, 5, 'draft', thisYear(-3), 2, 1, [[1, 2], [2, 4]]],
    [2, 14, 'sent', thisYear(-8), 6, 1, [[3, 10], [4, 1]]],
    [3, 8, 'sale', thisYear(-20), 2, 1, [[6, 1], [2, 6]]],
    [4, 8, 'sale', lastYear(6, 15), 2, 1, [[5, 3]]],
    [5, 9, 'sale', lastYear(3, 10), 6, 1, [[1, 1], [7, 2]]],
    [6, 10, 'sale', lastYear(11, 20), 2, 1, [[6, 1]]],
    [7, 5, 'sale', thisYear(-35), 6, 1, [[7, 4], [3, 5]]],
    [8, 6, 'cancel', thisYear(-15), 2, 1, [[2, 2]]],
    [9, 10, 'draft', thisYear(-1), 6, 1, []],
    [10, 19, 'sale', thisYear(-10), 2, 2, [[3, 20]]],
  ];
  let lineId = 1;
  for (const [id, partner, state, date, user, company, lines] of orders) {
    db.create('sale.order', {
      id, name: `S${String(id).padStart(5, '0')}`, partner_id: partner, partner_invoice_id: partner, partner_shipping_id: partner,
      state, date_order: at(date), user_id: user, company_id: company, warehouse_id: company, currency_id: 1,
      picking_policy: 'direct', invoice_status: state === 'sale' ? 'to invoice' : 'no', locked: false,
    });
    lines.forEach(([product, qty], i) => {
      const line = db.create('sale.order.line', {
        id: lineId++, order_id: id, sequence: 10 + i, product_id: product, name: productLabel(db, product),
        product_uom_qty: qty, price_unit: PRICES.get(product)!.price, discount: 0, qty_delivered: 0, qty_invoiced: 0,
        // The product's unit, under both names: 16-18 read it as product_uom, 19 as product_uom_id (the registry shows the version's).
        product_uom: UNITS, product_uom_id: UNITS,
      });
      recomputeLine(db, 'sale.order.line', line.id, 'product_uom_qty');
    });
    recomputeOrder(db, id);
  }
  // Quotations' expiry (Odoo sets today + the quotation validity days on a new quotation); S00002 has lapsed.
  for (const [id, days] of [[1, 5], [2, -2], [9, 25]] as const) db.write('sale.order', id, { validity_date: day(days) }, 2);
  // Followers: the salesperson and, as Odoo adds them when a quotation is sent, the customer's people.
  db.write('sale.order', 1, { message_partner_ids: [3, 5, 12] }, 2);
  db.write('res.partner', 16, { message_partner_ids: [3, 16] }, 2);

  // [id, type, partner, state, invoice date, due date, payment state, paid part, origin, company, lines (price: list or cost)]
  const moves: Array<[number, string, number, string, string | false, string | false, string, number, string, number, Line[]]> = [
    [1, 'out_invoice', 5, 'posted', day(-60), day(-30), 'not_paid', 0, 'S00007', 1, [[7, 4], [3, 5]]],
    [2, 'out_invoice', 5, 'posted', day(-40), day(-10), 'partial', 500, '', 1, [[1, 2]]],
    [3, 'out_invoice', 6, 'posted', day(-50), day(-20), 'paid', 1, '', 1, [[2, 5]]],
    [4, 'out_invoice', 8, 'posted', day(-5), day(25), 'not_paid', 0, 'S00003', 1, [[6, 1], [2, 6]]],
    [5, 'out_invoice', 9, 'posted', day(-75), day(-45), 'not_paid', 0, 'S00005', 1, [[7, 2], [1, 1]]],
    [6, 'out_invoice', 10, 'draft', false, false, 'not_paid', 0, 'S00006', 1, [[6, 1]]],
    [7, 'out_invoice', 6, 'draft', false, false, 'not_paid', 0, '', 1, []],
    [8, 'out_invoice', 8, 'posted', lastYear(6, 20), lastYear(7, 20), 'paid', 1, 'S00004', 1, [[5, 3]]],
    [9, 'in_invoice', 11, 'posted', day(-25), day(-5), 'not_paid', 0, '', 1, [[1, 10]]],
    [10, 'in_invoice', 17, 'posted', day(-30), day(0), 'paid', 1, '', 2, [[3, 30]]],
  ];
  for (const row of SEED_JOURNALS) db.create('account.journal', { ...row, restrict_mode_hash_table: false });
  for (const row of SEED_ACCOUNTS) db.create('account.account', row);
  const counters = new Map<string, number>();
  let moveLineId = 1;
  for (const [id, type, partner, state, invoiceDate, due, paymentState, paid, origin, company, lines] of moves) {
    const prefix = `${type === 'in_invoice' ? 'BILL' : 'INV'}/${String(invoiceDate).slice(0, 4)}/`;
    const seq = (counters.get(prefix) ?? 0) + 1;
    if (state === 'posted') counters.set(prefix, seq);
    db.create('account.move', {
      id, name: state === 'posted' ? `${prefix}${String(seq).padStart(5, '0')}` : '/', move_type: type, partner_id: partner,
      state, invoice_date: invoiceDate, invoice_date_due: due, date: invoiceDate || day(0), payment_state: paymentState,
      invoice_origin: origin || false, invoice_user_id: 2, company_id: company, currency_id: 1,
      journal_id: company === 1 ? (type === 'in_invoice' ? 2 : 1) : false,
    });
    for (const [product, qty] of lines) {
      const prices = PRICES.get(product)!;
      const line = db.create('account.move.line', {
        id: moveLineId++, move_id: id, product_id: product, name: productLabel(db, product), quantity: qty,
        price_unit: type === 'in_invoice' ? prices.cost : prices.price, partner_id: partner, display_type: 'product',
      });
      recomputeLine(db, 'account.move.line', line.id, 'quantity');
    }
    recomputeMove(db, id);
    const total = Number(db.get('account.move', id)!.amount_total);
    // `paid` is 1 for fully paid, else the amount already received.
    const residual = paymentState === 'paid' ? 0 : paymentState === 'partial' ? total - paid : total;
    db.write('account.move', id, { amount_residual: Math.round(residual * 100) / 100 });
  }

  // What the invoices above bill of each order (draft ones count, as in Odoo): those orders are invoiced.
  for (const move of db.records('account.move').filter((m) => m.move_type === 'out_invoice' && m.invoice_origin)) {
    const order = db.records('sale.order').find((o) => o.name === move.invoice_origin)!;
    for (const billed of db.records('account.move.line').filter((l) => l.move_id === move.id)) {
      const line = db.records('sale.order.line').find((l) => l.order_id === order.id && l.product_id === billed.product_id)!;
      db.write('sale.order.line', line.id, { qty_invoiced: Number(line.qty_invoiced ?? 0) + Number(billed.quantity) }, 2);
      db.write('account.move.line', billed.id, { sale_line_ids: [line.id] }, 2);
    }
    db.write('sale.order', order.id, { invoice_status: 'invoiced' }, 2);
  }
  const total = (id: number) => Number(db.get('account.move', id)!.amount_total);
  // [id, type, partner type, partner, amount, date, memo, company]
  const payments: Array<[number, string, string, number, number, string, string, number]> = [
    [1, 'inbound', 'customer', 6, total(3), day(-22), String(db.get('account.move', 3)!.name), 1],
    [2, 'inbound', 'customer', 5, 500, day(-12), String(db.get('account.move', 2)!.name), 1],
    [3, 'inbound', 'customer', 8, total(8), lastYear(7, 10), String(db.get('account.move', 8)!.name), 1],
    [4, 'outbound', 'supplier', 17, total(10), day(-3), String(db.get('account.move', 10)!.name), 2],
  ];
  for (const [id, paymentType, partnerType, partner, amount, date, ref, company] of payments) {
    db.create('account.payment', {
      id, name: `PBNK1/${date.slice(0, 4)}/${String(id).padStart(5, '0')}`, payment_type: paymentType, partner_type: partnerType,
      partner_id: partner, amount, date, ref, state: 'posted', company_id: company, currency_id: 1,
    });
  }

  // [id, vendor, state, date, untaxed, company]
  const purchases: Array<[number, number, string, string, number, number]> = [
    [1, 11, 'purchase', thisYear(-26), 3000, 1], [2, 11, 'draft', thisYear(-2), 1200, 1],
    [3, 10, 'purchase', lastYear(9, 5), 800, 1], [4, 17, 'purchase', thisYear(-31), 750, 2],
  ];
  for (const [id, partner, state, date, untaxed, company] of purchases) {
    const tax = Math.round(untaxed * 15) / 100;
    db.create('purchase.order', {
      id, name: `P${String(id).padStart(5, '0')}`, partner_id: partner, state, date_order: at(date), user_id: 2, company_id: company,
      currency_id: 1, priority: '0', amount_untaxed: untaxed, amount_tax: tax, amount_total: untaxed + tax,
      invoice_status: state === 'purchase' ? 'to invoice' : 'no',
    });
  }

  const stages: Array<[number, string, number, boolean]> = [[1, 'New', 1, false], [2, 'Qualified', 2, false], [3, 'Proposition', 3, false], [4, 'Won', 70, true]];
  for (const [id, name, sequence, isWon] of stages) db.create('crm.stage', { id, name, sequence, is_won: isWon, fold: false });
  // Odoo's demo lost reasons.
  for (const [id, name] of [[1, 'Too expensive'], [2, "We don't have people/skills"], [3, 'Not enough stock']] as const) db.create('crm.lost.reason', { id, name, active: true });

  // [id, name, partner, stage, revenue, probability, salesperson, days since stage change, active, company]
  const leads: Array<[number, string, number, number, number, number, number, number, boolean, number]> = [
    [1, 'Office Design Project', 5, 3, 24000, 60, 2, 5, true, 1],
    [2, 'Quote for 150 carpets', 6, 1, 40000, 10, 6, 45, true, 1],
    [3, 'Open Space Design', 8, 2, 11000, 30, 2, 90, true, 1],
    [4, 'Distributor Contract', 9, 3, 19800, 70, 6, 12, true, 1],
    [5, 'Furnitures', 10, 4, 5600, 100, 2, 20, true, 1],
    [6, 'Modern Open Space', 14, 2, 3800, 25, 6, 33, true, 1],
    [7, 'Need 20 Desks', 16, 1, 60000, 10, 2, 2, true, 1],
    [8, 'Chicago showroom refit', 19, 2, 15000, 40, 2, 8, true, 2],
    [9, 'Cheap chairs', 18, 1, 2000, 0, 6, 60, false, 1],
  ];
  for (const [id, name, partner, stage, revenue, probability, user, age, active, company] of leads) {
    db.create('crm.lead', {
      id, name, type: 'opportunity', partner_id: partner, email_from: db.get('res.partner', partner)?.email ?? false, stage_id: stage,
      expected_revenue: revenue, probability, user_id: user, date_last_stage_update: at(day(-age)), date_deadline: day(30 - age),
      date_closed: stage === 4 || !active ? at(day(-age)) : false, active, company_id: company, priority: revenue >= 20000 ? '2' : '1',
    });
  }

  const messages: Array<[number, string, number, string, string, number, number | false, string]> = [
    [1, 'sale.order', 1, '<p>Quotation created</p>', 'notification', 3, 2, day(-3)],
    [2, 'res.partner', 5, '<p>Called Brandon about the new office layout; follow up next week.</p>', 'comment', 3, 1, day(-6)],
    [3, 'crm.lead', 2, '<p>Customer asked for carpet samples before deciding.</p>', 'comment', 7, 1, day(-45)],
  ];
  for (const [id, model, resId, body, type, author, subtype, date] of messages) {
    db.create('mail.message', { id, model, res_id: resId, body, message_type: type, author_id: author, subtype_id: subtype, date: at(date), subject: false });
  }
}

function productLabel(db: StandInDb, id: number): string {
  const tmpl = db.get('product.template', id)!;
  return `[${String(tmpl.default_code)}] ${String(tmpl.name)}`;
}
