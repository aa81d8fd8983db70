import { describe, expect, it } from 'vitest';
import { businessKit, round2 } from '@/test/business-kit';
import type { Rec } from '@/test/stand-ins/odoo/db';
import crmPipeline from './crm-pipeline';

describe.each([17, 18, 19] as const)('crm_pipeline on Odoo %i', (version) => {
  const kit = businessKit(version);
  const open = () =>
    kit.records('crm.lead').filter((l) => l.type === 'opportunity' && l.active !== false && !kit.get('crm.stage', Number(l.stage_id)).is_won);
  const line = (leads: Rec[]) => ({
    opportunities: leads.length,
    expected: round2(leads.reduce((t, l) => t + Number(l.expected_revenue), 0)),
    weighted: round2(leads.reduce((t, l) => t + (Number(l.expected_revenue) * Number(l.probability)) / 100, 0)),
  });

  it('gives count, expected and weighted revenue per stage, won and lost left out, in one read_group', async () => {
    const leads = open();
    const r = await kit.run(crmPipeline);
    expect(r.json.total).toEqual(line(leads));
    const stages = [...new Set(leads.map((l) => Number(l.stage_id)))];
    expect(r.json.rows).toHaveLength(stages.length);
    for (const id of stages) {
      expect(r.json.rows).toContainEqual({ stage: kit.name('crm.stage', id), ...line(leads.filter((l) => l.stage_id === id)) });
    }
    expect(r.trips).toBe(1);
    expect(r.rpcs).toEqual([`crm.lead/${version >= 19 ? 'formatted_read_group' : 'read_group'}`]);
  });

  it('splits by salesperson', async () => {
    const leads = open();
    const r = await kit.run(crmPipeline, { group_by: 'salesperson' });
    for (const id of new Set(leads.map((l) => Number(l.user_id)))) {
      expect(r.json.rows).toContainEqual({ salesperson: kit.name('res.users', id), ...line(leads.filter((l) => l.user_id === id)) });
    }
  });
});
