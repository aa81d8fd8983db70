import { z } from 'zod';
import { statesOnAnyVersion, type GroupRow } from '@/lib/odoo';

// Odoo's own states and types behind the business skills' enums, in one place.

// Each set names the states of every version (lib/odoo/versions.ts STATES), so one domain fits all.

/** sale.order states; 'done' is 16's locked order. */
const sale = (states: string[]) => statesOnAnyVersion('sale.order', states);
export const SALE_STATES = { confirmed: sale(['sale', 'done']), quotation: sale(['draft', 'sent']), all: sale(['draft', 'sent', 'sale', 'done']) };

/** purchase.order states; 'done' is a locked, confirmed order (up to 18). */
const purchase = (states: string[]) => statesOnAnyVersion('purchase.order', states);
export const PURCHASE_STATES = { confirmed: purchase(['purchase', 'done']), rfq: purchase(['draft', 'sent', 'to approve']), all: purchase(['draft', 'sent', 'to approve', 'purchase', 'done']) };

/** Invoices and their credit notes, which count negatively (see refundSign). */
export const MOVE_TYPES = { customer: ['out_invoice', 'out_refund'], vendor: ['in_invoice', 'in_refund'] };
export const invoiceKind = z.enum(['customer', 'vendor']).default('customer').describe('Default customer');
export const refundSign = (row: GroupRow) => (String(row.groups.move_type).endsWith('_refund') ? -1 : 1);
/**
 * Invoices net of credit notes, ordered by Odoo through one of account.move's stored signed sums
 * (16-19: amount_residual_signed, amount_untaxed_signed), in company currency, positive for customer
 * invoices and negative for their credit notes (bills the other way round): a row's net has its sign.
 */
export const signedByMoveType = (order: string) => ({ by: 'move_type', sign: refundSign, order });

/** Payments that went through: 'posted' up to 17, 'in_process'/'paid' from 18; naming what is left out fits both. */
export const PAYMENT_NOT_DONE = statesOnAnyVersion('account.payment', ['draft', 'cancel', 'canceled', 'rejected']);

/** Open opportunities: active (lost ones are archived) and not in a won stage. */
export const OPEN_OPPORTUNITIES = [['type', '=', 'opportunity'], ['stage_id.is_won', '=', false]];
