// Shared by the business skill tests (skills/sales-*.test.ts, invoices-*, ...): a stand-in seeded
// as of a fixed day, Weft's clock set to that day, and helpers to read the seeded data directly so
// expected figures never come from the code under test.
import { afterAll, beforeAll } from 'vitest';
import { clock } from '@/lib/business';
import type { Skill } from '@/lib/skills/define-skill';
import { skillHarness, type SkillHarness, type SkillRun } from './skill-harness';
import type { Rec } from './stand-ins/odoo/db';
import { displayName } from './stand-ins/odoo/display-name';
import { registryFor } from './stand-ins/odoo/models';
import { seed } from './stand-ins/odoo/seed';
import type { OdooVersion } from './stand-ins/odoo/server';

/** Mid-morning UTC, so that Brussels (the admin's tz) and UTC agree on the day. */
export const NOW = new Date('2026-03-15T10:00:00Z');
export const TODAY = '2026-03-15';
export const YEAR_START = '2026-01-01';

export interface BusinessRun extends SkillRun {
  /** RPCs the stand-in received, e.g. ['sale.order/read_group']. */
  rpcs: string[];
}

export interface BusinessKit {
  h: SkillHarness;
  version: OdooVersion;
  /** Runs the skill once to warm the session and fields cache, then again, measured. */
  run(skill: Skill, input?: unknown): Promise<BusinessRun>;
  records(model: string): Rec[];
  get(model: string, id: number): Rec;
  /** display_name as the stand-in computes it. */
  name(model: string, id: unknown): string;
}

/** Starts a seeded stand-in for the describe block it is called in. */
export function businessKit(version: OdooVersion): BusinessKit {
  const kit = { version } as BusinessKit;
  const realNow = clock.now;
  beforeAll(async () => {
    kit.h = await skillHarness({ version });
    kit.h.odoo.db.now = () => NOW;
    seed(kit.h.odoo.db, kit.h.odoo.url, kit.h.odoo.version); // again, as of NOW; the session stays valid
    clock.now = () => NOW;
  });
  afterAll(async () => {
    clock.now = realNow;
    await kit.h?.close();
  });
  kit.run = async (skill, input = {}) => {
    const warm = await kit.h.run(skill, input);
    if (warm.isError) return { ...warm, rpcs: [] };
    const from = kit.h.odoo.calls.length;
    const result = await kit.h.run(skill, input);
    return { ...result, rpcs: kit.h.odoo.calls.slice(from).map((c) => `${c.model}/${c.method}`) };
  };
  kit.records = (model) => kit.h.odoo.db.records(model);
  kit.get = (model, id) => {
    const rec = kit.h.odoo.db.get(model, id);
    if (!rec) throw new Error(`${model}(${id}) not seeded`);
    return rec;
  };
  kit.name = (model, id) => {
    const rec = typeof id === 'number' ? kit.h.odoo.db.get(model, id) : undefined;
    return rec ? displayName(kit.h.odoo.db, model, rec) : 'None';
  };
  return kit;
}

export const round2 = (n: number) => Math.round(n * 100) / 100;
export const sum = (recs: Rec[], field: string) => round2(recs.reduce((t, r) => t + Number(r[field] ?? 0), 0));
export const inDays = (value: unknown, from: string, to: string) => {
  const day = String(value ?? '').slice(0, 10);
  return !!day && day >= from && day <= to;
};

