import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { skillHarness, type SkillHarness } from '../../test/skill-harness';
import { defineSkill, type Skill, type SkillContext } from './define-skill';
import { runSkill } from './run-skill';

let h: SkillHarness;
beforeAll(async () => {
  h = await skillHarness();
});
afterAll(() => h.close());

const probe = (execute: (input: { model: string; n: number }, ctx: SkillContext) => Promise<unknown>, risk: Skill['risk'] = 'read') =>
  defineSkill({
    name: 'probe_skill',
    description: 'A skill for tests.',
    input: z.object({ model: z.string().describe('Odoo model'), n: z.number().int().max(10).default(1).describe('A number') }),
    risk,
    execute,
  }) as Skill;

describe('runSkill', () => {
  it('turns invalid input into an is_error result saying what was wrong', async () => {
    const result = await runSkill(probe(async () => ({})), { n: 'x' }, h.ctx);
    expect(result.isError).toBe(true);
    expect(result.content).toMatch(/Invalid input for probe_skill[\s\S]*model[\s\S]*n/);
    expect(result.summary).toBe('Probe skill: invalid input');
  });

  it('refuses unknown keys rather than dropping them', async () => {
    const result = await runSkill(probe(async () => ({})), { model: 'res.partner', feilds: ['name'] }, h.ctx);
    expect(result.isError).toBe(true);
    expect(result.content).toMatch(/feilds/);
  });

  it('applies the model guard by the risk of the skill', async () => {
    let ran = false;
    const read = await runSkill(probe(async () => (ran = true)), { model: 'ir.config_parameter' }, h.ctx);
    expect(read).toMatchObject({ isError: true, content: expect.stringMatching(/does not read ir\.config_parameter/) });
    const write = await runSkill(probe(async () => (ran = true), 'write'), { model: 'res.users' }, h.ctx);
    expect(write.content).toMatch(/does not change res\.users/);
    expect(ran).toBe(false);
  });

  it("gives Odoo's errors to the model with their advice, and a sentence to the user", async () => {
    const skill = probe(({ model }, { odoo }) => odoo.callKw(model, 'read', [[5], ['nmae']]));
    const result = await runSkill(skill, { model: 'res.partner' }, h.ctx);
    expect(result.isError).toBe(true);
    expect(result.content).toMatch(/^Odoo error \[bad_request\][\s\S]*nmae/);
    expect(result.summary).toMatch(/^Probe skill: Odoo did not accept the request/);
  });

  it('says plainly when something else failed', async () => {
    const result = await runSkill(probe(async () => { throw new Error('boom'); }), { model: 'res.partner' }, h.ctx);
    expect(result).toEqual({ content: 'probe_skill failed: boom', isError: true, summary: 'Probe skill: boom' });
  });

  it('passes on that the user declined a write', async () => {
    h.decline = true;
    try {
      const skill = probe(({ model }, { write }) => write({ kind: 'write', model, ids: [5], values: { phone: '1' } }), 'write');
      const result = await runSkill(skill, { model: 'res.partner' }, h.ctx);
      expect(result.isError).toBe(true);
      expect(result.content).toBe('The user declined this change, so nothing was written. Do not retry it unless the user asks again.');
    } finally {
      h.decline = false;
    }
  });

  it('reports a cancelled turn as cancelled', async () => {
    const controller = new AbortController();
    const skill = probe(async () => {
      controller.abort();
      throw controller.signal.reason;
    });
    const result = await runSkill(skill, { model: 'res.partner' }, { ...h.ctx, signal: controller.signal });
    expect(result).toMatchObject({ isError: true, content: 'Cancelled by the user.' });
  });

  it('labels every result with its source; Odoo data is marked untrusted', async () => {
    const plain = await runSkill(probe(async () => 42), { model: 'res.partner' }, h.ctx);
    expect(plain.content).toBe('{"source":"weft:probe_skill","result":42}');
    const data = await runSkill(probe(async () => ({ source: 'odoo:res.partner', total: 2, rows: [[1], [2]] })), { model: 'res.partner' }, h.ctx);
    expect(Object.keys(JSON.parse(data.content))).toEqual(['source', 'untrusted_record_data', 'total', 'rows']);
    expect(JSON.parse(data.content).untrusted_record_data).toBe(true);
  });

  it('compacts any result and writes a one-line summary', async () => {
    const result = await runSkill(probe(async () => ({ source: 'odoo:res.partner', total: 80, rows: Array.from({ length: 80 }, (_, i) => [i, 'x'.repeat(500)]) })), { model: 'res.partner' }, h.ctx);
    const json = JSON.parse(result.content);
    expect(json.rows).toHaveLength(51);
    expect(json.rows[0][1]).toHaveLength(300);
    expect(result.summary).toBe('Probe skill res.partner: 80');
  });

  it("uses the skill's own summary when it has one, and survives one that throws", async () => {
    const skill = { ...probe(async () => ({ n: 3 })), summary: (_i: unknown, out: any) => `Found ${out.n}` } as Skill;
    expect((await runSkill(skill, { model: 'res.partner' }, h.ctx)).summary).toBe('Found 3');
    const faulty = { ...probe(async () => ({ n: 3 })), summary: (_i: unknown, out: any) => out.missing.length } as Skill;
    expect(await runSkill(faulty, { model: 'res.partner' }, h.ctx)).toMatchObject({ isError: false, summary: 'Probe skill res.partner' });
  });
});
