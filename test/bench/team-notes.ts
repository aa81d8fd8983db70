// 10,000 trail notes among many other messages, for the team view's figure (test/bench/team.ts):
// on the Odoo stand-in (straight into its database) or on a real Odoo (batched mail.message creates
// as admin, on scratch contacts named SCRATCH so `--clean` finds and removes them all).
// `npx tsx test/bench/team-notes.ts --clean` with ODOO_URL, ODOO_DB: removes what a run left behind;
// `--stand-in`: an Odoo 17 stand-in filled so, its {"url"} on the first line, serving until killed.
import { english } from '@/lib/i18n';
import type { OdooClient } from '@/lib/odoo';
import { trailNote } from '@/lib/ops/trail';
import type { JournalEntry } from '@/lib/ops/types';
import type { StandInDb } from '../stand-ins/odoo/server';

export const SCRATCH = 'weft-team-bench';
export const NOTES = 10_000;
/** Other messages per trail note: chatter notes, and tracking notifications, as a busy database has. */
export const OTHERS_PER_NOTE = 4;
const RECORDS = 200;
const BATCH = 1_000;

/** The body of one trail note, as lib/ops/trail.ts writes it for a phone change. */
function noteBody(i: number, by: string): string {
  const entry = {
    kind: 'write', model: 'res.partner', recordIds: [1], undoable: true, labels: { phone: 'Phone' },
    before: { 1: { phone: `+1 555 ${String(i).padStart(4, '0')}` } }, after: { 1: { phone: `+1 555 ${String(i + 1).padStart(4, '0')}` } },
  } as unknown as JournalEntry;
  return trailNote(entry, 1, { phone: { type: 'char', string: 'Phone' } } as never, english, by);
}

interface Message {
  model: string;
  res_id: number;
  body: string;
  message_type: 'comment' | 'notification';
  subtype_id: number;
  author_id: number;
}

/** The messages in creation order: each trail note after OTHERS_PER_NOTE others, so they are spread through the table. */
export function* messages(recordIds: number[], authors: Array<{ id: number; name: string }>, subtypes: { note: number; comment: number }): Generator<Message> {
  for (let i = 0; i < NOTES; i++) {
    const res_id = recordIds[i % recordIds.length]!;
    const author = authors[i % authors.length]!;
    for (let k = 0; k < OTHERS_PER_NOTE; k++) {
      yield k % 2
        ? { model: 'res.partner', res_id, body: `<p>Called back about order ${i}-${k}, they will confirm next week.</p>`, message_type: 'comment', subtype_id: subtypes.note, author_id: author.id }
        : { model: 'res.partner', res_id, body: '', message_type: 'notification', subtype_id: subtypes.comment, author_id: author.id };
    }
    yield { model: 'res.partner', res_id, body: noteBody(i, author.name), message_type: 'comment', subtype_id: subtypes.note, author_id: author.id };
  }
}

/** Fills the stand-in's database (its note subtype is 2, comment 1; admin's partner 3, demo's 7 as seeded). */
export function fillStandIn(db: StandInDb): void {
  const base = db.get('res.partner', 5)!;
  const { id: _id, ...partner } = base;
  const ids = Array.from({ length: RECORDS }, (_, i) => db.create('res.partner', { ...partner, name: `${SCRATCH} ${i}` }).id);
  const authors = db.records('res.users').filter((u) => u.active).map((u) => ({ id: Number(u.partner_id), name: String(u.name) }));
  const now = Date.now();
  let n = 0;
  for (const m of messages(ids, authors, { note: 2, comment: 1 })) {
    db.create('mail.message', { ...m, record_name: `${SCRATCH} ${m.res_id}`, date: new Date(now - (NOTES * (OTHERS_PER_NOTE + 1) - n++) * 1000).toISOString().slice(0, 19).replace('T', ' '), subject: false });
  }
}

/** Fills a real Odoo as admin: the scratch contacts, then the messages in batches; returns the contacts' ids. */
export async function fillReal(admin: OdooClient, demoLogin = 'demo'): Promise<number[]> {
  const ids = await admin.callKw<number[]>('res.partner', 'create', [Array.from({ length: RECORDS }, (_, i) => ({ name: `${SCRATCH} ${i}` }))]);
  const users = await admin.searchRead('res.users', { domain: [['login', 'in', ['admin', demoLogin]]], fields: ['partner_id', 'name'] });
  const authors = users.records.map((u) => ({ id: Array.isArray(u.partner_id) ? Number(u.partner_id[0]) : Number((u.partner_id as { id: number }).id), name: String(u.name) }));
  const subtypes = await noteSubtypes(admin);
  let batch: Message[] = [];
  const flush = async () => {
    if (batch.length) await admin.callKw('mail.message', 'create', [batch], { context: { mail_create_nosubscribe: true } });
    batch = [];
  };
  for (const m of messages(ids, authors, subtypes)) {
    batch.push(m);
    if (batch.length === BATCH) await flush();
  }
  await flush();
  return ids;
}

/** The ids of Odoo's note and comment subtypes, by their xml ids. */
async function noteSubtypes(admin: OdooClient): Promise<{ note: number; comment: number }> {
  const found = await admin.searchRead('ir.model.data', { domain: [['module', '=', 'mail'], ['name', 'in', ['mt_note', 'mt_comment']]], fields: ['name', 'res_id'] });
  const id = (name: string) => Number(found.records.find((r) => r.name === name)?.res_id);
  return { note: id('mt_note'), comment: id('mt_comment') };
}

/** Removes every scratch contact of this bench and all messages on them (a run's own, or one left behind). */
export async function cleanReal(admin: OdooClient): Promise<number> {
  const partners = await admin.callKw<number[]>('res.partner', 'search', [[['name', '=like', `${SCRATCH} %`]]], { context: { active_test: false } });
  if (!partners.length) return 0;
  for (;;) {
    const batch = await admin.callKw<number[]>('mail.message', 'search', [[['model', '=', 'res.partner'], ['res_id', 'in', partners]]], { limit: 5_000 });
    if (!batch.length) break;
    await admin.callKw('mail.message', 'unlink', [batch]);
  }
  await admin.callKw('res.partner', 'unlink', [partners]);
  return partners.length;
}

if (import.meta.url === `file://${process.argv[1]}` && process.argv.includes('--stand-in')) {
  const { startOdooStandIn } = await import('../stand-ins/odoo/server');
  const odoo = await startOdooStandIn({ version: 17 });
  fillStandIn(odoo.db);
  console.log(JSON.stringify({ url: odoo.url }));
}

if (import.meta.url === `file://${process.argv[1]}` && process.argv.includes('--clean')) {
  const { loginClient } = await import('../odoo-login');
  const { client } = await loginClient({ url: process.env.ODOO_URL!, db: process.env.ODOO_DB!, login: process.env.ODOO_LOGIN ?? 'admin', password: process.env.ODOO_PASSWORD ?? 'admin' });
  console.log(`removed ${await cleanReal(client)} scratch contacts and their messages`);
}
