import type { StandInDb } from './db.ts';
import { allowedCompanies, type Env } from './env.ts';
import { validationError } from './errors.ts';
import { boolean, char, date, float, many2one, monetary, type FieldDef, type ModelDef, type OdooVersion } from './model-types.ts';

// Timesheets (hr_timesheet, 16-19), installed only when a test asks (startOdooStandIn({modules:
// ['hr_timesheet']})): the real test servers came without it. Analytic lines exist either way (the
// analytic module comes with Invoicing); hr_timesheet adds their task, project and employee, the
// employees themselves (hr), and a project's timesheet switch and analytic account (16/17
// analytic_account_id, 18+ account_id). A timesheet's create follows hr_timesheet's: the task gives
// the project (a private task is refused), the project its analytic account, and the employee is
// the one given, else the user's in the allowed companies, else Odoo refuses.

const employee: ModelDef = {
  name: 'hr.employee',
  description: 'Employee',
  order: 'name',
  module: 'hr_timesheet',
  demo: 'read',
  groups: ['Employees / Officer: Manage all employees'],
  notNull: ['name'],
  fields: {
    name: char('Employee Name', { required: true }),
    user_id: many2one('res.users', 'User'),
    company_id: many2one('res.company', 'Company', { required: true }),
    active: boolean('Active'),
    hourly_cost: monetary('Hourly Cost'),
  },
  defaults: (env) => ({ active: true, company_id: env.companyId, hourly_cost: 0 }),
};

// What every internal user may read of employees (16-19); the stand-in answers hr.employee itself to them too.
const publicEmployee: ModelDef = {
  name: 'hr.employee.public',
  description: 'Public Employee',
  order: 'name',
  module: 'hr_timesheet',
  demo: 'read',
  fields: {
    name: char('Employee Name', { readonly: true }),
    user_id: many2one('res.users', 'User', { readonly: true }),
    company_id: many2one('res.company', 'Company', { readonly: true }),
  },
};

const analyticAccount: ModelDef = {
  name: 'account.analytic.account',
  description: 'Analytic Account',
  order: 'name',
  demo: 'read',
  notNull: ['name'],
  fields: {
    name: char('Analytic Account', { required: true }),
    company_id: many2one('res.company', 'Company'),
    active: boolean('Active'),
  },
  defaults: (env) => ({ active: true, company_id: env.companyId }),
};

const timesheetFields = (): Record<string, FieldDef> => ({
  task_id: many2one('project.task', 'Task'),
  project_id: many2one('project.project', 'Project'),
  employee_id: many2one('hr.employee', 'Employee'),
});

const analyticLine: ModelDef = {
  name: 'account.analytic.line',
  description: 'Analytic Line',
  order: 'date desc, id desc',
  notNull: ['name', 'date'],
  fields: {
    name: char('Description', { required: true }),
    date: date('Date', { required: true }),
    amount: monetary('Amount', { required: true }),
    unit_amount: float('Quantity', { digits: [16, 2] }),
    account_id: many2one('account.analytic.account', 'Project Account'),
    company_id: many2one('res.company', 'Company', { required: true }),
    user_id: many2one('res.users', 'User'),
    partner_id: many2one('res.partner', 'Partner'),
  },
  moduleFields: { hr_timesheet: timesheetFields },
  // hr_timesheet's default_get: the user's employee in the current company (none: Odoo leaves it empty).
  defaults: (env) => ({
    date: env.today, amount: 0, unit_amount: 0, company_id: env.companyId, user_id: env.uid,
    employee_id: env.db.records('hr.employee').find((e) => e.user_id === env.uid && e.company_id === env.companyId && e.active !== false)?.id ?? false,
  }),
};

const projectAccount = (version: OdooVersion) => (version >= 18 ? 'account_id' : 'analytic_account_id');

/** What hr_timesheet adds to projects and tasks. */
export const TIMESHEET_PROJECT_FIELDS = (version: OdooVersion): Record<string, FieldDef> => ({
  allow_timesheets: boolean('Timesheets'),
  [projectAccount(version)]: many2one('account.analytic.account', 'Analytic Account'),
});

