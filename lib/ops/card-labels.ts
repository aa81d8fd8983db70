// A card's own words for a field whose Odoo label says nothing of what it holds, on the card that
// writes it (its table of values and its Edit values). Pure.
import { said, type Said } from '@/lib/i18n';
import type { WriteSpec } from './types';

export const TIMESHEET_LINE = 'account.analytic.line';

/** Whether `spec` is a new timesheet line: an analytic line on a task (what log_timesheet writes). */
export const isTimesheet = (spec: WriteSpec): spec is Extract<WriteSpec, { kind: 'create' }> =>
  spec.kind === 'create' && spec.model === TIMESHEET_LINE && typeof spec.values.task_id === 'number';

/**
 * The timesheet card's hours, which Odoo labels "Quantity" (unit_amount of any analytic line).
 * Only on this card: other analytic lines hold other units.
 */
export function timesheetLabels(spec: WriteSpec): Record<string, Said> {
  return isTimesheet(spec) ? { unit_amount: said('ops.label.hours') } : {};
}
