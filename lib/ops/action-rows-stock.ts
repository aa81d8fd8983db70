// The action table's rows for a transfer before it is validated (stock_picking.py on 16-19, the
// same methods and labels on each): Mark as To Do, Check Availability, Unreserve. Rows of the one
// table (action-table.ts appends them); types in action-types.ts.
import { said } from '@/lib/i18n';
import type { WorkflowAction } from './action-types';

const SHOW = ['partner_id', 'picking_type_id', 'origin', 'scheduled_date'];

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
];
