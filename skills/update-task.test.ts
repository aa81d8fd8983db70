import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findSkills } from '@/lib/skills/catalog';
import { pageOf, skillHarness, type SkillHarness } from '../test/skill-harness';
import type { OdooVersion } from '../test/stand-ins/odoo/server';
import { skills } from './index';
import updateTask from './update-task';

// Seeded (test/stand-ins/odoo/seed-projects.ts): Office Design, stages New (1), In Progress (2),
// Done (3, folded), Cancelled (4, folded); task 2 'Room 1: Decoration' in In Progress, assigned to Marc Demo (6).

it('is found by the words people use for a task', () => {
  for (const query of ['move the task to done', 'assign the task to Marc', 'set a deadline on the task', 'déplacer la tâche', 'Aufgabe als erledigt markieren']) {
    expect(findSkills(query, skills).skills.map((s) => s.name), query).toContain('update_task');
  }
});

describe.each<OdooVersion>([16, 17, 19])('update_task on Odoo %i', (version) => {
  let h: SkillHarness;
  let last = '';
  let entry: { before: Record<number, Record<string, unknown>> } | undefined;
  beforeAll(async () => {
    h = await skillHarness({ version });
    const write = h.ctx.write;
    h.ctx.write = async (spec, notes) => {
      const out = await write(spec, notes);
      last = out.operation.id;
      entry = out.operation;
      return out;
    };
  });
  afterAll(() => h.close());
  const task = () => h.odoo.db.get('project.task', 2)!;

  it("marks the open task done as this version does; undo gives back stage and status", async () => {
    h.odoo.db.write('project.task', 2, version >= 17 ? { state: '03_approved' } : { kanban_state: 'done' });
    h.ctx.page = pageOf(h, { model: 'project.task', recordId: 2 });
    const r = await h.run(updateTask, { done: true });
    expect(r.isError ? r.content : '').toBe('');
    expect(r.json).toMatchObject({ task: 'Room 1: Decoration', undoable: true });
    // 17+: the state, the stage stays; 16: the project's folded stage (its status back to normal, as Odoo does).
    expect(h.writes.at(-1)).toMatchObject({ kind: 'write', model: 'project.task', ids: [2], values: version >= 17 ? { state: '1_done' } : { stage_id: 3 } });
    expect(task()).toMatchObject(version >= 17 ? { state: '1_done', stage_id: 2 } : { stage_id: 3, kanban_state: 'normal' });
    expect(await h.journal.undo(last)).toMatchObject({ status: 'undone' });
    expect(task()).toMatchObject(version >= 17 ? { state: '03_approved', stage_id: 2 } : { stage_id: 2, kanban_state: 'done' });
  });

  it("moves a task to a stage by name; Odoo's reset of its status is undone with it", async () => {
    h.odoo.db.write('project.task', 2, version >= 17 ? { state: '02_changes_requested' } : { kanban_state: 'blocked' });
    const r = await h.run(updateTask, { task: 'Room 1', stage: 'new' });
    expect(r.isError ? r.content : '').toBe('');
    expect(task()).toMatchObject({ stage_id: 1, ...(version >= 17 ? { state: '01_in_progress' } : { kanban_state: 'normal' }) });
    expect(entry!.before[2]).toMatchObject(version >= 17 ? { state: '02_changes_requested' } : { kanban_state: 'blocked' });
    await h.journal.undo(last);
    expect(task()).toMatchObject({ stage_id: 2, ...(version >= 17 ? { state: '02_changes_requested' } : { kanban_state: 'blocked' }) });
  });

  it('assigns and unassigns by name, sets the deadline in the field this version has; undo restores both', async () => {
    const r = await h.run(updateTask, { task: '2', assign: ['Mitchell Admin'], unassign: ['Marc Demo'], deadline: '2026-12-24' });
    expect(r.isError ? r.content : '').toBe('');
    // Brussels (the admin's time zone) is UTC+1 in December: the end of the 24th is 22:59:59 UTC.
    expect(task()).toMatchObject({ user_ids: [2], date_deadline: version >= 17 ? '2026-12-24 22:59:59' : '2026-12-24' });
    await h.journal.undo(last);
    expect(task()).toMatchObject({ user_ids: [6], date_deadline: false });
  });

  it('says what is wrong in words the model can act on', async () => {
    const stage = await h.run(updateTask, { task: '2', stage: 'Review' });
    expect(stage.content).toMatch(/no stage named 'Review'.*New, In Progress, Done, Cancelled/s);
    const nobody = await h.run(updateTask, { task: '2', assign: ['Nobody Here'] });
    expect(nobody.content).toMatch(/No user is named like 'Nobody Here'/);
    const nothing = await h.run(updateTask, { task: '2', deadline: null });
    expect(nothing.content).toMatch(/already is as asked/);
  });
});
