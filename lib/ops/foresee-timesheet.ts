// Before the card of a timesheet line (log_timesheet: an analytic line with a task): a title in
// words, "Log 1.5 hours on Energy Certificate for Marc Demo on Nov 27, 2026.", from the names of the
// task and the employee (one read each, side by side). Odoo's form computes nothing else Weft shows.
import type { Json } from '@/lib/db';
import { said } from '@/lib/i18n';
import { isTimesheet } from './card-labels';
import type { OdooClient } from '@/lib/odoo';
import type { Consequences } from './consequence-types';
import type { Plan } from './plan';

export { TIMESHEET_LINE, timesheetLabels } from './card-labels';

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
