// A project task's stage, assignees, deadline and done (update_task) on a real Odoo (ODOO_URL...)
// or the stand-in in 16-19: the skill runs with a journal on the target, the card (the journal's
// preview) says the change in words, Odoo holds what the card said, and Undo gives the task back as
// it was, what Odoo recomputed from a new stage included. Scratch data is named "project-test …".
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId, type Json } from '@/lib/db';
import { english, say } from '@/lib/i18n';
import type { WriteSpec } from '@/lib/ops/types';
import type { SkillContext } from '@/lib/skills/define-skill';
import { fittingSkills, neededBy, readRights } from '@/lib/skills/rights';
import { runSkill } from '@/lib/skills/run-skill';
import { skills } from '@/skills/index';
import updateTask from '@/skills/update-task';
import { loginClient } from '../odoo-login';
import { actionRig, type ActionRig } from './action-rig';
import { standIns, targets } from './target';

// A value as the card shows it: a selection's label, a record's name.
const shown = (value: Json): string =>
  typeof value === 'string' ? value : Array.isArray(value) ? String(value[1]) : value && typeof value === 'object' && 'display_name' in value ? String(value.display_name) : String(value);
const idOf = (value: Json | undefined) => (Array.isArray(value) ? value[0] : value && typeof value === 'object' && 'id' in value ? value.id : value);

for (const target of process.env.ODOO_URL ? targets() : standIns([16, 17, 18, 19])) {
  describe(`project tasks: ${target.name}`, () => {
    let r: ActionRig;
    let project: number;
    let stages: { open: number; review: number; done: number };
    let task: number;
    let demoUid: number;
    let last = '';
    let cards: Array<Awaited<ReturnType<ActionRig['journal']['preview']>>> = [];

    beforeAll(async () => {
      r = await actionRig(target);
      const name = `project-test ${Date.now()}`;
      project = await r.make('project.project', { name });
      const stage = (label: string, sequence: number, fold: boolean) => r.make('project.task.type', { name: `${name} ${label}`, sequence, fold, project_ids: [[6, 0, [project]]] });
      stages = { open: await stage('Open', 1, false), review: await stage('Review', 2, false), done: await stage('Finished', 3, true) };
      const [demo] = await r.client.nameSearch('res.users', 'Marc Demo', { domain: [['share', '=', false]], limit: 1 });
      demoUid = demo!.id;
      task = await r.make('project.task', { name: `${name} task`, project_id: project, stage_id: stages.open, user_ids: [[6, 0, [demoUid]]] });
    });
    afterAll(() => r?.close());

    // What the panel's turn does: the card first (the journal's preview), then the journaled run.
    const ctx = (): SkillContext => ({
      odoo: r.client, page: null, signal: new AbortController().signal,
      openInTab: async () => {},
      write: async (spec: WriteSpec) => {
        cards.push(await r.journal.preview(spec));
        const out = await r.journal.run(spec, { conversationId: 'c', turnId: newId(), skill: 'update_task' });
        last = out.operation.id;
        return out;
      },
    });
    const run = async (input: Record<string, unknown>) => {
      cards = [];
      const result = await runSkill(updateTask, { task: String(task), ...input }, ctx());
      expect(result.isError ? result.content : '').toBe('');
      return cards[0]!;
    };
    const change = (card: (typeof cards)[number], field: string) => {
      const c = card.changes.find((x) => x.field === field);
      return c ? [shown(c.before), shown(c.after)] : undefined;
    };
    const read = () => r.read('project.task', task, r.major >= 17 ? ['stage_id', 'state', 'user_ids', 'date_deadline'] : ['stage_id', 'kanban_state', 'user_ids', 'date_deadline']);
    const status = (major: number) => (major >= 17 ? 'state' : 'kanban_state');

    it('is offered to the admin and the demo user as their rights learnt from Odoo allow', async () => {
      const admin = await readRights(r.client, neededBy(skills));
      expect(fittingSkills(skills, admin).map((s) => s.name)).toContain('update_task');
      const demo = await target.restricted();
      if (!demo) return;
      const { client } = await loginClient(demo);
      const rights = await readRights(client, neededBy(skills));
      // Real 16-19's demo user is a Project user: may write tasks, read stages and users.
      expect(fittingSkills(skills, rights).map((s) => s.name)).toContain('update_task');
    });

    it('marks the task done the way this version does; the card says it; undo gives back its stage and status', async () => {
      await r.client.write('project.task', [task], r.major >= 17 ? { state: '03_approved' } : { kanban_state: 'done' });
      const card = await run({ done: true });
      if (r.major >= 17) {
        expect(change(card, 'state')).toEqual(['Approved', 'Done']);
        expect(idOf((await read()).stage_id)).toBe(stages.open);
        expect(await read()).toMatchObject({ state: '1_done' });
      } else {
        expect(change(card, 'stage_id')?.[1]).toMatch(/Finished$/);
        // Odoo's own recompute on 16: a new stage sets kanban_state back to normal.
        expect(await read()).toMatchObject({ kanban_state: 'normal' });
        expect(idOf((await read()).stage_id)).toBe(stages.done);
      }
      expect(card.undoable).toBe(true);
      expect(await r.journal.undo(last)).toMatchObject({ status: 'undone' });
      expect(idOf((await read()).stage_id)).toBe(stages.open);
      expect(await read()).toMatchObject(r.major >= 17 ? { state: '03_approved' } : { kanban_state: 'done' });
    });

    it("moves it to a stage by name; the status Odoo resets with the stage comes back on undo", async () => {
      await r.client.write('project.task', [task], r.major >= 17 ? { state: '02_changes_requested' } : { kanban_state: 'blocked' });
      const card = await run({ stage: 'review' });
      expect(change(card, 'stage_id')?.map((s) => s.replace(/^project-test \d+ /, ''))).toEqual(['Open', 'Review']);
      const moved = await read();
      expect(idOf(moved.stage_id)).toBe(stages.review);
      expect(moved[status(r.major)]).toBe(r.major >= 17 ? '01_in_progress' : 'normal');
      expect(await r.journal.undo(last)).toMatchObject({ status: 'undone' });
      const back = await read();
      expect(idOf(back.stage_id)).toBe(stages.open);
      expect(back[status(r.major)]).toBe(r.major >= 17 ? '02_changes_requested' : 'blocked');
    });

    it('assigns the admin, unassigns the demo user and sets the deadline in the field this version has; undo restores them', async () => {
      const admin = (await r.client.session()).uid;
      const card = await run({ assign: ['Mitchell Admin'], unassign: ['Marc Demo'], deadline: '2026-12-24' });
      expect([...new Set(card.changes.map((c) => c.field))].sort()).toEqual(['date_deadline', 'user_ids']);
      // One line per person, in words.
      const notes = card.changes.filter((c) => c.field === 'user_ids').map((c) => say(english, c.note!));
      expect(notes.join(' | ')).toMatch(/Mitchell Admin/);
      expect(notes.join(' | ')).toMatch(/Marc Demo/);
      const after = await read();
      expect(after.user_ids).toEqual([admin]);
      // 16: a date; 17+: a datetime, the end of the 24th where the admin is.
      expect(String(after.date_deadline)).toMatch(r.major >= 17 ? /^2026-12-2[45] \d\d:59:59$/ : /^2026-12-24$/);
      expect(await r.journal.undo(last)).toMatchObject({ status: 'undone' });
      expect(await read()).toMatchObject({ user_ids: [demoUid], date_deadline: false });
    });
  });
}
