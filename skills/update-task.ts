import { z } from 'zod';
import type { Json } from '@/lib/db';
import { addDays, isoDate, userDay, utcStartOf } from '@/lib/business/dates';
import { recordRef } from '@/lib/business/refs';
import { taskId } from '@/lib/business/tasks';
import type { OdooClient } from '@/lib/odoo';
import { traitsOf } from '@/lib/odoo/versions';
import { operationResult } from '@/lib/skills/compact';
import { defineSkill } from '@/lib/skills/define-skill';
import { SkillError } from '@/lib/util/skill-error';

// A project task's stage, assignees, deadline and done, in the user's words, as one journaled write
// of its fields (no button: Odoo's form writes them too). How a task is done and what its deadline
// holds differ by version (lib/odoo/versions.ts taskDone, taskDeadline); what Odoo recomputes from
// a new stage is journaled with it (versions.ts recomputedBy), so Undo gives the task back as it was.

const TASK = 'project.task';
const many2oneId = (v: unknown) => (v && typeof v === 'object' && 'id' in v ? Number((v as { id: number }).id) : undefined);

const input = z.object({
  task: recordRef.optional().describe('Task id or name; default: the task open in the tab'),
  stage: z.string().trim().min(1).optional().describe("Stage name, as the project's columns say"),
  assign: z.array(z.string().trim().min(1)).optional().describe('Users to add as assignees (names)'),
  unassign: z.array(z.string().trim().min(1)).optional().describe('Assignees to remove (names)'),
  deadline: isoDate.nullable().optional().describe('YYYY-MM-DD; null clears it'),
  done: z.boolean().optional().describe('true: mark done; false: reopen'),
});

export default defineSkill({
  name: 'update_task',
  description: 'Change a project task: move it to a stage, assign or unassign people, set its deadline, mark it done or reopen it (undoable).',
  hint: 'task stage, assignees, deadline, done',
  terms: {
    en: 'task, move the task, move the task to done, change the stage, next stage, assign, assign the task to, assignee, unassign, deadline, due date, mark the task as done, complete the task, close the task, finish, reopen the task, kanban column, project task, to-do',
    fr: "tâche, déplacer la tâche, changer l'étape, étape, assigner, assigner la tâche à, assigné, désassigner, échéance, date limite, marquer la tâche comme terminée, terminer la tâche, clôturer, rouvrir la tâche, colonne, projet",
    es: 'tarea, mover la tarea, cambiar la etapa, etapa, asignar, asignar la tarea a, asignado, desasignar, fecha límite, vencimiento, marcar la tarea como hecha, terminar la tarea, completar, cerrar la tarea, reabrir la tarea, proyecto',
    de: 'Aufgabe, Aufgabe verschieben, Phase ändern, Stufe, zuweisen, Aufgabe zuweisen, Zuständiger, Zuweisung entfernen, Frist, Fälligkeitsdatum, Deadline, Aufgabe als erledigt markieren, erledigt, abschließen, Aufgabe wieder öffnen, Projekt',
    nl: 'taak, taak verplaatsen, fase wijzigen, fase, toewijzen, taak toewijzen aan, toegewezen, toewijzing verwijderen, deadline, vervaldatum, taak als gereed markeren, taak afronden, voltooien, taak heropenen, project',
  },
  input,
  risk: 'write',
  app: 'project',
  // Offered only where Project is installed and the user may change tasks (lib/skills/rights.ts).
  needs: ['project.task:write', 'project.task.type', 'res.users'],
  async execute(args, { odoo, page, write, signal }) {
    const { stage, assign = [], unassign = [], deadline, done } = args;
    if (stage === undefined && !assign.length && !unassign.length && deadline === undefined && done === undefined) {
      throw new SkillError('Nothing to change was given.', 'Give a stage, assign/unassign, a deadline or done.');
    }
    const traits = traitsOf(await odoo.version());
    const id = await taskId(odoo, args.task, page, signal);
    const status = traits.taskDone === 'state' ? ['state'] : [];
    const [task] = await odoo.read(TASK, [id], ['display_name', 'project_id', 'stage_id', 'user_ids', 'date_deadline', ...status], { signal });
    if (!task) throw new SkillError(`Task #${id} is not there (deleted, or not visible to this user).`);
    const project = many2oneId(task.project_id);
    const values: Record<string, Json> = {};

    if (stage !== undefined || (done !== undefined && traits.taskDone === 'closing_stage')) {
      if (!project) throw new SkillError(`${String(task.display_name)} belongs to no project, so it has no stages to move through.`);
      const stages = await projectStages(odoo, project, signal);
      if (stage !== undefined && done !== undefined && traits.taskDone === 'closing_stage') {
        throw new SkillError('On this Odoo a task is done by its stage: give either a stage or done, not both.');
      }
      const target = stage !== undefined ? stageNamed(stages, stage) : stages.find((s) => s.fold === done);
      if (!target) throw new SkillError(done ? 'The project has no closing (folded) stage to mark the task done.' : 'The project has no open stage to reopen the task in.', `Stages: ${stages.map((s) => s.name).join(', ')}.`);
      if (target.id !== many2oneId(task.stage_id)) values.stage_id = target.id;
    }
    if (done !== undefined && traits.taskDone === 'state') {
      const wanted = done ? '1_done' : '01_in_progress';
      if (task.state !== wanted) values.state = wanted;
    }
    const users = [...new Set([...assign, ...unassign])];
    const found = new Map(await Promise.all(users.map(async (name) => [name, await userNamed(odoo, name, signal)] as const)));
    const current = Array.isArray(task.user_ids) ? task.user_ids.map(Number) : [];
    const commands = [
      ...assign.map((n) => found.get(n)!).filter((u) => !current.includes(u)).map((u) => [4, u]),
      ...unassign.map((n) => found.get(n)!).filter((u) => current.includes(u)).map((u) => [3, u]),
    ];
    if (commands.length) values.user_ids = commands;
    if (deadline !== undefined) {
      const { tz } = await userDay(odoo);
      // 17+ keep a datetime: the end of that day where the user is, so the task is late only the day after.
      const wanted = deadline === null ? false : traits.taskDeadline === 'date' ? deadline : lastSecond(utcStartOf(addDays(deadline, 1), tz));
      if (wanted !== task.date_deadline) values.date_deadline = wanted;
    }
    if (!Object.keys(values).length) {
      throw new SkillError(`${String(task.display_name)} already is as asked; nothing was written.`);
    }
    return { ...operationResult(await write({ kind: 'write', model: TASK, ids: [id], values })), task: String(task.display_name) };
  },
  summary: (_input, out) => `Updated the task ${out.task}`,
});

