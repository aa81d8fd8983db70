// Seed data, part 3: operation types, transfers (some late) and activities (some overdue), as of today.
import type { StandInDb } from './db.ts';

export function seedOperations(db: StandInDb): void {
  const now = db.now().getTime();
  /** now + n days, as Odoo stores datetimes (UTC, 'YYYY-MM-DD HH:MM:SS'). */
  const at = (n: number, hour = 9) => {
    const d = new Date(now + n * 86_400_000);
    d.setUTCHours(hour, 0, 0, 0);
    return d.toISOString().slice(0, 19).replace('T', ' ');
  };
  const day = (n: number) => at(n).slice(0, 10);

  // [id, name, code, prefix, warehouse/company]
  const types: Array<[number, string, string, string, number]> = [
    [1, 'Receipts', 'incoming', 'IN', 1], [2, 'Delivery Orders', 'outgoing', 'OUT', 1], [3, 'Internal Transfers', 'internal', 'INT', 1],
    [4, 'Receipts', 'incoming', 'IN', 2], [5, 'Delivery Orders', 'outgoing', 'OUT', 2],
  ];
  for (const [id, name, code, prefix, wh] of types) {
    db.create('stock.picking.type', { id, name, code, sequence_code: prefix, warehouse_id: wh, company_id: wh, sequence: id, active: true, create_backorder: 'ask' });
  }
  const codeOf = new Map(types.map(([id, , code]) => [id, code]));
  // [id, name, type, partner, state, scheduled (days from now), deadline (days) or null, origin]
  const pickings: Array<[number, string, number, number | false, string, number, number | null, string | false]> = [
    [1, 'WH/IN/00001', 1, 11, 'assigned', -5, null, 'P00001'], // late receipt
    [2, 'WH/OUT/00001', 2, 8, 'confirmed', -2, null, 'S00003'], // late delivery, waiting for stock
    [3, 'WH/OUT/00002', 2, 5, 'assigned', 3, -1, 'S00007'], // on schedule, but past the promised date
    [4, 'WH/OUT/00003', 2, 9, 'done', -10, null, 'S00005'], // done: never late
    [5, 'WH/INT/00001', 3, false, 'waiting', -1, null, false], // late internal move
    [6, 'WH/OUT/00004', 2, 6, 'cancel', -15, null, false], // cancelled
    [7, 'CHIC/IN/00001', 4, 17, 'assigned', -4, null, 'P00004'], // late, other company
    [8, 'WH/OUT/00005', 2, 10, 'assigned', 2, 1, 'S00006'], // scheduled after its deadline: will be late
    [9, 'WH/IN/00002', 1, 11, 'assigned', 4, null, false], // on time
    [10, 'WH/OUT/00006', 2, 14, 'draft', -6, null, false], // draft: not planned yet
  ];
  for (const [id, name, type, partner, state, scheduled, deadline, origin] of pickings) {
    const code = codeOf.get(type);
    const stock = type <= 3 ? 8 : 19;
    db.create('stock.picking', {
      id, name, picking_type_id: type, partner_id: partner, state, origin, priority: '0', user_id: 2,
      scheduled_date: at(scheduled), date_deadline: deadline === null ? false : at(deadline),
      // Odoo: stored, true when the deadline falls before the scheduled date.
      has_deadline_issue: deadline !== null && deadline < scheduled,
      date_done: state === 'done' ? at(scheduled) : false,
      location_id: code === 'incoming' ? 4 : stock, location_dest_id: code === 'outgoing' ? 5 : stock,
    });
  }

  const types2: Array<[number, string, string]> = [[1, 'Email', 'default'], [2, 'Call', 'phonecall'], [3, 'Meeting', 'default'], [4, 'To-Do', 'default']];
  for (const [id, name, category] of types2) db.create('mail.activity.type', { id, name, category, sequence: id, active: true });
  const modelId = (model: string) => db.records('ir.model').find((m) => m.model === model)!.id;
  const nameOf = (model: string, id: number) => String(db.get(model, id)?.name ?? '');
  // [id, model, record, type, summary, due (days from today), assigned to]
  const activities: Array<[number, string, number, number, string | false, number, number]> = [
    [1, 'crm.lead', 2, 2, 'Call about carpet samples', -4, 2],
    [2, 'sale.order', 2, 1, 'Follow up on the quotation', -1, 2],
    [3, 'res.partner', 5, 3, 'Office layout review', 0, 2],
    [4, 'account.move', 1, 4, 'Payment reminder', 3, 2],
    [5, 'crm.lead', 7, 2, false, 12, 2],
    [6, 'crm.lead', 3, 1, 'Send the design brochure', -2, 6], // Marc Demo's
    [7, 'sale.order', 9, 4, 'Prepare the quotation', 1, 6],
  ];
  for (const [id, model, resId, type, summary, due, user] of activities) {
    db.create('mail.activity', {
      id, res_model_id: modelId(model), res_model: model, res_id: resId, res_name: nameOf(model, resId), activity_type_id: type,
      summary, note: false, date_deadline: day(due), user_id: user,
    });
  }
}
