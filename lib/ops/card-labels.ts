// A card's own words for a field whose Odoo label says nothing of what it holds, on the card that
// writes it (its table of values and its Edit values) and in Changes after. Pure.
import { said, type Said, type Text } from '@/lib/i18n';
// From versions.ts itself: Changes (the panel) reads this file, and lib/odoo's index brings the client's classic zod.
import { timesheetTimeOf } from '@/lib/odoo/versions';
import type { OdooVersion } from '@/lib/odoo/session';
import type { WriteSpec } from './types';

export const TIMESHEET_LINE = 'account.analytic.line';

/** Whether `spec` is a new timesheet line: an analytic line on a task (what log_timesheet writes). */
export const isTimesheet = (spec: WriteSpec): spec is Extract<WriteSpec, { kind: 'create' }> =>
  spec.kind === 'create' && spec.model === TIMESHEET_LINE && typeof spec.values.task_id === 'number';

/**
 * The timesheet's time, which Odoo labels "Quantity" (unit_amount of any analytic line), in the
 * words of Odoo's timesheet views on this version ("Hours Spent", "Time Spent"). Only for timesheets:
 * other analytic lines hold other units.
 */
export function timesheetLabels(spec: WriteSpec, version: Pick<OdooVersion, 'major'> | number): Record<string, Said> {
  if (!isTimesheet(spec)) return {};
  return { unit_amount: said(timesheetTimeOf(version) === 'time_spent' ? 'ops.label.timeSpent' : 'ops.label.hoursSpent') };
}

/** A timesheet's time written as Odoo's timesheet views write it: hours and minutes ("01:30"). */
export function timesheetTypes(spec: WriteSpec): Record<string, string> {
  return isTimesheet(spec) ? { unit_amount: FLOAT_TIME } : {};
}

/** The value type of hours written as hours and minutes (lib/i18n/values.ts formatChange). */
export const FLOAT_TIME = 'float_time';

/** What Changes calls a field of a journal entry: Weft's own words for it when the card had them, else Odoo's label then. */
export function entryLabel(entry: { words?: Record<string, Said>; labels?: Record<string, string> }, field: string): Text {
  return entry.words?.[field] ?? entry.labels?.[field] ?? field;
}

/** The words and types a journal entry keeps for Changes (a timesheet's time), beside Odoo's labels and types. */
export function entryWords(spec: WriteSpec, version: Pick<OdooVersion, 'major'> | number): { words?: Record<string, Said>; types: Record<string, string> } {
  const words = timesheetLabels(spec, version);
  return { ...(Object.keys(words).length ? { words } : {}), types: timesheetTypes(spec) };
}

