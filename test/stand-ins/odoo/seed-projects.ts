import type { StandInDb } from './db.ts';

// One project with Odoo's usual stages (the last folded: a task there is closed on 16) and a few
// tasks. Both version's status fields are stored (the stand-in may change version while running):
// each version reads only its own (model-defs-project.ts).
export function seedProjects(db: StandInDb): void {
  const stages = [['New', false], ['In Progress', false], ['Done', true], ['Cancelled', true]] as const;
  stages.forEach(([name, fold], i) => db.create('project.task.type', { id: i + 1, name, sequence: i + 1, fold, active: true, project_ids: [1] }));
  db.create('project.project', { id: 1, name: 'Office Design', sequence: 10, active: true, user_id: 2, company_id: 1, type_ids: [1, 2, 3, 4] });
  // No deadlines: 16 stores a date, 17+ a datetime.
  const tasks: Array<[string, number, number[], false]> = [
    ['Energy Certificate', 1, [2], false],
    ['Room 1: Decoration', 2, [6], false],
    ['Customer review', 2, [], false],
  ];
  tasks.forEach(([name, stage_id, user_ids, deadline], i) =>
    db.create('project.task', {
      id: i + 1, name, project_id: 1, stage_id, user_ids, priority: '0', sequence: 10, active: true, company_id: 1,
      state: '01_in_progress', kanban_state: 'normal', date_deadline: deadline, date_end: false,
    }));
}
