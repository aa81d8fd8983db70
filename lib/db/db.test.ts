import { describe, expect, it } from 'vitest';
import Dexie from 'dexie';
import { WeftDb, newId } from './db';

describe('WeftDb', () => {
  it('creates the schema with its seven tables', async () => {
    const d = new WeftDb('t-schema');
    await d.open();
    expect(d.verno).toBe(3);
    expect(d.tables.map((t) => t.name).sort()).toEqual(['confirms', 'conversations', 'files', 'memory', 'messages', 'operations', 'suggestions']);
    expect(d.files.schema.indexes.map((i) => i.name)).toContain('conversationId');
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

  it('opens a database written by v1 when the code declares a later version', async () => {
    const v1 = new WeftDb('t-migrate');
    await v1.memory.add({ id: 'm1', text: 'I work on the Athens partners', kind: 'fact', createdAt: 1 });
    v1.close();
    class Later extends WeftDb {
      constructor() {
        super('t-migrate');
        this.version(99).stores({ memory: 'id, createdAt, kind' });
      }
    }
    const v2 = new Later();
    expect((await v2.memory.get('m1'))?.text).toBe('I work on the Athens partners');
    expect(v2.verno).toBe(99);
    v2.close();
  });
});
