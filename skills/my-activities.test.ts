import { describe, expect, it } from 'vitest';
import { businessKit, TODAY } from '@/test/business-kit';
import { skillHarness } from '@/test/skill-harness';
import myActivities from './my-activities';

describe.each([16, 17, 18, 19] as const)('my_activities on Odoo %i', (version) => {
  const kit = businessKit(version);
  const mine = (uid: number, until: string) => kit.records('mail.activity')
    .filter((a) => a.user_id === uid && String(a.date_deadline) <= until)
    .sort((a, b) => String(a.date_deadline).localeCompare(String(b.date_deadline)) || a.id - b.id);

  it("lists the user's overdue and today's activities, oldest first, with their records, in one search", async () => {
    const expected = mine(2, TODAY);
    expect(expected.length).toBe(3);
    const r = await kit.run(myActivities);
    expect(r.json).toMatchObject({ today: TODAY, count: 3, overdue: 2, due_today: 1 });
    expect(r.json.upcoming).toBeUndefined();
    expect(r.json.rows.map((x: { id: number }) => x.id)).toEqual(expected.map((a) => a.id));
    expect(r.json.rows[0]).toEqual({
      id: 1, type: 'Call', summary: 'Call about carpet samples', record: 'Quote for 150 carpets', model: 'crm.lead', record_id: 2, due: '2026-03-11', days_late: 4,
    });
    expect(r.json.rows[2]).toMatchObject({ model: 'res.partner', record_id: 5, due: TODAY, due_today: true });
    expect(r.trips).toBe(1);
    expect(r.rpcs).toEqual(['mail.activity/web_search_read']);
  });

  it('adds the next N days, and reads another user by name', async () => {
    const week = await kit.run(myActivities, { days: 7 });
    expect(week.json).toMatchObject({ count: mine(2, '2026-03-22').length, overdue: 2, due_today: 1, upcoming: 1 });
    expect(week.json.rows.at(-1)).toMatchObject({ model: 'account.move', due_in_days: 3 });
    const marc = await kit.run(myActivities, { user: 'Marc', days: 1 });
    expect(marc.json.rows.map((x: { id: number }) => x.id)).toEqual(mine(6, '2026-03-16').map((a) => a.id));
    expect(marc.json.rows[0]).toMatchObject({ assigned_to: 'Marc Demo', days_late: 2 });
  });
});

describe('my_activities as the demo user', () => {
  it("shows the signed-in user's own activities, not the admin's", async () => {
    const h = await skillHarness({ version: 17, login: 'demo' });
    try {
      const r = await h.run(myActivities, { days: 3 });
      expect(r.isError ? r.content : '').toBe('');
      expect(r.json.rows.map((x: { id: number }) => x.id)).toEqual([6, 7]);
    } finally {
      await h.close();
    }
  });
});
