import { describe, expect, it } from 'vitest';
import Dexie from 'dexie';
import { WeftDb, newId } from './db';
import { exportable, identityKey, isLegacy, legacyKey, madeBySentence } from './identity';
import { adoptLegacy } from './migrate-identity';

describe('WeftDb', () => {
  it('creates the schema with its ten tables, keyed by identity', async () => {
    const d = new WeftDb('t-schema');
    await d.open();
    expect(d.verno).toBe(7);
    expect(d.tables.map((t) => t.name).sort()).toEqual(['choices', 'confirms', 'conversations', 'files', 'memory', 'messages', 'operations', 'spend', 'suggestions', 'veils']);
    expect(d.files.schema.indexes.map((i) => i.name)).toContain('conversationId');
    expect(d.operations.schema.indexes.map((i) => i.name)).toContain('[identity+createdAt]');
    d.close();
  });

  it('stores and queries messages of a conversation in order', async () => {
    const d = new WeftDb('t-messages');
    const conversationId = newId();
    for (const [i, text] of ['b', 'a', 'c'].entries()) {
      await d.messages.add({
        id: newId(), conversationId, turnId: 't', role: 'user', content: [{ type: 'text', text }],
        status: 'done', createdAt: [2, 1, 3][i]!,
      });
    }
    const rows = await d.messages.where('[conversationId+createdAt]').between([conversationId, Dexie.minKey], [conversationId, Dexie.maxKey]).toArray();
    expect(rows.map((r) => (r.content[0] as { text: string }).text)).toEqual(['a', 'b', 'c']);
    d.close();
  });

  it('opens a database written by this version when the code declares a later one', async () => {
    const v2 = new WeftDb('t-later');
    await v2.memory.add({ id: 'm1', identity: 'https://a.example|odoo17|2', text: 'I work on the Athens partners', kind: 'fact', createdAt: 1 });
    v2.close();
    class Later extends WeftDb {
      constructor() {
        super('t-later');
        this.version(99).stores({ memory: 'id, createdAt, kind, [identity+createdAt]' });
      }
    }
    const v3 = new Later();
    expect((await v3.memory.get('m1'))?.text).toBe('I work on the Athens partners');
    expect(v3.verno).toBe(99);
    v3.close();
  });
});

describe('migration to identities (schema 1 -> 4)', () => {
  const origin = 'https://acme.example';
  const v1Rows = async (name: string) => {
    const v1 = new Dexie(name);
    v1.version(1).stores({
      conversations: 'id, updatedAt, origin',
      messages: 'id, [conversationId+createdAt], turnId, status',
      operations: 'id, [conversationId+createdAt], turnId, status, createdAt, undoOf',
      suggestions: 'id, [probe+recordKey], status, createdAt',
      memory: 'id, createdAt',
    });
    const op = (id: string, expect?: object) => ({
      id, conversationId: 'c1', turnId: 't1', skill: 'create_record', origin, model: 'res.partner', recordIds: [7], displayNames: {},
      kind: 'create', before: {}, after: {}, status: 'done', undoable: true, createdAt: 1, updatedAt: 1, ...(expect ? { expect } : {}),
    });
    await v1.table('conversations').add({ id: 'c1', title: 'Old chat', origin, createdAt: 1, updatedAt: 1, usage: {} });
    // A create records the uid that wrote it; a write records none.
    await v1.table('operations').bulkAdd([
      op('by-admin', { type: 'created', model: 'res.partner', records: [], uid: 2, since: 1 }),
      op('by-demo', { type: 'created', model: 'res.partner', records: [], uid: 6, since: 1 }),
      { ...op('unknown'), kind: 'write' },
    ]);
    await v1.table('suggestions').add({ id: 's1', origin, probe: 'p', recordKey: 'k', title: 't', why: 'w', action: null, dataHash: 'h', status: 'new', createdAt: 1 });
    await v1.table('memory').add({ id: 'm1', text: 'I handle Athens', kind: 'fact', createdAt: 1 });
    v1.close();
  };

  it('keeps every row as legacy (shown to no one, kept for the export), and the user it names adopts it', async () => {
    const name = `t-v1-${newId()}`;
    await v1Rows(name);
    const db = new WeftDb(name);
    // Nothing in a v1 row names its database: after the upgrade no identity owns anything.
    const all = await db.operations.orderBy('createdAt').toArray();
    expect(all.map((o) => o.identity)).toEqual([legacyKey(origin), legacyKey(origin), legacyKey(origin)]);
    expect(isLegacy((await db.conversations.get('c1'))!.identity)).toBe(true);
    expect(isLegacy((await db.suggestions.get('s1'))!.identity)).toBe(true);
    expect(isLegacy((await db.memory.get('m1'))!.identity)).toBe(true);

    const admin = { origin, db: 'odoo17', uid: 2, name: 'Mitchell Admin' };
    // The origin serves several databases: uid 2 is admin in each, so nothing is known.
    expect(await adoptLegacy(db, admin, ['odoo17', 'odoo18'])).toBe(0);
    // One database: the entry that recorded uid 2 is admin's, with who made it; the rest stay legacy.
    expect(await adoptLegacy(db, admin, ['odoo17'])).toBe(1);
    const mine = await db.operations.where('[identity+createdAt]').between([identityKey(admin), Dexie.minKey], [identityKey(admin), Dexie.maxKey]).toArray();
    expect(mine.map((o) => [o.id, o.by])).toEqual([['by-admin', { name: 'Mitchell Admin', db: 'odoo17' }]]);
    expect(mine[0]!.legacyUid).toBeUndefined();
    expect((await db.operations.get('by-demo'))!.identity).toBe(legacyKey(origin));
    expect((await db.operations.get('unknown'))!.identity).toBe(legacyKey(origin));
    // The journal export reads every row, legacy ones included.
    expect((await db.operations.orderBy('createdAt').toArray()).map((o) => o.id).sort()).toEqual(['by-admin', 'by-demo', 'unknown']);
    db.close();
  });

  it('says who made an entry of someone else', () => {
    expect(madeBySentence({ name: 'Mitchell Admin', db: 'odoo17' })).toBe('made by Mitchell Admin on db odoo17: sign in as them to undo');
    expect(madeBySentence(undefined)).toBe('made by another Odoo user: sign in as them to undo');
  });
});

describe('exportable', () => {
  it("exports the signed-in identity's rows and legacy ones, never another user's", () => {
    expect(exportable('https://a.example|odoo17|2', 'https://a.example|odoo17|2')).toBe(true);
    expect(exportable('legacy|https://a.example', 'https://a.example|odoo17|2')).toBe(true);
    expect(exportable('https://a.example|odoo17|6', 'https://a.example|odoo17|2')).toBe(false);
    expect(exportable('https://a.example|odoo17|6', null)).toBe(false);
  });
});
