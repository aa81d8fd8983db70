import { useCallback, useState } from 'react';
import type { PanelClient } from '@/lib/messaging/panel-client';
import { ChangesPages } from './changes-page';
import { ChangesWhere } from './changes-where';
import { JournalExport } from './journal-export';
import { useNow } from './use-now';
import { UNDO_SHORTCUT } from './use-undo-shortcut';
import type { UndoResult } from './use-undo-results';
import { useI18n } from './use-i18n';

/**
 * "Changes": the assistant's writes in Odoo, newest first, grouped by turn and headed by the
 * request that made them, each with Undo; a page at a time (changes-page.tsx). An undo is not a
 * change of its own: it is shown under the change it undid.
 */
export function OperationsView({ client, results, identity }: { client: Pick<PanelClient, 'send'>; results: Record<string, UndoResult>; identity: string | null }) {
  const { t } = useI18n();
  const now = useNow();
  const [empty, setEmpty] = useState<boolean | undefined>(undefined);
  const onEmpty = useCallback((value: boolean) => setEmpty(value), []);
  if (!identity || empty) {
    return (
      <>
        <p className="muted empty">{t('changes.none')}</p>
        {/* Changes kept from before Weft knew who made them are in the export only. */}
        <JournalExport identity={identity} />
        {/* Still watching: the first change made from now on shows up here. */}
        {identity && <div hidden><ChangesPages identity={identity} now={now} results={results} client={client} onEmpty={onEmpty} /></div>}
      </>
    );
  }
  return (
    <section className="operations" aria-label={t('nav.changes')}>
      <JournalExport identity={identity} />
      <ChangesWhere identity={identity} />
      <p className="muted small">{t('changes.shortcut', { shortcut: UNDO_SHORTCUT })}</p>
      <ChangesPages identity={identity} now={now} results={results} client={client} onEmpty={onEmpty} />
    </section>
  );
}
