import { afterAll, beforeAll, expect, it } from 'vitest';
import { skillHarness, type SkillHarness } from '../test/skill-harness';
import archiveRecords from './archive-records';

let h: SkillHarness;
beforeAll(async () => {
  h = await skillHarness();
});
afterAll(() => h.close());

it('archives, then unarchives', async () => {
  const archived = await h.run(archiveRecords, { model: 'res.partner', ids: [11] });
  expect(h.writes.at(-1)).toEqual({ kind: 'archive', model: 'res.partner', ids: [11] });
  expect(archived.json).toMatchObject({ status: 'done', undoable: true });
  expect(h.odoo.db.get('res.partner', 11)?.active).toBe(false);
  expect(archived.summary).toBe('Archived 1 res.partner');

  const back = await h.run(archiveRecords, { model: 'res.partner', ids: [11], archive: false });
  expect(h.writes.at(-1)?.kind).toBe('unarchive');
  expect(back.isError).toBe(false);
  expect(h.odoo.db.get('res.partner', 11)?.active).toBe(true);
});

it('refuses control models', async () => {
  const r = await h.run(archiveRecords, { model: 'res.users', ids: [6] });
  expect(r.content).toMatch(/does not change res\.users/);
});
