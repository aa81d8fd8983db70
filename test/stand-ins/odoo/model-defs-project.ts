import type { Rec } from './db.ts';
import { nowStamp, type Env } from './env.ts';
import { TIMESHEET_PROJECT_FIELDS, TIMESHEET_TASK_FIELDS } from './timesheets.ts';
import { boolean, char, date, datetime, html, integer, many2many, many2one, selection, type FieldDef, type ModelDef, type OdooVersion } from './model-types.ts';

// Projects (project, 16-19), as a task's stage, assignees, deadline and done are written: field
// names, types and what Odoo recomputes on write as in project/models (project.py on 16,
// project_task.py on 17-19). The differences: 16 closes a task by a folded stage (is_closed
// related to the stage's fold) and has kanban_state; 17+ have `state` (editable, '1_done' closes)
// and a datetime deadline (16: a date).

const OPEN_17 = [['01_in_progress', 'In Progress'], ['02_changes_requested', 'Changes Requested'], ['03_approved', 'Approved']] as [string, string][];
const CLOSED_17: [string, string][] = [['1_done', 'Done'], ['1_canceled', 'Canceled']];
const CLOSED = new Set(CLOSED_17.map(([k]) => k));

const project: ModelDef = {
  name: 'project.project',
  description: 'Project',
  order: 'sequence, name, id',
  mail: true,
  notNull: ['name'],
  fields: {
    name: char('Name', { required: true }),
    sequence: integer('Sequence'),
    active: boolean('Active'),
    user_id: many2one('res.users', 'Project Manager'),
    company_id: many2one('res.company', 'Company'),
    type_ids: many2many('project.task.type', 'Tasks Stages'),
  },
  moduleFields: { hr_timesheet: TIMESHEET_PROJECT_FIELDS },
  defaults: (env) => ({ active: true, sequence: 10, user_id: env.uid, company_id: env.companyId }),
};

const stage: ModelDef = {
  name: 'project.task.type',
  description: 'Task Stage',
  order: 'sequence, id',
  notNull: ['name'],
  fields: {
    name: char('Stage Name', { required: true }),
    sequence: integer('Sequence'),
    fold: boolean('Folded in Kanban'),
    active: boolean('Active'),
    project_ids: many2many('project.project', 'Projects'),
  },
  defaults: () => ({ active: true, sequence: 1, fold: false }),
};

const task: ModelDef = {
  name: 'project.task',
  description: 'Task',
  order: 'priority desc, sequence, id desc',
  mail: true,
  notNull: ['name'],
  fields: {
    name: char('Title', { required: true }),
    project_id: many2one('project.project', 'Project'),
    stage_id: many2one('project.task.type', 'Stage'),
    user_ids: many2many('res.users', 'Assignees'),
    priority: selection([['0', 'Low'], ['1', 'High']], 'Priority'),
    sequence: integer('Sequence'),
    active: boolean('Active'),
    description: html('Description'),
    company_id: many2one('res.company', 'Company'),
    date_end: datetime('Ending Date'),
    date_last_stage_update: datetime('Last Stage Update', { readonly: true }),
  },
  versions: (version): Record<string, FieldDef> => (version >= 17
    ? {
      state: selection([...OPEN_17, ...CLOSED_17, ['04_waiting_normal', 'Waiting']], 'State', { required: true }),
      date_deadline: datetime('Deadline'),
      is_closed: boolean('Closed State', { readonly: true, compute: (_db, rec) => CLOSED.has(String(rec.state)) }),
    }
    : {
      kanban_state: selection([['normal', 'In Progress'], ['done', 'Ready'], ['blocked', 'Blocked']], 'Status', { required: true }),
      date_deadline: date('Deadline'),
      is_closed: boolean('Closing Stage', { readonly: true, compute: (db, rec) => !!db.get('project.task.type', Number(rec.stage_id))?.fold }),
    }),
  moduleFields: { hr_timesheet: TIMESHEET_TASK_FIELDS },
  defaults: (env) => ({
    active: true, priority: '0', sequence: 10, company_id: env.companyId,
    ...((env.version ?? 17) >= 17 ? { state: '01_in_progress' } : { kanban_state: 'normal' }),
  }),
};

/**
 * What a task's write sets beside `vals` (project's write and stored computes): a new stage stamps
 * date_last_stage_update and sets date_end (now in a folded stage, else empty); 16 resets
 * kanban_state, 17+ an open state other than Waiting to In Progress, unless the write sets it.
 */
export function taskWriteExtras(env: Env, rec: Rec, vals: Record<string, unknown>): Record<string, unknown> {
  if (!('stage_id' in vals)) return {};
  const now = nowStamp(env);
  const fold = !!env.db.get('project.task.type', Number(vals.stage_id))?.fold;
  const extras: Record<string, unknown> = { date_last_stage_update: now, date_end: fold ? now : false };
  if (env.version < 17) {
    if (!('kanban_state' in vals)) extras.kanban_state = 'normal';
  } else if (!('state' in vals) && !CLOSED.has(String(rec.state)) && rec.state !== '04_waiting_normal') {
    extras.state = '01_in_progress';
  }
  return extras;
}

export const PROJECT_MODELS: ModelDef[] = [project, stage, task];
export type { OdooVersion };