interface Stage { id: number; name: string; fold: boolean }

async function projectStages(odoo: OdooClient, project: number, signal: AbortSignal): Promise<Stage[]> {
  const { records } = await odoo.searchRead('project.task.type', { domain: [['project_ids', 'in', [project]]], fields: ['name', 'fold', 'sequence'], order: 'sequence, id' }, { signal });
  return records.map((r) => ({ id: r.id, name: String(r.name), fold: r.fold === true }));
}

function stageNamed(stages: Stage[], name: string): Stage {
  const wanted = name.toLowerCase();
  const exact = stages.filter((s) => s.name.toLowerCase() === wanted);
  const near = exact.length ? exact : stages.filter((s) => s.name.toLowerCase().includes(wanted));
  if (near.length === 1) return near[0]!;
  throw new SkillError(
    near.length ? `Several stages match '${name}': ${near.map((s) => s.name).join(', ')}.` : `The project has no stage named '${name}'.`,
    `Its stages: ${stages.map((s) => s.name).join(', ')}.`,
  );
}

async function userNamed(odoo: OdooClient, name: string, signal: AbortSignal): Promise<number> {
  const found = await odoo.nameSearch('res.users', name, { domain: [['share', '=', false]], limit: 6 }, { signal });
  const exact = found.filter((u) => u.display_name.toLowerCase() === name.toLowerCase());
  const only = exact.length === 1 ? exact : found;
  if (only.length === 1) return only[0]!.id;
  throw new SkillError(
    only.length ? `Several users match '${name}': ${only.map((u) => u.display_name).join('; ')}.` : `No user is named like '${name}'.`,
    'Ask the user who is meant.',
  );
}

/** One second before a UTC 'YYYY-MM-DD HH:MM:SS'. */
function lastSecond(utc: string): string {
  return new Date(Date.parse(`${utc.replace(' ', 'T')}Z`) - 1000).toISOString().slice(0, 19).replace('T', ' ');
}
