import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { english, say } from '@/lib/i18n';
import { findSkills } from '@/lib/skills/catalog';
import { pageOf, skillHarness, type SkillHarness } from '../test/skill-harness';
import type { OdooVersion } from '../test/stand-ins/odoo/server';
import { skills } from './index';
import logTimesheet from './log-timesheet';

// Seeded (test/stand-ins/odoo/timesheets.ts, with hr_timesheet installed): employees 1 Mitchell
// Admin (admin), 2 Marc Demo (demo), 3 Anita Oliver (no user); project Office Design records
// timesheets; task 1 'Energy Certificate'.

it('is found by the words people use for logging time', () => {
  for (const query of ['log 2 hours on the task', 'timesheet for this task', 'saisir des heures sur la tâche', 'registrar horas en la tarea', 'Stunden auf die Aufgabe buchen', 'uren boeken op de taak']) {
    expect(findSkills(query, skills).skills.map((s) => s.name), query).toContain('log_timesheet');
  }
});

describe.each<OdooVersion>([16, 17, 19])('log_timesheet on Odoo %i', (version) => {
  let h: SkillHarness;
  let last = '';
  beforeAll(async () => {
    h = await skillHarness({ version, modules: ['hr_timesheet'] });
    const write = h.ctx.write;
    h.ctx.write = async (spec, notes) => {
      const out = await write(spec, notes);
      last = out.operation.id;
      return out;
    };
  });
  afterAll(() => h.close());
  const lines = () => h.odoo.db.records('account.analytic.line');

  it("logs the user's own hours on the task open in the tab, today; the card says it in words; undo removes the line", async () => {
    h.ctx.page = pageOf(h, { model: 'project.task', recordId: 1 });
    const r = await h.run(logTimesheet, { hours: 1.5, description: 'Site visit' });
    expect(r.isError ? r.content : '').toBe('');
    // Today where the user is (their Odoo time zone), not in UTC: the two differ near midnight.
    const now = new Date(`${h.odoo.db.timestamp().replace(' ', 'T')}Z`);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: String(h.odoo.db.get('res.users', 2)!.tz) }).format(now);
    expect(h.writes.at(-1)).toEqual({ kind: 'create', model: 'account.analytic.line', values: { task_id: 1, project_id: 1, employee_id: 1, unit_amount: 1.5, date: today, name: 'Site visit' } });
    // Odoo's own side: the project's analytic account, the employee's user, the cost at 60 an hour.
    expect(lines()).toEqual([expect.objectContaining({ task_id: 1, project_id: 1, employee_id: 1, user_id: 2, account_id: 1, unit_amount: 1.5, amount: -90, name: 'Site visit' })]);
    const plan = await h.journal.plan(h.writes.at(-1)!);
    const preview = await h.journal.preview(plan);
    expect(say(english, preview.summary)).toBe(`Log 1.5 hours on Energy Certificate for Mitchell Admin on ${english.fmt.date(today)}.`);
    expect(preview.undoable).toBe(true);
    expect(await h.journal.undo(last)).toMatchObject({ status: 'undone' });
    expect(lines()).toEqual([]);
  });

  it('logs for another employee by name on a given day', async () => {
    const r = await h.run(logTimesheet, { task: 'Energy', hours: 1, employee: 'Marc', date: '2026-11-20' });
    expect(r.isError ? r.content : '').toBe('');
    expect(lines()).toEqual([expect.objectContaining({ employee_id: 2, user_id: 6, unit_amount: 1, date: '2026-11-20', name: '/' })]);
    const preview = await h.journal.preview(await h.journal.plan(h.writes.at(-1)!));
    expect(say(english, preview.summary)).toBe('Log 1 hour on Energy Certificate for Marc Demo on Nov 20, 2026.');
    await h.journal.undo(last);
  });

  it('says what stops it in words the model can act on, and writes nothing', async () => {
    const before = h.writes.length;
    expect((await h.run(logTimesheet, { task: '1', hours: 1, employee: 'Nobody Here' })).content).toMatch(/No employee is named like 'Nobody Here'/);
    h.odoo.db.write('project.project', 1, { allow_timesheets: false }, 2);
    expect((await h.run(logTimesheet, { task: '1', hours: 1 })).content).toMatch(/Office Design does not record timesheets/);
    h.odoo.db.write('project.project', 1, { allow_timesheets: true }, 2);
    h.odoo.db.write('hr.employee', 1, { active: false }, 2);
    expect((await h.run(logTimesheet, { task: '1', hours: 1 })).content).toMatch(/has no employee in this company/);
    h.odoo.db.write('hr.employee', 1, { active: true }, 2);
    expect(h.writes.length).toBe(before);
  });
});
