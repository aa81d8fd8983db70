// The action table's rows for a manufacturing order (mrp_production.py on 16-19): Confirm, Check
// availability, Unreserve, Produce All (16: Mark as Done), Cancel and Unbuild. Rows of the one
// table (action-table.ts appends them); types in action-types.ts. Offered only where Manufacturing
// is installed and the user may change its orders (run_action's rights).
import { said } from '@/lib/i18n';
import type { WorkflowAction } from './action-types';

const MO = 'mrp.production';
// 16 names the start date date_planned_start, 17+ date_start: the card shows the one the version has.
const SHOW = ['product_id', 'product_qty', 'product_uom_id', 'date_planned_start', 'date_start', 'origin'];
// Components are reserved per order (reservation_state): Ready when all are, Waiting otherwise.
const RESERVATION = 'reservation_state';
// Odoo's two answers to "You produced less than initial demand" (mrp_production_backorder.py, the
// same buttons on 16-19): the user picks one on the card (foresee-mo-backorder.ts), never Weft.
const MO_BACKORDER = {
  choose: {
    action_backorder: { chose: said('moBackorder.choseCreate'), undo: said('moBackorder.undoCreate') },
    action_close_mo: { chose: said('moBackorder.choseClose'), undo: said('moBackorder.undoClose') },
  },
};
// Odoo's answers to its Consumption Warning ("Confirm" and "Set Quantities & Validate",
// mrp_consumption_warning.py on 16-19), asked on the card (foresee-consumption.ts); a 'strict'
// bill's "Force" is a manager's, and Weft refuses that order before the card.
const CONSUMPTION = {
  choose: {
    action_confirm: { chose: said('consumption.choseConfirm'), undo: said('consumption.undo') },
    action_set_qty: { chose: said('consumption.choseSetQty'), undo: said('consumption.undo') },
  },
};
const PRODUCE_QUESTIONS = { 'mrp.consumption.warning': CONSUMPTION, 'mrp.production.backorder': MO_BACKORDER };

export const MRP_ROWS: WorkflowAction[] = [
  {
    // A scrap is made as a draft (create_record: product, quantity, and the transfer or
    // manufacturing order it comes from, if any; Odoo fills the locations), then validated here.
    // Not enough in stock: Odoo asks "Insufficient Quantity To Scrap", reported, nothing scrapped.
    model: 'stock.scrap', method: 'action_validate', label: 'Scrap', risk: 'destructive',
    description: 'Validate a draft scrap order (create it first: product_id, scrap_qty, optional picking_id): its quantity leaves stock for the scrap location.',
    from: ['draft'], to: ['done'],
    undo: { draft: said('act.scrapDone') },
    watch: ['state'], show: ['product_id', 'scrap_qty', 'product_uom_id', 'location_id', 'scrap_location_id', 'picking_id', 'production_id'],
  },
  {
    // Confirming also reserves what is in stock (the operation type reserves at confirmation by default).
    model: MO, method: 'action_confirm', label: 'Confirm', risk: 'write',
    description: 'Confirm a draft manufacturing order (its components are reserved from stock where there are some).',
    from: ['draft'], to: ['confirmed'],
    undo: { draft: said('act.moNoDraft') },
    watch: ['state', RESERVATION], show: SHOW,
  },
  {
    // Some components short: Odoo reserves what there is and the order stays Waiting (partial).
    model: MO, method: 'action_assign', label: 'Check availability', risk: 'write',
    description: 'Reserve the components of a waiting manufacturing order from the stock on hand.',
    stateField: RESERVATION, from: ['confirmed'], to: ['assigned'], partial: ['confirmed'],
    undo: { confirmed: { methods: ['do_unreserve'], to: 'confirmed', note: said('act.moUnreserveUndo') } },
    watch: ['state', RESERVATION], show: SHOW,
  },
  {
    model: MO, method: 'do_unreserve', label: 'Unreserve', risk: 'write',
    description: 'Release the components reserved for a manufacturing order (it waits again).',
    stateField: RESERVATION, from: ['assigned', 'confirmed'], to: ['confirmed'],
    undo: {
      assigned: { methods: ['action_assign'], to: 'assigned', note: said('act.reserveAgain') },
      // Part of it was reserved: checking again reserves what the stock has then, which Odoo decides.
      confirmed: { methods: ['action_assign'], to: '', note: said('act.reserveAgain') },
    },
    watch: ['state', RESERVATION], show: SHOW,
  },
  {
    // "Produce All" sets the quantity to produce and the components' consumption to the bill of
    // materials' before it posts (pre_button_mark_done, 17+); an order where the user entered a
    // smaller quantity opens Odoo's backorder question, and one whose consumption differs from the
    // bill of materials its Consumption Warning first: the user answers both on the card.
    model: MO, method: 'button_mark_done', label: 'Produce All', risk: 'destructive',
    description: 'Produce a confirmed manufacturing order: its components are consumed from stock and the products put in stock. Less entered as producing than planned, or components consumed otherwise than the bill of materials: the user answers Odoo\'s question on the card.',
    from: ['confirmed', 'progress', 'to_close'], to: ['done'],
    wizards: PRODUCE_QUESTIONS,
    versions: {
      // 16 asks first whether to produce everything when no quantity is entered (mrp.immediate.production).
      16: { label: 'Mark as Done', wizards: { 'mrp.immediate.production': { confirm: 'process' }, ...PRODUCE_QUESTIONS } },
    },
    undo: { '*': said('act.moDone') },
    watch: ['state'], show: SHOW,
  },
  {
    model: MO, method: 'action_cancel', label: 'Cancel', risk: 'write',
    description: 'Cancel a manufacturing order that is not done (its reservations are released).',
    from: ['draft', 'confirmed', 'progress', 'to_close'], to: ['cancel'],
    undo: { '*': said('act.moCancelled') },
    watch: ['state'], show: SHOW,
  },
  {
    // "Unbuild" opens the unbuild order's form with the manufacturing order's product and locations
    // (button_unbuild's context); its Unbuild button is action_validate. The form's quantity starts
    // at 1 on 16/17 and at what the order produced on 18+: Weft unbuilds what it produced unless
    // told a quantity, on each version, and the card shows it.
    model: MO, method: 'button_unbuild', label: 'Unbuild', risk: 'destructive',
    description: 'Unbuild a done manufacturing order (all it produced, or product_qty): its products leave stock and its components come back.',
    from: ['done'], to: ['done'],
    wizards: { 'mrp.unbuild': { confirm: 'action_validate', fromRecord: { product_qty: 'qty_produced' } } },
    options: { product_qty: 'Quantity to unbuild (default: all the order produced)' },
    creates: { model: 'mrp.unbuild', label: 'Unbuild', link: [['mo_id', 'in', '$ids']] },
    undo: { done: said('act.unbuildDone') },
    watch: ['state'], show: ['product_id', 'qty_produced', 'product_uom_id'],
  },
];
