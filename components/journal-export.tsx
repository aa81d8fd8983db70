import { db, exportable } from '@/lib/db';
import { toCsv, toJson } from '@/lib/ops/export';
import type { JournalEntry } from '@/lib/ops/types';
import { useI18n } from './use-i18n';

/**
 * Downloads the journal as an audit log: JSON for tools, CSV for a bookkeeper's spreadsheet. The
 * signed-in user's entries, and those written before identities (shown nowhere else); never
 * another user's of this browser.
 */
export function JournalExport({ identity }: { identity: string | null }) {
  const { t } = useI18n();
  const download = async (format: 'json' | 'csv') => {
    const all = (await db.operations.orderBy('createdAt').toArray()) as JournalEntry[];
    const entries = all.filter((e) => exportable(e.identity, identity));
    const body = format === 'json' ? toJson(entries) : toCsv(entries);
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
