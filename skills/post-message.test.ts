import { afterAll, beforeAll, expect, it } from 'vitest';
import { skillHarness, type SkillHarness } from '../test/skill-harness';
import postMessage from './post-message';

let h: SkillHarness;
beforeAll(async () => {
  h = await skillHarness();
});
afterAll(() => h.close());

it('is destructive: a message can e-mail customers, so the gate asks in every mode', () => {
  expect(postMessage.risk).toBe('destructive');
});

it('logs an internal note by default', async () => {
  const r = await h.run(postMessage, { model: 'res.partner', id: 8, body: 'Called about the delivery.' });
  expect(r.isError).toBe(false);
  expect(h.writes.at(-1)).toEqual({ kind: 'message', model: 'res.partner', ids: [8], body: 'Called about the delivery.', internal: true });
  expect(h.odoo.db.records('mail.message').some((m) => m.res_id === 8 && String(m.body).includes('Called about the delivery.'))).toBe(true);
  expect(r.summary).toMatch(/^Note logged on /);
});

it('sends to followers only when asked', async () => {
  const r = await h.run(postMessage, { model: 'res.partner', id: 8, body: 'Your order ships Monday.', internal: false });
  expect(r.isError).toBe(false);
  expect(h.writes.at(-1)).toMatchObject({ kind: 'message', internal: false });
  expect(r.summary).toMatch(/^Message sent on /);
});

it('not on models without chatter rights', async () => {
  const r = await h.run(postMessage, { model: 'res.users', id: 2, body: 'hi' });
  expect(r.content).toMatch(/does not change res\.users/);
});
