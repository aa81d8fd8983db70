import { z } from 'zod';
import { isoDate, userDay } from '@/lib/business/dates';
import { recordRef } from '@/lib/business/refs';
import { taskId } from '@/lib/business/tasks';
import type { OdooClient } from '@/lib/odoo';
import { operationResult } from '@/lib/skills/compact';
import { defineSkill } from '@/lib/skills/define-skill';
import { SkillError } from '@/lib/util/skill-error';

// Time spent on a project task, as the task's Timesheets tab logs it (hr_timesheet): one analytic
// line with the task, its project, the employee, the hours and the day, created through the
// journal, so the card says it in words and Undo deletes the line. Offered only where Timesheets
// is installed (the task field of analytic lines exists) and the user may create lines; where it
// is not, find_skills and run_skill say so (lib/skills/unoffered.ts, `missing` below).

const LINE = 'account.analytic.line';
const idOf = (v: unknown) => (typeof v === 'number' && v ? v : Array.isArray(v) ? Number(v[0]) : v && typeof v === 'object' && 'id' in v ? Number((v as { id: number }).id) : undefined);
const nameOf = (v: unknown) => (Array.isArray(v) ? String(v[1]) : v && typeof v === 'object' && 'display_name' in v ? String((v as { display_name: string }).display_name) : '');

const input = z.object({
  task: recordRef.optional().describe('Task id or name; default: the task open in the tab'),
  hours: z.number().positive().max(24).describe('Hours spent, e.g. 1.5'),
  date: isoDate.optional().describe('YYYY-MM-DD; default today'),
  employee: z.string().trim().min(1).optional().describe("Employee's name; default the user's own"),
  description: z.string().trim().min(1).optional().describe('What was done'),
});

export default defineSkill({
  name: 'log_timesheet',
  description: 'Log time spent on a project task (a timesheet line: hours, day, employee, what was done); undoable.',
  terms: {
    en: 'timesheet, log time, log hours, record time, time spent, hours worked, book hours, track time, spent hours on the task, add a timesheet line, time on task, worked on',
    fr: 'feuille de temps, feuille de présence, saisir du temps, saisir des heures, temps passé, heures travaillées, imputer des heures, pointer, ajouter une ligne de temps, temps sur la tâche, travaillé sur',
    es: 'hoja de horas, parte de horas, registrar horas, registrar tiempo, tiempo dedicado, horas trabajadas, imputar horas, cargar horas, añadir una línea de horas, tiempo en la tarea, trabajé en',
    de: 'Zeiterfassung, Stundenzettel, Zeit erfassen, Stunden erfassen, Stunden buchen, aufgewendete Zeit, gearbeitete Stunden, Zeit buchen, Zeiteintrag hinzufügen, Zeit auf Aufgabe, gearbeitet an',
    nl: 'urenstaat, urenregistratie, tijd registreren, uren registreren, uren boeken, bestede tijd, gewerkte uren, tijd schrijven, urenregel toevoegen, tijd op taak, gewerkt aan',
  },
  input,
  risk: 'write',
  app: 'project',
  // Timesheets installed (analytic lines have a task), the user may create lines, read tasks and
  // employees (hr.employee.public: every internal user reads it on 16-19; 19 tells non-HR users
  // hr.employee is not theirs to read, yet answers their name_search and read of its names).
  needs: ['account.analytic.line:create', 'account.analytic.line#task_id', 'project.task', 'hr.employee.public'],
  missing: {
    'account.analytic.line#task_id': "Timesheets are not installed on this Odoo database (the Timesheets app, hr_timesheet), so time cannot be logged on tasks here. Tell the user in those words; an administrator can install Timesheets from Odoo's Apps.",
    'account.analytic.line:create': "The user's Odoo access rights do not allow logging timesheets. Tell the user; an administrator can give them the Timesheets right.",
  },
  async execute({ hours, date, employee, description, ...args }, { odoo, page, write, signal }) {
    const id = await taskId(odoo, args.task, page, signal);
    const [task] = await odoo.read('project.task', [id], ['display_name', 'project_id', 'allow_timesheets', 'company_id'], { signal });
    if (!task) throw new SkillError(`Task #${id} is not there (deleted, or not visible to this user).`);
    const name = String(task.display_name);
    const project = idOf(task.project_id);
    if (!project) throw new SkillError(`${name} is a private task (in no project): Odoo takes timesheets only on a project's tasks.`, 'Ask the user which project task the time was spent on.');
    if (task.allow_timesheets === false) {
      throw new SkillError(`The project ${nameOf(task.project_id)} does not record timesheets (its Timesheets setting is off).`, "Tell the user; a project manager can turn on Timesheets in the project's settings.");
    }
    const who = employee === undefined ? await ownEmployee(odoo, signal) : await employeeNamed(odoo, employee, signal);
    const day = date ?? (await userDay(odoo)).today;
    const values = { task_id: id, project_id: project, employee_id: who, unit_amount: hours, date: day, name: description ?? '/' };
    return { ...operationResult(await write({ kind: 'create', model: LINE, values })), task: name };
  },
  summary: ({ hours }, out) => `Logged ${hours} h on ${out.task}`,
});

/**
 * The user's own employee, as Odoo's timesheet form fills it: default_get gives the user's employee
 * in the current company, and only when the user is asked for too (hr_timesheet reads it from there).
 */
async function ownEmployee(odoo: OdooClient, signal: AbortSignal): Promise<number> {
  const defaults = await odoo.callKw<Record<string, unknown>>(LINE, 'default_get', [['user_id', 'company_id', 'employee_id']], {}, { signal });
  const found = idOf(defaults?.employee_id);
  if (found) return found;
  throw new SkillError(
    'The user has no employee in this company, and Odoo logs timesheets only for an employee.',
    "Give the employee by name, or tell the user that an HR officer can link an employee to their user.",
  );
}

async function employeeNamed(odoo: OdooClient, name: string, signal: AbortSignal): Promise<number> {
  const found = await odoo.nameSearch('hr.employee', name, { limit: 6 }, { signal });
  const exact = found.filter((e) => e.display_name.toLowerCase() === name.toLowerCase());
  const only = exact.length === 1 ? exact : found;
  if (only.length === 1) return only[0]!.id;
  throw new SkillError(
    only.length ? `Several employees match '${name}': ${only.map((e) => e.display_name).join('; ')}.` : `No employee is named like '${name}'.`,
    'Ask the user who is meant.',
  );
}
