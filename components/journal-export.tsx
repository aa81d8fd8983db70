import Dexie from 'dexie';
import { db, exportable } from '@/lib/db';
import { toCsv, toJson } from '@/lib/ops/export';
import { turnAudits } from '@/lib/agent/turn-audit';
import type { JournalEntry } from '@/lib/ops/types';
import { useI18n } from './use-i18n';
import { inWords } from '@/lib/i18n';

/**
 * Downloads the journal as an audit log: JSON for tools, CSV for a bookkeeper's spreadsheet. The
 * signed-in user's entries, and those written before identities (shown nowhere else); never
 * another user's of this browser. Each turn of the user's conversations comes with it: the request,
 * its tool calls (input, round trips, duration, rows, cut), the model and tokens (lib/agent/turn-audit.ts).
 */
export function JournalExport({ identity }: { identity: string | null }) {
  const i18n = useI18n();
  const { t } = i18n;
  const download = async (format: 'json' | 'csv') => {
    const all = (await db.operations.orderBy('createdAt').toArray()) as JournalEntry[];
    const entries = all.filter((e) => exportable(e.identity, identity));
    // Every turn of this user's conversations, with or without a change: what was asked, what ran, what it cost.
    const conversations = identity ? await db.conversations.where('[identity+updatedAt]').between([identity, Dexie.minKey], [identity, Dexie.maxKey]).primaryKeys() : [];
    const messages = await Promise.all(conversations.map((id) => db.messages.where('[conversationId+createdAt]').between([id, Dexie.minKey], [id, Dexie.maxKey]).toArray()));
    const turns = turnAudits(messages.flat());
    // The CSV says each stored sentence (a note, why it failed) in the reader's language; the JSON keeps them as data.
    const body = format === 'json' ? toJson(entries, turns) : toCsv(inWords(entries, i18n), turns);
    const url = URL.createObjectURL(new Blob([body], { type: format === 'json' ? 'application/json' : 'text/csv' }));
    const link = Object.assign(document.createElement('a'), { href: url, download: `weft-changes-${new Date().toISOString().slice(0, 10)}.${format}` });
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };
  return (
    <div className="journal-export small">
      {t('export.label')} <button type="button" className="link" onClick={() => void download('csv')}>CSV</button>{' '}
      <button type="button" className="link" onClick={() => void download('json')}>JSON</button>
    </div>
  );
}
