import type { Probe } from '../probe';
import { draftMissingLines } from './draft-missing-lines';
import { emptySearch } from './empty-search';
import { explainError } from './explain-error';
import { fillEmptyForm } from './fill-empty-form';
import { lowStockProduct } from './low-stock-product';
import { overdueCustomer } from './overdue-customer';
import { partnerOverview } from './partner-overview';

/** Every probe, in the order their cards are stored when several speak at once. */
export const PROBES: readonly Probe[] = [
  explainError,
  overdueCustomer,
  draftMissingLines,
  lowStockProduct,
  partnerOverview,
  emptySearch,
  fillEmptyForm,
];
