import { describe, expect, it } from 'vitest';
import { WeftDb, newId } from './db';
import { eraseAll, eraseIdentity, pruneConversations } from './erase';
import type { Operation } from './schema';

const DAY = 86_400_000;
const NOW = Date.UTC(2026, 10, 20);
const ME = 'https://acme.odoo.com|acme|2';
const OTHER = 'https://acme.odoo.com|acme|7';

/** A conversation of `identity`, last touched `age` days ago, with two messages, a file, a kept card, a question and placeholders. */
async function seedConversation(db: WeftDb, identity: string, age: number): Promise<string> {
  const id = newId();
  const at = NOW - age * DAY;
  await db.conversations.add({ id, title: `t${age}`, origin: 'https://acme.odoo.com', identity, createdAt: at, updatedAt: at, usage: { input: 0, output: 0, cacheRead: 0, cacheWrite: 0 } });
  for (const role of ['user', 'assistant'] as const) {
    await db.messages.add({ id: newId(), conversationId: id, turnId: 't', role, content: [{ type: 'text', text: 'Azure Interior owes 4,000' }], status: 'done', createdAt: at });
  }
  await db.files.add({ id: newId(), conversationId: id, name: 'a.pdf', mimeType: 'application/pdf', kind: 'pdf', size: 3, data: 'AAA', tokens: 1, createdAt: at });
  await db.confirms.add({ id: newId(), conversationId: id, turnId: 't', origin: 'https://acme.odoo.com', skill: 'update_records', spec: {}, argsHash: 'h', preview: {}, createdAt: at });
  await db.choices.add({ id: newId(), conversationId: id, turnId: 't', toolUseId: 'toolu_1', question: 'Which?', model: 'res.partner', options: [{ id: 6, label: 'Deco Addict' }, { id: 13, label: 'Deco Addict, Addison Olson' }], status: 'answered', answer: 1, createdAt: at });
  await db.veils.put({ conversationId: id, identity, entries: [{ kind: 'email', n: 1, value: 'bob@x.com', key: 'bob@x.com' }], updatedAt: at });
  return id;
}

async function seedIdentity(db: WeftDb, identity: string) {
  const op = { id: newId(), conversationId: 'c', turnId: 't', skill: 's', origin: 'https://acme.odoo.com', identity, model: 'res.partner', recordIds: [1], displayNames: {}, kind: 'write', before: {}, after: {}, status: 'done', undoable: true, createdAt: NOW, updatedAt: NOW } satisfies Operation;
  await db.operations.add(op);
  await db.suggestions.add({ id: newId(), origin: 'https://acme.odoo.com', identity, probe: 'p', recordKey: 'res.partner:1', title: 'x', why: 'y', action: null, dataHash: 'h', status: 'new', createdAt: NOW - 100 * DAY });
  await db.memory.add({ id: newId(), identity, text: 'I handle Athens', kind: 'fact', createdAt: NOW });
  await db.spend.put({ identity, day: '2026-11-20', dollars: 0.42, tokens: 12_000 });
}

const counts = async (db: WeftDb) => Object.fromEntries(await Promise.all(db.tables.map(async (t) => [t.name, await t.count()] as const)));

describe('retention of conversations', () => {
  it('deletes conversations untouched for longer than the days, with their messages, files and cards; keeps the rest', async () => {
    const db = new WeftDb(`erase-${newId()}`);
    const old = await seedConversation(db, ME, 40);
    const recent = await seedConversation(db, ME, 5);
    const running = await seedConversation(db, OTHER, 60);
    await seedIdentity(db, ME);
    const erased = await pruneConversations(db, 30, { now: NOW, keep: [running] });
    expect(erased).toMatchObject({ conversations: 1, messages: 2, files: 1, confirms: 1, choices: 1, suggestions: 1, operations: 0 });
    expect((await db.conversations.toCollection().primaryKeys()).sort()).toEqual([recent, running].sort());
    expect(await db.messages.where('conversationId').equals(old).count()).toBe(0);
    expect(await db.veils.get(old)).toBeUndefined();
    expect(await db.veils.count()).toBe(2);
    expect(await db.files.where('conversationId').equals(recent).count()).toBe(1);
    // The change log has its own retention (lib/ops journal.prune); memory is kept until forgotten.
    expect(await db.operations.count()).toBe(1);
    expect(await db.memory.count()).toBe(1);
    db.close();
  });
});

describe('delete all Weft data', () => {
  it('for one identity: its conversations, journal, suggestions and memory; another user’s stay', async () => {
    const db = new WeftDb(`erase-${newId()}`);
    await seedConversation(db, ME, 1);
    await seedConversation(db, ME, 2);
    const theirs = await seedConversation(db, OTHER, 1);
    await seedIdentity(db, ME);
    await seedIdentity(db, OTHER);
    const erased = await eraseIdentity(db, ME);
    expect(erased).toEqual({ conversations: 2, messages: 4, files: 2, confirms: 2, choices: 2, operations: 1, suggestions: 1, memory: 1 });
    expect(await counts(db)).toEqual({ conversations: 1, messages: 2, files: 1, confirms: 1, choices: 1, operations: 1, suggestions: 1, memory: 1, veils: 1, spend: 2 });
    expect(await db.conversations.toCollection().primaryKeys()).toEqual([theirs]);
    expect((await db.memory.toArray()).map((m) => m.identity)).toEqual([OTHER]);
    db.close();
  });

  it('everything: every table empty, and the database still usable', async () => {
    const db = new WeftDb(`erase-${newId()}`);
    await seedConversation(db, ME, 1);
    await seedIdentity(db, ME);
    await seedIdentity(db, OTHER);
    const erased = await eraseAll(db);
    expect(erased).toMatchObject({ conversations: 1, messages: 2, operations: 2, memory: 2 });
    expect(Object.values(await counts(db)).every((n) => n === 0)).toBe(true);
    await seedConversation(db, ME, 0);
    expect(await db.conversations.count()).toBe(1);
    db.close();
  });
});
