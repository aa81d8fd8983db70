import { afterEach, describe, expect, it } from 'vitest';
import { agentRig, freshDb, type AgentRig } from '../../test/agent-harness';
import { text } from '../../test/stand-ins/model/server';
import { addMemory, listMemory, MAX_MEMORY_ITEMS, parseRemember, removeMemory } from './memory';

describe('memory store', () => {
  it('adds, lists, de-duplicates, caps and removes items', async () => {
    const db = freshDb();
    const me = 'https://a.example|odoo17|2';
    const a = await addMemory(db, me, 'I handle the  Athens accounts');
    await addMemory(db, me, 'Always answer in French');
    // Another user of the same browser (or database) keeps their own list.
    await addMemory(db, 'https://a.example|odoo17|6', 'I am the demo user');
    expect((await listMemory(db, me)).map((m) => [m.text, m.kind])).toEqual([
      ['I handle the Athens accounts', 'fact'],
      ['Always answer in French', 'preference'],
    ]);
    await addMemory(db, me, 'i handle the athens accounts');
    expect(await listMemory(db, me)).toHaveLength(2);
    for (let i = 0; i < MAX_MEMORY_ITEMS + 5; i++) await addMemory(db, me, `fact ${i}`);
    const items = await listMemory(db, me);
    expect(items).toHaveLength(MAX_MEMORY_ITEMS);
    expect(items.at(-1)!.text).toBe(`fact ${MAX_MEMORY_ITEMS + 4}`);
    await removeMemory(db, items[0]!.id);
    expect(await listMemory(db, me)).toHaveLength(MAX_MEMORY_ITEMS - 1);
    expect((await listMemory(db, 'https://a.example|odoo17|6')).map((m) => m.text)).toEqual(['I am the demo user']);
    expect(a.id).toBeTruthy();
    db.close();
  });

  it('recognises "remember: …" and "remember that …" only at the start', () => {
    expect(parseRemember('remember: quotes go out on Fridays')).toBe('quotes go out on Fridays');
    expect(parseRemember('  Remember that I am the CFO')).toBe('I am the CFO');
    expect(parseRemember('Do you remember: the order?')).toBeUndefined();
    expect(parseRemember('remember:   ')).toBeUndefined();
    expect(parseRemember('remembering things')).toBeUndefined();
    expect(parseRemember('retiens : les devis partent le vendredi')).toBe('les devis partent le vendredi');
    expect(parseRemember('Recuerda: los presupuestos salen los viernes')).toBe('los presupuestos salen los viernes');
    expect(parseRemember('Merke dir: Angebote gehen freitags raus')).toBe('Angebote gehen freitags raus');
    expect(parseRemember('onthoud: offertes gaan op vrijdag de deur uit')).toBe('offertes gaan op vrijdag de deur uit');
    expect(parseRemember('retiens bien ceci')).toBeUndefined();
  });
});

let r: AgentRig;
afterEach(async () => r?.close());

describe('remember through the chat', () => {
  it('stores the user\'s words without a model call, then includes them in later requests', async () => {
    r = await agentRig();
    const first = await r.send('remember: my region is Greece');
    expect(await first.ended).toMatchObject({ status: 'done' });
    expect(r.model.requests).toHaveLength(0);
    expect(r.events).toContainEqual(expect.objectContaining({ type: 'turn/delta', text: expect.stringContaining('my region is Greece') }));

    r.model.script(text('Noted, Greece it is.'));
    await (await r.send('Which region do I cover?', first.conversationId)).ended;
    const dynamic = r.model.requests[0]!.body.system[1].text as string;
    expect(dynamic).toContain('- (fact) my region is Greece');
  });
});
