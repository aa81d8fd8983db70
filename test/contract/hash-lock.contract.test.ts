// Hash-locked journal entries against a real Odoo (ODOO_URL...) or the stand-in: Odoo refuses
// button_draft on them (16/17: a posted entry of a journal in strict mode; 18/19: an entry with its
// hash), and Weft refuses their undo before sending, and says before posting into such a journal
// that it cannot be undone.
//
// A locked entry cannot be removed, by design. So one journal "Weft hash-lock contract" (code
// WHASH) with one posted 1.00 entry between two current-asset accounts is made the first time and
// reused on every later run; everything else here is scratch and removed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId, WeftDb } from '@/lib/db';
import { isOdooError, type OdooClient } from '@/lib/odoo';
import { HASH_LOCKED, LOCKS_ON_POST } from '@/lib/ops/hash-lock';
import { Journal } from '@/lib/ops/journal';
import { many2oneId } from '@/lib/ops/values';
import type { TurnRef } from '@/lib/ops/types';
import { loginClient } from '../odoo-login';
import { targets } from './target';

const turn = (): TurnRef => ({ conversationId: 'c', turnId: newId(), skill: 'contract' });
const CODE = 'WHASH';

for (const target of targets()) {
  describe(`hash-lock contract: ${target.name}`, () => {
    let client: OdooClient;
    let db: WeftDb;
    let journal: Journal;
    let locked = 0;
    let accounts: number[] = [];
    const scratch: number[] = [];

    /** A draft entry of 1.00 in `journalId`. */
    const entry = (journalId: number, ref: string) =>
      client.create('account.move', {
        journal_id: journalId, move_type: 'entry', ref,
        line_ids: [[0, 0, { account_id: accounts[0], debit: 1, name: 'Weft' }], [0, 0, { account_id: accounts[1], credit: 1, name: 'Weft' }]],
      });

    /** The WHASH journal in strict mode. Created, then locked: 16 only makes its secure sequence on write. */
    const lockedJournal = async () => {
      const [found] = (await client.searchRead('account.journal', { domain: [['code', '=', CODE]], fields: ['restrict_mode_hash_table'] })).records;
      const id = found?.id ?? (await client.create('account.journal', { name: 'Weft hash-lock contract', code: CODE, type: 'general' }));
      if (!found?.restrict_mode_hash_table) await client.callKw('account.journal', 'write', [[id], { restrict_mode_hash_table: true }]);
      return id;
    };

    beforeAll(async () => {
      const login = await target.admin();
      client = (await loginClient(login)).client;
      db = new WeftDb('contract-hash-' + newId());
      journal = new Journal({ client, db, origin: login.url });
      accounts = await client.callKw<number[]>('account.account', 'search', [[['account_type', '=', 'asset_current']]], { limit: 2 });
      const journalId = await lockedJournal();
      const [posted] = (await client.searchRead('account.move', { domain: [['journal_id', '=', journalId], ['state', '=', 'posted']], fields: ['name'], limit: 1 })).records;
      if (posted) locked = posted.id;
      else {
        locked = await entry(journalId, 'Weft hash-lock contract (kept: a locked entry cannot be removed)');
        await client.callButton('account.move', 'action_post', [locked]);
      }
    });
    afterAll(async () => {
      for (const id of scratch.reverse()) {
        await client.callButton('account.move', 'button_draft', [id]).catch(() => undefined);
        await client.unlink('account.move', [id]).catch(() => undefined);
      }
      journal?.close();
      db?.close();
      await target.close();
    });

    it("Odoo refuses to reset a hash-locked entry to draft, with its version's sentence", async () => {
      const [move] = await client.read('account.move', [locked], ['state', 'restrict_mode_hash_table', 'inalterable_hash']);
      expect(move).toMatchObject({ state: 'posted', restrict_mode_hash_table: true, inalterable_hash: expect.any(String) });
      const refused = await client.callButton('account.move', 'button_draft', [locked]).catch((e: unknown) => e);
      expect(isOdooError(refused, 'user_error')).toBe(true);
      const v = (await client.version()).major;
      expect(String((refused as Error).message)).toContain(v <= 17 ? 'You cannot modify a posted entry of this journal because it is in strict mode.' : 'You cannot reset to draft a locked journal entry.');
      expect((await client.read('account.move', [locked], ['state']))[0]).toMatchObject({ state: 'posted' });
    });

    it('posting into that journal: the card says first that it cannot be undone', async () => {
      const draft = await entry(await lockedJournal(), 'Weft hash-lock contract scratch');
      scratch.push(draft);
      const preview = await journal.preview({ kind: 'action', model: 'account.move', ids: [draft], method: 'action_post' });
      expect(preview).toMatchObject({ undoable: false, notUndoableReason: LOCKS_ON_POST });
    });

    it('undo of posting an entry that is hash-locked now is refused before anything is sent', async () => {
      // A real posting through the journal, in an ordinary general journal of the locked one's company
      // (the accounts are that company's; a database of several holds general journals in each)...
      const [whash] = await client.read('account.journal', [await lockedJournal()], ['company_id']);
      const company = many2oneId(whash!.company_id);
      const [general] = (await client.searchRead('account.journal', { domain: [['type', '=', 'general'], ['code', '!=', CODE], ['company_id', '=', company]], fields: ['name'], limit: 1 })).records;
      const draft = await entry(general!.id, 'Weft hash-lock contract scratch');
      scratch.push(draft);
      const { operation } = await journal.run({ kind: 'action', model: 'account.move', ids: [draft], method: 'action_post' }, turn());
      expect(operation).toMatchObject({ status: 'done', undoable: true });
      // ...pointed at the locked entry, as if the assistant had posted that one.
      const at = <T>(values: Record<number, T>) => ({ [locked]: Object.values(values)[0]! });
      await db.operations.update(operation.id, { recordIds: [locked], before: at(operation.before), after: at(operation.after), displayNames: at(operation.displayNames) });
      const calls = client.rpcCount;
      expect(await journal.undo(operation.id)).toMatchObject({ status: 'not_undoable', reason: HASH_LOCKED });
      expect(client.rpcCount - calls, 'one read, no button_draft').toBe(1);
    });
  });
}
