// Hash-locked journal entries: Odoo refuses button_draft on them, so undoing their posting is
// refused before anything is sent, and a card that would post into such a journal says so first.
import { afterEach, describe, expect, it } from 'vitest';
import { rig, turn, type Rig } from '../../test/journal-rig';
import type { OdooVersion } from '../../test/stand-ins/odoo/server';
import { HASH_LOCKED, hashLocked, LOCKS_ON_POST } from './hash-lock';
import type { WriteSpec } from './types';

let r: Rig | undefined;
afterEach(() => r?.close());

const post: WriteSpec = { kind: 'action', model: 'account.move', ids: [6], method: 'action_post' };
const lockJournal = (x: Rig) => x.odoo.db.write('account.journal', 1, { restrict_mode_hash_table: true });

describe('hashLocked, as button_draft decides', () => {
  it('16/17: a posted entry of a journal in strict mode; 18/19: an entry with its hash', () => {
    const strict = { state: 'posted', restrict_mode_hash_table: true, inalterable_hash: false };
    const hashed = { state: 'posted', restrict_mode_hash_table: false, inalterable_hash: '$4$ab' };
    expect([16, 17, 18, 19].map((v) => hashLocked(strict, { major: v, minor: 0 } as never))).toEqual([true, true, false, false]);
    expect([16, 17, 18, 19].map((v) => hashLocked(hashed, { major: v, minor: 0 } as never))).toEqual([false, false, true, true]);
    expect(hashLocked({ ...strict, state: 'cancel' }, { major: 17, minor: 0 } as never)).toBe(false);
  });
});

describe.each([16, 17, 18, 19] as OdooVersion[])('undo of posting on Odoo %s', (version) => {
  it('an entry locked since it was posted is refused with one sentence, and only the check is sent', async () => {
    r = await rig(version);
    const { operation } = await r.journal.run(post, turn());
    expect(operation).toMatchObject({ status: 'done', undoable: true });
    // Locked afterwards: 16/17 by turning strict mode on, 18/19 by securing (hashing) the entry.
    if (version <= 17) lockJournal(r);
    else r.odoo.db.write('account.move', 6, { inalterable_hash: '$4$0f' });
    const calls = r.odoo.calls.length;
    expect(await r.journal.undo(operation.id)).toMatchObject({ status: 'not_undoable', reason: HASH_LOCKED });
    expect(r.odoo.calls.slice(calls).map((c) => c.method)).toEqual([version <= 16 ? 'read' : 'web_read']);
    expect(r.odoo.db.get('account.move', 6)).toMatchObject({ state: 'posted' });
    expect(await r.db.operations.get(operation.id)).toMatchObject({ status: 'done' });
  });

  it('posting into a journal that locks: the card says it cannot be undone before the click, and the stand-in refuses button_draft as Odoo does', async () => {
    r = await rig(version);
    lockJournal(r);
    const preview = await r.journal.preview(post);
    expect(preview).toMatchObject({ undoable: false, notUndoableReason: LOCKS_ON_POST });
    const { operation } = await r.journal.run(post, turn());
    expect(operation).toMatchObject({ status: 'done', undoable: false, notUndoableReason: LOCKS_ON_POST });
    expect(r.odoo.db.get('account.move', 6)?.inalterable_hash).toEqual(expect.any(String));
    const refused = await r.client.callButton('account.move', 'button_draft', [6]).catch((e: Error) => e.message);
    expect(refused).toContain(version <= 17 ? 'You cannot modify a posted entry of this journal because it is in strict mode.' : 'You cannot reset to draft a locked journal entry.');
  });
});
