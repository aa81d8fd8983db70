// The Odoo 17 stand-in filled to a size, in a process of its own (test/bench/scale.ts starts it):
// prints {"url","fillMs","someone"} on its first line, then serves until killed.
import { startOdooStandIn, type StandInDb } from '../stand-ins/odoo/server';

export const SIZES = {
  '1k': { contacts: 1_000, orders: 200, lines: 2_000 },
  '100k': { contacts: 100_000, orders: 20_000, lines: 200_000 },
} as const;

/** Clones the seed's last contact, order and line (the stand-in's own record shapes) up to `size`. */
export function fill(db: StandInDb, size: (typeof SIZES)[keyof typeof SIZES]): void {
  // Of the main company (the session's first), so every skill sees them.
  const order = db.records('sale.order').find((r) => r.company_id === 1 && r.state === 'sale')!;
  const partner = db.get('res.partner', order.partner_id as number)!;
  const line = db.records('sale.order.line').find((r) => r.order_id === order.id)!;
  const { id: _p, ...p } = partner!;
  const { id: _o, ...o } = order!;
  const { id: _l, ...l } = line!;
  const partners: number[] = [];
  for (let i = partners.length; i < size.contacts; i++) {
    partners.push(db.create('res.partner', { ...p, name: `Scale contact ${i}`, email: `c${i}@scale.example`, city: i % 10 ? 'Elsewhere' : 'Scale City', is_company: i % 3 === 0 }).id);
  }
  const orders: number[] = [];
  for (let i = 0; i < size.orders; i++) {
    const customer = partners[(i * 7) % partners.length]!;
    const day = String(1 + (i % 27)).padStart(2, '0');
    orders.push(db.create('sale.order', { ...o, name: `SC${i}`, partner_id: customer, partner_invoice_id: customer, partner_shipping_id: customer, date_order: `2026-${String(1 + (i % 11)).padStart(2, '0')}-${day} 10:00:00`, state: i % 4 ? 'sale' : 'draft', invoice_status: i % 4 ? 'to invoice' : 'no' }).id);
  }
  // Nothing invoiced yet, as on the real build (scale-real.ts): every confirmed order is one to invoice.
  for (let i = 0; i < size.lines; i++) db.create('sale.order.line', { ...l, order_id: orders[i % orders.length]!, qty_invoiced: 0 });
  // As many posted invoices (one in ten a credit note), purchase orders and payments as orders, spread
  // over the same customers, for the skills that group them by partner.
  for (let i = 0; i < size.orders; i++) {
    const partner = partners[(i * 7) % partners.length]!;
    const date = `2026-${String(1 + (i % 11)).padStart(2, '0')}-${String(1 + (i % 27)).padStart(2, '0')}`;
    const untaxed = 100 + (i % 97) * 10;
    db.create('account.move', {
      name: `SINV/${i}`, move_type: i % 10 ? 'out_invoice' : 'out_refund', state: 'posted', partner_id: partner, invoice_date: date, invoice_date_due: date, date,
      company_id: 1, currency_id: 1, journal_id: 1, payment_state: i % 3 ? 'not_paid' : 'paid', amount_untaxed: untaxed, amount_tax: untaxed * 0.15, amount_total: untaxed * 1.15, amount_residual: i % 3 ? untaxed * 1.15 : 0,
    });
    db.create('purchase.order', { name: `SP${i}`, partner_id: partner, state: 'purchase', date_order: `${date} 10:00:00`, user_id: 2, company_id: 1, currency_id: 1, priority: '0', amount_untaxed: untaxed, amount_tax: untaxed * 0.15, amount_total: untaxed * 1.15, invoice_status: 'to invoice' });
    db.create('account.payment', { name: `SPAY/${i}`, payment_type: 'inbound', partner_type: 'customer', partner_id: partner, amount: untaxed, date, state: 'posted', company_id: 1, currency_id: 1 });
    // A product in stock and an open opportunity (a thousand different probabilities, as Odoo's
    // predictive scoring gives them) for every fourth order: 50 / 5,000, the stand-in's own time kept down.
    if (i % 4) continue;
    const tmpl = db.create('product.template', { name: `Scale product ${i}`, default_code: `SCALE${i}`, list_price: 10, standard_price: 5, type: 'product', sale_ok: true, purchase_ok: true, company_id: false, categ_id: 2, active: true }).id;
    const product = db.create('product.product', { product_tmpl_id: tmpl, default_code: `SCALE${i}`, active: true }).id;
    db.create('stock.quant', { product_id: product, location_id: 8, quantity: 1 + (i % 500), reserved_quantity: i % 3 });
    db.create('crm.lead', { name: `Scale deal ${i}`, type: 'opportunity', partner_id: partner, stage_id: 1 + (i % 3), expected_revenue: 1000 + (i % 89) * 100, probability: ((i / 4) % 1000) / 10, user_id: i % 2 ? 2 : 6, active: true, company_id: 1, priority: '1', date_last_stage_update: `${date} 10:00:00` });
  }
}


const label = process.argv[2] as keyof typeof SIZES | undefined;
if (label && import.meta.url === `file://${process.argv[1]}`) {
  const odoo = await startOdooStandIn({ version: 17 });
  const started = performance.now();
  fill(odoo.db, SIZES[label]);
  const someone = odoo.db.records('res.partner').filter((r) => String(r.name).startsWith('Scale contact')).at(-1)!.id;
  console.log(JSON.stringify({ url: odoo.url, fillMs: performance.now() - started, someone }));
}