export const TIMESHEET_TASK_FIELDS = (): Record<string, FieldDef> => ({
  allow_timesheets: boolean('Allow timesheets', { readonly: true, compute: (db, rec) => !!db.get('project.project', Number(rec.project_id))?.allow_timesheets }),
  effective_hours: float('Time Spent', {
    readonly: true,
    compute: (db, rec) => db.records('account.analytic.line').filter((l) => l.task_id === rec.id).reduce((n, l) => n + Number(l.unit_amount ?? 0), 0),
  }),
});

export const TIMESHEET_MODELS: ModelDef[] = [employee, publicEmployee, analyticAccount, analyticLine];

/** hr_timesheet's default_get fills the employee from the user it fills: not asked for the user, no employee. */
export function timesheetDefaults(wanted: readonly string[], values: Record<string, unknown>): Record<string, unknown> {
  if (wanted.includes('user_id')) return values;
  const { employee_id: _, ...rest } = values;
  return rest;
}

/** hr_timesheet's create of a timesheet line (a line with a task or a project): fills `values` or refuses. */
export function timesheetCreate(env: Env, values: Record<string, unknown>): void {
  if (!env.registry.get('account.analytic.line')?.fields.task_id) return;
  const task = typeof values.task_id === 'number' ? env.db.get('project.task', values.task_id) : undefined;
  if (task && !values.project_id) {
    if (!task.project_id) throw validationError(env.version >= 17 ? 'Timesheets cannot be created on a private task.' : 'You cannot create a timesheet on a private task.');
    values.project_id = task.project_id;
  }
  const project = typeof values.project_id === 'number' ? env.db.get('project.project', values.project_id) : undefined;
  if (!project) return;
  values.account_id ||= project[projectAccount(env.version)] ?? false;
  values.company_id = task?.company_id ?? project.company_id ?? values.company_id;
  if (!values.name) values.name = '/';
  const companies = allowedCompanies(env);
  const active = (e: Record<string, unknown>) => e.active !== false && companies.includes(Number(e.company_id));
  const refuse = () => validationError('Timesheets must be created with an active employee in the selected companies.');
  if (typeof values.employee_id === 'number' && values.employee_id) {
    const given = env.db.get('hr.employee', values.employee_id);
    if (!given || !active(given)) throw refuse();
    values.user_id = given.user_id ?? false;
  } else {
    const uid = typeof values.user_id === 'number' ? values.user_id : env.uid;
    const own = env.db.records('hr.employee').filter((e) => e.user_id === uid && active(e));
    const found = own.length === 1 ? own[0] : own.find((e) => e.company_id === values.company_id);
    if (!found) throw refuse();
    values.employee_id = found.id;
    values.user_id = uid;
  }
  const cost = Number(env.db.get('hr.employee', Number(values.employee_id))?.hourly_cost ?? 0);
  values.amount = -Number(values.unit_amount ?? 0) * cost;
}

/**
 * Employees of the demo company (admin's and demo's, one without a user) and the project's analytic
 * account; stored whether or not the module is installed (unread where it is not).
 */
export function seedTimesheets(db: StandInDb): void {
  db.create('account.analytic.account', { id: 1, name: 'Office Design', company_id: 1, active: true });
  db.create('hr.employee', { id: 1, name: 'Mitchell Admin', user_id: 2, company_id: 1, active: true, hourly_cost: 60 });
  db.create('hr.employee', { id: 2, name: 'Marc Demo', user_id: 6, company_id: 1, active: true, hourly_cost: 45 });
  db.create('hr.employee', { id: 3, name: 'Anita Oliver', user_id: false, company_id: 1, active: true, hourly_cost: 40 });
  db.write('project.project', 1, { allow_timesheets: true, analytic_account_id: 1, account_id: 1 }, 2);
}

/**
 * hr_timesheet stores a task's hours (effective_hours and what follows from them, 16-19): a line
 * that changes them writes the task as the user who logged it (its write date and writer move); a
 * line that leaves them as they were (no hours, a new description) does not.
 */
export function timesheetTouch(env: Env, line: Record<string, unknown>): void {
  const task = typeof line.task_id === 'number' ? env.db.get('project.task', line.task_id) : undefined;
  if (!task) return;
  const hours = env.db.records('account.analytic.line').filter((l) => l.task_id === task.id).reduce((n, l) => n + Number(l.unit_amount ?? 0), 0);
  if (Number(task.effective_hours ?? 0) !== hours) env.db.write('project.task', task.id, { effective_hours: hours }, env.uid);
}
