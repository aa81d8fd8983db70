import type { Probe } from '../probe';
import { confirmedDelivery } from './confirmed-delivery';
import { confirmedInvoice } from './confirmed-invoice';
import { draftMissingLines } from './draft-missing-lines';
import { emptySearch } from './empty-search';
import { explainError } from './explain-error';
import { fillEmptyForm } from './fill-empty-form';
import { lowStockProduct } from './low-stock-product';
import { overdueCustomer } from './overdue-customer';
import { partnerOverview } from './partner-overview';
import { pickedCustomerOverdue } from './picked-customer-overdue';
import { pickedVendor } from './picked-vendor';
import { paidStillOverdue } from './paid-still-overdue';

/** Every probe, in the order their cards are stored when several speak at once. */
export const PROBES: readonly Probe[] = [
  explainError,
  confirmedInvoice,
  confirmedDelivery,
  pickedCustomerOverdue,
  pickedVendor,
  paidStillOverdue,
  overdueCustomer,
  draftMissingLines,
  lowStockProduct,
  partnerOverview,
  emptySearch,
  fillEmptyForm,
];
