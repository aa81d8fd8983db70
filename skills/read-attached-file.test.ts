import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId, WeftDb } from '@/lib/db';
import { fileBlocksOf } from '@/lib/files/blocks';
import { conversationFiles } from '@/lib/files/held-files';
import { runSkill } from '@/lib/skills/run-skill';
import { skillHarness, type SkillHarness } from '../test/skill-harness';
import readAttachedFile from './read-attached-file';

describe('read_attached_file', () => {
  let h: SkillHarness;
  let db: WeftDb;
  beforeAll(async () => {
    h = await skillHarness();
    db = new WeftDb('read-again-' + newId());
    await db.files.add({ id: 'f1', conversationId: 'c1', name: 'bill.pdf', mimeType: 'application/pdf', kind: 'pdf', size: 900, data: 'JVBERi0xLjQK', pages: 1, tokens: 1_600, createdAt: 1 });
  });
  afterAll(async () => {
    db.close();
    await h.close();
  });

  it('reads a file of the conversation again as its document block, marked as outside data; nothing reaches Odoo', async () => {
    h.ctx.files = conversationFiles(db, 'c1', async () => 50_000);
    const r = await h.run(readAttachedFile, { name: 'bill.pdf' });
    expect(r.json).toEqual({ source: 'weft:read_attached_file', file: '"bill.pdf" (PDF, 1 page, 900 B)', untrusted_record_data: true });
    expect(r.trips).toBe(0);
    expect(r.summary).toBe('Read bill.pdf again');
    const direct = await readAttachedFile.execute({ name: 'bill.pdf' }, h.ctx);
    expect(fileBlocksOf(direct)?.map((b) => b.type)).toEqual(['text', 'document']);
  });

  it('an unknown name is an error naming the files held; without a conversation (a probe) it says so', async () => {
    h.ctx.files = conversationFiles(db, 'c1', async () => 50_000);
    const wrong = await runSkill(readAttachedFile, { name: 'invoice.pdf' }, h.ctx);
    expect(wrong).toMatchObject({ isError: true, content: expect.stringContaining('It holds: "bill.pdf".') });
    delete h.ctx.files;
    expect(await runSkill(readAttachedFile, { name: 'bill.pdf' }, h.ctx)).toMatchObject({ isError: true, content: expect.stringContaining('No conversation files') });
  });
});
