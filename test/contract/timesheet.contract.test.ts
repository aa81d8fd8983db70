// Time logged on a project task (log_timesheet) on a real Odoo (ODOO_URL...) or the stand-in in
// 16-19, with and without Timesheets (hr_timesheet): where it is installed the skill is offered as
// the rights learnt from Odoo allow, the card (the journal's preview) says the line in words, Odoo
// holds the line the card said (task, project, employee, hours, day), and Undo deletes it; where it
// is not, the skill is not offered and asking for it says so. The installed cases skip only where
// the server has no Timesheets. Scratch data: a task "timesheet-test …" in a project that records
// timesheets, removed afterwards.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId, type Json } from '@/lib/db';
import { english, say, sayArg } from '@/lib/i18n';
import { visibleFields } from '@/lib/odoo/access';
import type { JournalEntry, WriteSpec } from '@/lib/ops/types';
import { entryLabel, entryModel } from '@/lib/ops/card-labels';
import { modelArg } from '@/lib/ops/summary';
import { formatChange } from '@/lib/i18n/values';
import type { SkillContext } from '@/lib/skills/define-skill';
import { fittingSkills, neededBy, readRights } from '@/lib/skills/rights';
import { runSkill } from '@/lib/skills/run-skill';
import { findWithUnoffered, unofferedSkills } from '@/lib/skills/unoffered';
import { skills } from '@/skills/index';
import logTimesheet from '@/skills/log-timesheet';
import { loginClient } from '../odoo-login';
import { actionRig, type ActionRig } from './action-rig';
import { standIns, targets } from './target';

const idOf = (value: Json | undefined) => (Array.isArray(value) ? value[0] : value && typeof value === 'object' && 'id' in value ? value.id : value);
const LINE = 'account.analytic.line';

