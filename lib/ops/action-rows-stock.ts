// The action table's rows for a transfer before it is validated (stock_picking.py on 16-19, the
// same methods and labels on each): Mark as To Do, Check Availability, Unreserve. Rows of the one
// table (action-table.ts appends them); types in action-types.ts.
import { said } from '@/lib/i18n';
import type { WorkflowAction } from './action-types';

const SHOW = ['partner_id', 'picking_type_id', 'origin', 'scheduled_date'];
// "Return" is a window action: the web client opens the dialog with the transfer as active record.
const RETURN_OPEN = { wizard: 'stock.return.picking', context: { active_model: 'stock.picking', active_ids: '$ids', active_id: '$id' } };
// The return is a new transfer, confirmed and ready; cancelling it is exact until it is validated.
const returnRow = (method: string): WorkflowAction => ({
  model: 'stock.picking', method, label: 'Return', risk: 'write',
  description: 'Return a done transfer in full: a new transfer, ready to validate, moves its quantities back.',
  from: ['done'], to: ['done'],
  open: RETURN_OPEN,
  wizards: { 'stock.return.picking': { confirm: method } },
  creates: { model: 'stock.picking', label: 'Return', link: [['return_id', 'in', '$ids']] },
  undo: { done: { on: 'created', methods: ['action_cancel'], to: 'cancel', note: said('act.returnUndo') } },
  undoOnlyIf: { on: 'created', field: 'state', values: ['draft', 'waiting', 'confirmed', 'assigned'], reason: said('act.returnDone') },
  watch: ['state'], show: SHOW,
});
// 16's dialog fills its lines and return location only in its form's onchange; 17's are computed when it is created.
const NO_RETURN_16 = "Odoo 16's Return dialog fills its lines only in its form; return it in Odoo.";

export const STOCK_ROWS: WorkflowAction[] = [
  {
    // Receipts come out ready (their goods come from the vendor, nothing to reserve); deliveries wait for stock.
    model: 'stock.picking', method: 'action_confirm', label: 'Mark as To Do', risk: 'write',
    description: 'Mark a draft transfer as to do (its moves are confirmed; a receipt becomes ready).',
    from: ['draft'], to: ['assigned', 'confirmed', 'waiting'],
    undo: { draft: said('act.transferNoDraft') },
    watch: ['state'], show: SHOW,
  },
  {
    // Nothing in stock leaves it waiting ('confirmed'): the run then says that Odoo reserved nothing.
    model: 'stock.picking', method: 'action_assign', label: 'Check Availability', risk: 'write',
    description: 'Reserve the products of a waiting transfer from the stock on hand.',
    from: ['confirmed', 'assigned'], to: ['assigned'],
    undo: {
      confirmed: { methods: ['do_unreserve'], to: 'confirmed', note: said('act.unreserveUndo') },
      assigned: said('act.reservedBefore'),
    },
    watch: ['state'], show: SHOW,
  },
  {
    model: 'stock.picking', method: 'do_unreserve', label: 'Unreserve', risk: 'write',
    description: 'Release the stock reserved for a ready transfer (it waits again).',
    from: ['assigned'], to: ['confirmed'],
    undo: { assigned: { methods: ['action_assign'], to: 'assigned', note: said('act.reserveAgain') } },
    watch: ['state'], show: SHOW,
  },
  // 17 answers with lines holding the done quantities (create_returns); 18+ leave them at 0 and "Return All" fills them.
  { ...returnRow('create_returns'), versions: { 16: NO_RETURN_16, 18: 'Odoo 18 and later return with action_create_returns_all.', 19: 'Odoo 18 and later return with action_create_returns_all.' } },
  { ...returnRow('action_create_returns_all'), versions: { 16: NO_RETURN_16, 17: 'Odoo 17 returns with create_returns.' } },
];
