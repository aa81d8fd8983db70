// Before the card of a timesheet line (log_timesheet: an analytic line with a task): a title in
// words, "Log 1.5 hours on Energy Certificate for Marc Demo on Nov 27, 2026.", from the names of the
// task and the employee (one read each, side by side). Odoo's form computes nothing else Weft shows.
import type { Json } from '@/lib/db';
import { said, type Said } from '@/lib/i18n';
import type { OdooClient } from '@/lib/odoo';
import type { Consequences } from './consequence-types';
import type { Plan } from './plan';
import type { WriteSpec } from './types';

export const TIMESHEET_LINE = 'account.analytic.line';

/** Whether `spec` is a new timesheet line: an analytic line on a task (what log_timesheet writes). */
const isTimesheet = (spec: WriteSpec): spec is Extract<WriteSpec, { kind: 'create' }> => spec.kind === 'create' && spec.model === TIMESHEET_LINE && typeof spec.values.task_id === 'number';

/**
 * The timesheet card's own words for a field whose Odoo label says nothing of what it holds: the
 * hours, which Odoo labels "Quantity" (unit_amount of any analytic line). Only on this card: other
 * analytic lines hold other units.
 */
export function timesheetLabels(spec: WriteSpec): Record<string, Said> {
  return isTimesheet(spec) ? { unit_amount: said('ops.label.hours') } : {};
}

/** The card's title for a new timesheet line; undefined for any other write. */
export async function foreseeTimesheet(client: OdooClient, plan: Plan): Promise<Consequences | undefined> {
  const { spec } = plan;
  if (!isTimesheet(spec)) return undefined;
  const { task_id: task, employee_id: employee, unit_amount: hours, date } = spec.values;
  const [taskName, employeeName] = await Promise.all([nameOf(client, 'project.task', task), nameOf(client, 'hr.employee', employee)]);
  const title = said('conseq.timesheet', { count: Number(hours ?? 0), task: taskName, employee: employeeName, date: { date: typeof date === 'string' ? date : '' } });
  return { lines: [], facts: [], warnings: [], title };
}

async function nameOf(client: OdooClient, model: string, id: Json | undefined): Promise<string> {
  if (typeof id !== 'number') return '—';
  const [row] = await client.read(model, [id], ['display_name']);
  return row ? String(row.display_name) : `#${id}`;
}
