import { describe, expect, it } from 'vitest';
import { businessKit, NOW } from '@/test/business-kit';
import crmStaleOpportunities from './crm-stale-opportunities';

describe.each([17, 19] as const)('crm_stale_opportunities on Odoo %i', (version) => {
  const kit = businessKit(version);
  const stale = (days: number) => {
    const cutoff = new Date(NOW.getTime() - days * 86_400_000).toISOString().slice(0, 19).replace('T', ' ');
    return kit.records('crm.lead')
      .filter((l) => l.type === 'opportunity' && l.active !== false && !kit.get('crm.stage', Number(l.stage_id)).is_won && String(l.date_last_stage_update) < cutoff)
      .sort((a, b) => String(a.date_last_stage_update).localeCompare(String(b.date_last_stage_update)));
  };

  it('lists open opportunities stuck in their stage, oldest first, in one search', async () => {
    const expected = stale(30);
    expect(expected.length).toBeGreaterThan(1);
    const r = await kit.run(crmStaleOpportunities);
    expect(r.json.count).toBe(expected.length);
    expect(r.json.rows.map((x: { id: number }) => x.id)).toEqual(expected.map((l) => l.id));
    const first = expected[0]!;
    expect(r.json.rows[0]).toMatchObject({
      name: first.name, customer: kit.name('res.partner', first.partner_id), stage: kit.name('crm.stage', first.stage_id),
      expected: first.expected_revenue, days_in_stage: Math.floor((NOW.getTime() - Date.parse(`${String(first.date_last_stage_update).replace(' ', 'T')}Z`)) / 86_400_000),
    });
    expect(r.trips).toBe(1);
    expect(r.rpcs).toEqual(['crm.lead/web_search_read']);
  });

  it('takes the number of days', async () => {
    const r = await kit.run(crmStaleOpportunities, { days: 7 });
    expect(r.json.count).toBe(stale(7).length);
    expect(stale(7).length).toBeGreaterThan(stale(30).length);
  });
});