for (const target of process.env.ODOO_URL ? targets() : [...standIns([16, 17, 18, 19], ['hr_timesheet']), ...standIns([17, 19])]) {
  describe(`timesheets: ${target.name}`, () => {
    let r: ActionRig;
    let installed = false;
    let task: number;
    let taskName: string;
    let last = '';
    let lastEntry: JournalEntry | undefined;
    let cards: Array<Awaited<ReturnType<ActionRig['journal']['preview']>>> = [];

    beforeAll(async () => {
      r = await actionRig(target);
      installed = (await visibleFields(r.client, LINE, ['task_id'])).has('task_id');
      if (!installed) return;
      const { records } = await r.client.searchRead('project.project', { domain: [['allow_timesheets', '=', true]], fields: ['name'], limit: 1, order: 'id' });
      taskName = `timesheet-test ${Date.now()}`;
      task = await r.make('project.task', { name: taskName, project_id: records[0]!.id });
    });
    afterAll(() => r?.close());

    const ctx = (): SkillContext => ({
      odoo: r.client, page: null, signal: new AbortController().signal,
      openInTab: async () => {},
      write: async (spec: WriteSpec) => {
        cards.push(await r.journal.preview(spec));
        const out = await r.journal.run(spec, { conversationId: 'c', turnId: newId(), skill: 'log_timesheet' });
        last = out.operation.id;
        lastEntry = out.operation as JournalEntry;
        return out;
      },
    });
    const run = async (input: Record<string, unknown>) => {
      cards = [];
      return runSkill(logTimesheet, { task: String(task), ...input }, ctx());
    };
    const lines = async () => (await r.client.searchRead(LINE, { domain: [['task_id', '=', task]], fields: ['task_id', 'project_id', 'employee_id', 'unit_amount', 'date', 'name'] })).records as Array<Record<string, Json>>;

    it('where Timesheets is not installed: not offered, and asking for it says so in words', async (t) => {
      if (installed) t.skip();
      const rights = await readRights(r.client, neededBy(skills));
      expect(fittingSkills(skills, rights).map((s) => s.name)).not.toContain('log_timesheet');
      const found = findWithUnoffered('log 2 hours on the task', fittingSkills(skills, rights), unofferedSkills(skills, rights));
      expect(found.unavailable?.[0]).toEqual({ name: 'log_timesheet', why: expect.stringMatching(/^Timesheets are not installed on this Odoo database/) });
    });

    it('is offered to the admin and the demo user as their rights learnt from Odoo allow', async (t) => {
      if (!installed) t.skip();
      const admin = await readRights(r.client, neededBy(skills));
      expect(fittingSkills(skills, admin).map((s) => s.name)).toContain('log_timesheet');
      const demo = await target.restricted();
      if (!demo) return;
      const rights = await readRights((await loginClient(demo)).client, neededBy(skills));
      expect(fittingSkills(skills, rights).map((s) => s.name)).toContain('log_timesheet');
    });

    it("logs 1.5 hours for Marc Demo on a day; the card says it in words; Odoo holds that line; undo deletes it", async (t) => {
      if (!installed) t.skip();
      const result = await run({ hours: 1.5, employee: 'Marc Demo', date: '2026-11-20', description: 'timesheet-test review' });
      expect(result.isError ? result.content : '').toBe('');
      expect(say(english, cards[0]!.summary)).toBe(`Log 1.5 hours on ${taskName} for Marc Demo on Nov 20, 2026.`);
      expect(cards[0]!.undoable).toBe(true);
      const [line, ...more] = await lines();
      expect(more).toEqual([]);
      const [marc] = await r.client.nameSearch('hr.employee', 'Marc Demo', { limit: 1 });
      expect({ task: idOf(line!.task_id), employee: idOf(line!.employee_id), hours: line!.unit_amount, date: line!.date, name: line!.name })
        .toEqual({ task, employee: marc!.id, hours: 1.5, date: '2026-11-20', name: 'timesheet-test review' });
      expect(idOf(line!.project_id)).toBeTruthy();
      expect(await r.journal.undo(last)).toMatchObject({ status: 'undone' });
      expect(await lines()).toEqual([]);
    });

    it("calls the time as Odoo's timesheet list does ('Hours Spent' on 16-17, 'Time Spent' on 18+), written as hours and minutes, on the card and in Changes", async (t) => {
      if (!installed) t.skip();
      const result = await run({ hours: 1.25, date: '2026-11-20', description: 'timesheet-test words' });
      expect(result.isError ? result.content : '').toBe('');
      // Undone whatever is found below, so a real server keeps nothing of it.
      t.onTestFinished(async () => void (await r.journal.undo(last).catch(() => undefined)));
      const time = cards[0]!.changes.find((c) => c.field === 'unit_amount')!;
      const word = say(english, time.label);
      expect(word).toBe(r.major >= 18 ? 'Time Spent' : 'Hours Spent');
      expect(formatChange(time.after, time)).toBe('01:15');
      expect(say(english, entryLabel(lastEntry!, 'unit_amount'))).toBe(word);
      expect(formatChange(lastEntry!.after[lastEntry!.recordIds[0]!]?.unit_amount, { type: lastEntry!.types?.unit_amount })).toBe('01:15');
      // The stand-in has no views: on a real Odoo, the word is the one its timesheet list shows over the column.
      if (process.env.ODOO_URL) {
        const [, view] = await r.client.callKw<[string, number]>('ir.model.data', 'check_object_reference', ['hr_timesheet', 'hr_timesheet_line_tree']);
        const answer = await r.client.callKw<{ views: Record<string, { arch: string }> }>(LINE, 'get_views', [[[view, r.major >= 18 ? 'list' : 'tree']]], {});
        const arch = Object.values(answer.views)[0]!.arch;
        expect(arch.match(/<field name="unit_amount"[^>]*string="([^"]+)"/)?.[1]).toBe(word);
      }
    });

    it('knows an existing line on a project is a timesheet: its update and its delete say the time and the title in words, not "Quantity" and "Analytic Line"', async (t) => {
      if (!installed) t.skip();
      const result = await run({ hours: 1, date: '2026-11-20', description: 'timesheet-test update' });
      expect(result.isError ? result.content : '').toBe('');
      // Whatever is left (a check failed before the delete) is removed, so a real server keeps nothing of it.
      t.onTestFinished(async () => {
        const left = (await lines()).map((l) => l.id as number);
        if (left.length) await r.client.callKw(LINE, 'unlink', [left]);
      });
      const title = (entry: JournalEntry) => sayArg(english, modelArg(entryModel(entry), 1, entry.modelLabel));
      expect(title(lastEntry!)).toBe('Timesheet');
      const id = lastEntry!.recordIds[0]!;
      const word = r.major >= 18 ? 'Time Spent' : 'Hours Spent';
      const update: WriteSpec = { kind: 'write', model: LINE, ids: [id], values: { unit_amount: 2.5 } };
      const time = (await r.journal.preview(update)).changes.find((c) => c.field === 'unit_amount')!;
      expect([say(english, time.label), formatChange(time.before, time), formatChange(time.after, time)]).toEqual([word, '01:00', '02:30']);
      const written = (await r.journal.run(update, { conversationId: 'c', turnId: newId(), skill: 'update_record' })).operation as JournalEntry;
      expect([say(english, entryLabel(written, 'unit_amount')), title(written)]).toEqual([word, 'Timesheet']);
      expect(formatChange(written.after[id]?.unit_amount, { type: written.types?.unit_amount })).toBe('02:30');
      const deleted = (await r.journal.run({ kind: 'unlink', model: LINE, ids: [id] }, { conversationId: 'c', turnId: newId(), skill: 'delete_record' })).operation as JournalEntry;
      expect([title(deleted), say(english, entryLabel(deleted, 'unit_amount'))]).toEqual(['Timesheet', word]);
      expect(await lines()).toEqual([]);
    });

    it("logs the user's own time by default: the employee Odoo's form gives the user", async (t) => {
      if (!installed) t.skip();
      const own = await r.client.callKw<Record<string, Json>>(LINE, 'default_get', [['user_id', 'company_id', 'employee_id']]);
      const result = await run({ hours: 0.5 });
      expect(result.isError ? result.content : '').toBe('');
      const [line] = await lines();
      expect(idOf(line!.employee_id)).toBe(idOf(own.employee_id));
      expect(say(english, cards[0]!.summary)).toMatch(new RegExp(`^Log 0.5 hours on ${taskName} for .+ on `));
      expect(await r.journal.undo(last)).toMatchObject({ status: 'undone' });
      expect(await lines()).toEqual([]);
    });

    it('refuses a private task (in no project) before any write, in words', async (t) => {
      if (!installed) t.skip();
      const lone = await r.make('project.task', { name: `${taskName} private`, project_id: false });
      cards = [];
      const result = await runSkill(logTimesheet, { task: String(lone), hours: 1 }, ctx());
      expect(result).toMatchObject({ isError: true, content: expect.stringMatching(/is a private task \(in no project\)/) });
      expect(cards).toEqual([]);
    });
  });
}
