import { useLiveQuery } from 'dexie-react-hooks';
import { useState } from 'react';
import { db as weftDb, type WeftDb } from '@/lib/db';
import type { PanelClient } from '@/lib/messaging/panel-client';
import { visibleSuggestions } from '@/lib/suggest/store';
import { useI18n } from './use-i18n';
import { SuggestionCard } from './suggestion-card';

interface Props {
  /** The identity signed in to the Odoo beside the panel; null: nothing to show. */
  identity: string | null;
  client: Pick<PanelClient, 'send'>;
  db?: WeftDb;
}

const MAX_SHOWN = 3;

/** The signed-in user's suggestions for the Odoo beside the panel, newest first, from the database (live). */
export function SuggestionList({ identity, client, db = weftDb }: Props) {
  const suggestions = useLiveQuery(() => (identity ? visibleSuggestions(db, identity) : []), [identity, db], []);
  const { t } = useI18n();
  const [all, setAll] = useState(false);
  if (!suggestions.length) return null;
  const hidden = all ? 0 : Math.max(0, suggestions.length - MAX_SHOWN);
  return (
    <section className="suggestions" aria-label={t('suggest.label')}>
      {suggestions.slice(0, suggestions.length - hidden).map((s) => (
        <SuggestionCard key={s.id} suggestion={s} client={client} />
      ))}
      {hidden > 0 && (
        <button type="button" className="link suggestions-more" onClick={() => setAll(true)}>
          {t('suggest.more', { count: hidden })}
        </button>
      )}
    </section>
  );
}
