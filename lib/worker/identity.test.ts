import { beforeEach, describe, expect, it, vi } from 'vitest';

// Odoo's answer to get_session_info, switched by the test: who the cookie signs in as right now.
const session = vi.fn();
vi.mock('./clients', () => ({ odooClientFor: (origin: string) => ({ origin: new URL(origin).origin, session, databases: async () => [] }) }));
vi.mock('./ask-menu', () => ({ followMenuLanguage: async () => undefined }));

const { askWhileWriting, identityForSend, resolveIdentity, WRITING_MS } = await import('./identity');
const ORIGIN = 'http://odoo.test';
const as = (uid: number) => ({ db: 'db', uid, name: `user ${uid}`, userContext: { lang: 'en_US' } });

describe('identityForSend', () => {
  beforeEach(() => session.mockReset());

  it('uses the answer asked while the user wrote: Send does not ask Odoo again', async () => {
    session.mockResolvedValue(as(2));
    askWhileWriting(ORIGIN, 1000);
    expect((await identityForSend(ORIGIN, 2000)).identity?.uid).toBe(2);
    expect(session).toHaveBeenCalledTimes(1);
    // Used once: the next message asks again.
    await identityForSend(ORIGIN, 3000);
    expect(session).toHaveBeenCalledTimes(2);
  });

  it('asks Odoo again when the answer is old, or a later one names someone else', async () => {
    session.mockResolvedValue(as(2));
    askWhileWriting(ORIGIN, 0);
    session.mockResolvedValue(as(6));
    expect((await identityForSend(ORIGIN, WRITING_MS + 1)).identity?.uid).toBe(6);

    session.mockResolvedValue(as(2));
    askWhileWriting(ORIGIN, 50_000);
    await new Promise((r) => setTimeout(r, 0));
    session.mockResolvedValue(as(6));
    await resolveIdentity(ORIGIN, true); // a page load in the tab: someone else signed in since
    expect((await identityForSend(ORIGIN, 50_001)).identity?.uid).toBe(6);
    expect(session).toHaveBeenCalledTimes(5); // the last one asked at Send
  });
});
