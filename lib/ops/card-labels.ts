// A card's own words for a field whose Odoo label says nothing of what it holds, on the card that
// writes it (its table of values and its Edit values) and in Changes after. Pure.
import { said, type Said, type Text } from '@/lib/i18n';
// From versions.ts itself: Changes (the panel) reads this file, and lib/odoo's index brings the client's classic zod.
import { timesheetTimeOf } from '@/lib/odoo/versions';
import type { OdooVersion } from '@/lib/odoo/session';
import type { RecordValues, WriteSpec } from './types';

export const TIMESHEET_LINE = 'account.analytic.line';

/** What Changes calls a timesheet line (lib/i18n consequences.ts), where Odoo's model name is "Analytic Line". */
export const TIMESHEET_WORD = 'account.analytic.line.timesheet';

/** Whether `spec` is a new timesheet line: an analytic line on a task (what log_timesheet writes). */
export const isTimesheet = (spec: WriteSpec): spec is Extract<WriteSpec, { kind: 'create' }> =>
  spec.kind === 'create' && spec.model === TIMESHEET_LINE && typeof spec.values.task_id === 'number';

/**
 * Whether `spec` writes timesheet lines: a new one on a task or project, or existing analytic lines
 * that are all on a project (hr_timesheet's rule), read in `before` (the plan's read: plan.ts shownFields).
 */
export function isTimesheetLine(spec: WriteSpec, before: RecordValues = {}): boolean {
  if (spec.model !== TIMESHEET_LINE || spec.kind === 'creates') return false;
  if (spec.kind === 'create') return typeof spec.values.task_id === 'number' || typeof spec.values.project_id === 'number';
  return spec.ids.length > 0 && spec.ids.every((id) => !!before[id]?.project_id);
}

/**
 * The timesheet's time, which Odoo labels "Quantity" (unit_amount of any analytic line), in the
 * words of Odoo's timesheet views on this version ("Hours Spent", "Time Spent"). Only for timesheets:
 * other analytic lines hold other units.
 */
export function timesheetLabels(spec: WriteSpec, version: Pick<OdooVersion, 'major'> | number, before?: RecordValues): Record<string, Said> {
  if (!isTimesheetLine(spec, before)) return {};
  return { unit_amount: said(timesheetTimeOf(version) === 'time_spent' ? 'ops.label.timeSpent' : 'ops.label.hoursSpent') };
}

/** A timesheet's time written as Odoo's timesheet views write it: hours and minutes ("01:30"). */
export function timesheetTypes(spec: WriteSpec, before?: RecordValues): Record<string, string> {
  return isTimesheetLine(spec, before) ? { unit_amount: FLOAT_TIME } : {};
}

/** The value type of hours written as hours and minutes (lib/i18n/values.ts formatChange). */
export const FLOAT_TIME = 'float_time';

/** What Changes calls a field of a journal entry: Weft's own words for it when the card had them, else Odoo's label then. */
export function entryLabel(entry: { words?: Record<string, Said>; labels?: Record<string, string> }, field: string): Text {
  return entry.words?.[field] ?? entry.labels?.[field] ?? field;
}

/**
 * The words and types a journal entry keeps for Changes (a timesheet's time), beside Odoo's labels and
 * types, and what its title calls the record ("Timesheet" rather than Odoo's "Analytic Line").
 */
export function entryWords(spec: WriteSpec, version: Pick<OdooVersion, 'major'> | number, before?: RecordValues): { words?: Record<string, Said>; types: Record<string, string>; document?: string } {
  const words = timesheetLabels(spec, version, before);
  const document = isTimesheetLine(spec, before) ? { document: TIMESHEET_WORD } : {};
  return { ...(Object.keys(words).length ? { words } : {}), types: timesheetTypes(spec, before), ...document };
}

/** The model word Changes titles an entry with: Weft's word for what the record is, when known, else the model's. */
export const entryModel = (entry: { model: string; document?: string }): string => entry.document ?? entry.model;

