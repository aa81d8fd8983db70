import { afterEach, describe, expect, it } from 'vitest';
import { db, newId } from './db';
import { readConversation, startFirstRead, takeFirstRead } from './conversation-read';

const usage = { input: 0, cacheRead: 0, cacheWrite: 0, output: 0 };

async function seed(identity: string, texts: string[]): Promise<string> {
  const id = newId();
  await db.conversations.put({ id, title: 't', origin: 'https://odoo.example', identity, createdAt: 1, updatedAt: 1, usage });
  for (const [i, text] of texts.entries()) {
    await db.messages.put({ id: newId(), conversationId: id, turnId: 't', role: 'user', content: [{ type: 'text', text }], status: 'done', createdAt: 10 - i });
  }
  return id;
}
const texts = (read: { messages: { content: unknown[] }[] }) => read.messages.map((m) => (m.content[0] as { text: string }).text);

describe('readConversation', () => {
  afterEach(() => void takeFirstRead(null));

  it('reads the messages oldest first with the identity the row names', async () => {
    const id = await seed('https://odoo.example|db|2', ['c', 'b', 'a']);
    const read = await readConversation(id);
    expect(read.owner).toBe('https://odoo.example|db|2');
    expect(texts(read)).toEqual(['a', 'b', 'c']);
    expect(await readConversation('missing')).toEqual({ id: 'missing', owner: undefined, messages: [] });
  });

  it("hands the entry script's read out once, and only for the conversation it read", async () => {
    const id = await seed('https://odoo.example|db|2', ['x']);
    startFirstRead(id);
    await new Promise((r) => setTimeout(r, 50));
    expect(takeFirstRead('another')).toBeUndefined(); // asked for another conversation: dropped
    startFirstRead(id);
    await new Promise((r) => setTimeout(r, 50));
    expect(texts(takeFirstRead(id)!.read!)).toEqual(['x']);
    expect(takeFirstRead(id)).toBeUndefined(); // a second chat render reads the database itself
  });

  it('hands out a read still under way, to be taken when it lands', async () => {
    const id = await seed('https://odoo.example|db|2', ['y']);
    startFirstRead(id);
    const taken = takeFirstRead(id)!;
    expect(taken.read).toBeUndefined();
    expect(texts((await taken.done)!)).toEqual(['y']);
    expect(taken.read).toBe(await taken.done);
  });
});
