import type { FieldsMap } from './field-info';

// What a person expects to see of a record of a common model, most telling first. Fields that a
// given version or install lacks are skipped.
const CURATED: Record<string, string[]> = {
  'res.partner': ['name', 'email', 'phone', 'city', 'country_id', 'is_company', 'parent_id', 'vat'],
  'sale.order': ['name', 'partner_id', 'date_order', 'state', 'amount_total', 'user_id', 'invoice_status', 'currency_id'],
  'sale.order.line': ['order_id', 'product_id', 'name', 'product_uom_qty', 'price_unit', 'price_subtotal', 'state'],
  'account.move': ['name', 'partner_id', 'invoice_date', 'invoice_date_due', 'move_type', 'state', 'payment_state', 'amount_total'],
  'account.payment': ['name', 'partner_id', 'date', 'amount', 'payment_type', 'state', 'journal_id'],
  'product.product': ['display_name', 'default_code', 'list_price', 'standard_price', 'qty_available', 'type', 'categ_id', 'uom_id'],
  'product.template': ['name', 'default_code', 'list_price', 'standard_price', 'qty_available', 'type', 'categ_id', 'uom_id'],
  'crm.lead': ['name', 'partner_id', 'stage_id', 'expected_revenue', 'probability', 'user_id', 'date_deadline', 'type'],
  'purchase.order': ['name', 'partner_id', 'date_order', 'state', 'amount_total', 'user_id', 'date_planned', 'invoice_status'],
  'stock.quant': ['product_id', 'location_id', 'quantity', 'reserved_quantity', 'lot_id', 'product_uom_id'],
  'stock.picking': ['name', 'partner_id', 'picking_type_id', 'scheduled_date', 'state', 'origin'],
  'project.task': ['name', 'project_id', 'stage_id', 'user_ids', 'date_deadline', 'priority'],
  'hr.employee': ['name', 'job_title', 'department_id', 'work_email', 'work_phone', 'parent_id'],
};

const HEAVY_TYPES = new Set(['binary', 'html', 'one2many', 'many2many', 'json', 'properties', 'properties_definition']);
const TECHNICAL = /^(message_|activity_|website_message_|my_activity_|access_|__)|^(id|create_uid|write_uid|create_date|write_date|display_name)$/;
const NAME_LIKE = ['name', 'ref', 'default_code', 'code', 'email', 'phone'];
const PEOPLE = ['partner_id', 'user_id'];
// Within a rank these come first: the total rather than the tax, the document date rather than a deadline.
const PREFERRED = new Set(['amount_total', 'date', 'date_order', 'invoice_date']);

/** A compact field set for listing records of `model`, at most `max` names. */
export function pickDefaultFields(model: string, fields: FieldsMap, max = 8): string[] {
  const curated = (CURATED[model] ?? []).filter((name) => name in fields);
  if (curated.length >= 2) return curated.slice(0, max);

  const candidates = Object.entries(fields).filter(([name, f]) => !TECHNICAL.test(name) && !HEAVY_TYPES.has(f.type));
  const rank = (name: string, type: string, required: boolean): number => {
    if (NAME_LIKE.includes(name)) return 1;
    if (name === 'state' || name === 'stage_id') return 2;
    if (PEOPLE.includes(name)) return 3;
    if (type === 'monetary') return 4;
    if (type === 'date' || type === 'datetime') return 5;
    if (required) return 6;
    return 99;
  };
  const perRank = new Map<number, number>();
  const picked = candidates
    .map(([name, f], order) => ({ name, order: PREFERRED.has(name) ? -1 : order, rank: rank(name, f.type, f.required === true) }))
    .filter((c) => c.rank < 99)
    .sort((a, b) => a.rank - b.rank || a.order - b.order)
    // Two amounts or two dates say enough; more crowd out the rest.
    .filter((c) => {
      const seen = (perRank.get(c.rank) ?? 0) + 1;
      perRank.set(c.rank, seen);
      return c.rank < 4 || seen <= 2;
    })
    .map((c) => c.name);
  const base = 'display_name' in fields ? ['display_name'] : [];
  return [...base, ...picked].slice(0, max);
}
