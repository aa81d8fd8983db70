import type { OdooClient } from '@/lib/odoo/client';
import { SkillError } from '@/lib/util/skill-error';

// A project task named by the user (update_task, log_timesheet): its id, or (part of) its name, or
// the task open in the tab.

const TASK = 'project.task';

/** The task named (id or part of its name), else the task open in the tab. */
export async function taskId(odoo: OdooClient, ref: string | undefined, page: { model?: string; recordId?: number | 'new' } | null, signal: AbortSignal): Promise<number> {
  if (ref === undefined) {
    if (page?.model === TASK && typeof page.recordId === 'number') return page.recordId;
    throw new SkillError('No task is open in the Odoo tab.', 'Give the task by id or name.');
  }
  if (/^\d+$/.test(ref)) return Number(ref);
  const found = await odoo.nameSearch(TASK, ref, { limit: 6 }, { signal });
  const exact = found.filter((t) => t.display_name.toLowerCase() === ref.toLowerCase());
  const only = exact.length === 1 ? exact : found;
  if (only.length === 1) return only[0]!.id;
  if (!only.length) throw new SkillError(`No task is named like '${ref}'.`, 'Search tasks with search_records to find it.');
  throw new SkillError(`Several tasks match '${ref}': ${only.map((t) => `${t.display_name} (#${t.id})`).join('; ')}.`, 'Ask the user which one, then give its id.');
}
