import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { skills } from '@/skills';
import { loginClient } from '../../test/odoo-login';
import { startOdooStandIn, type OdooStandIn } from '../../test/stand-ins/odoo/server';
import { fittingSkills, neededBy, readRights } from './rights';
import { findWithUnoffered, unofferedSkills } from './unoffered';

// Where Timesheets is not installed, log_timesheet is not offered, and asking for it says why in
// words (not an unknown skill, not a failed call on a field that does not exist).

describe.each([[[]], [['hr_timesheet' as const]]])('timesheets with modules %j', (modules) => {
  let odoo: OdooStandIn;
  beforeAll(async () => {
    odoo = await startOdooStandIn({ version: 17, modules });
  });
  afterAll(() => odoo.close());
  const installed = modules.length > 0;

  it.each(['admin', 'demo'])('for %s: offered only where installed, else said why', async (login) => {
    const { client } = await loginClient({ url: odoo.url, db: 'weft', login, password: login });
    const rights = await readRights(client, neededBy(skills));
    const offered = fittingSkills(skills, rights);
    const unoffered = unofferedSkills(skills, rights);
    expect(offered.some((s) => s.name === 'log_timesheet')).toBe(installed);
    expect(unoffered.has('log_timesheet')).toBe(!installed);
    const found = findWithUnoffered('log 2 hours on the task Energy Certificate', offered, unoffered);
    if (installed) {
      expect(found.skills[0]?.name).toBe('log_timesheet');
      expect(found.unavailable).toBeUndefined();
    } else {
      expect(found.skills.map((s) => s.name)).not.toContain('log_timesheet');
      expect(found.unavailable).toEqual([{ name: 'log_timesheet', why: expect.stringMatching(/^Timesheets are not installed on this Odoo database/) }]);
    }
  });
});

it('says a right the user lacks in general words when the skill has none of its own', () => {
  const rights = { granted: new Set(['project.task:read']), asked: new Set(['project.task']) };
  const skill = skills.find((s) => s.name === 'update_task')!;
  expect(unofferedSkills([skill], rights).get('update_task')?.why).toMatch(/access rights do not allow write on project.task records/);
  expect(unofferedSkills([skill], null).size).toBe(0);
});
