import Dexie from 'dexie';
import { useLiveQuery } from 'dexie-react-hooks';
import { useState } from 'react';
import { db, type Conversation } from '@/lib/db';
import { useI18n } from './use-i18n';
import { relativeTime } from './format';

const PAGE = 50;

/**
 * The identity's conversations, newest first: the first `limit`, or those whose title has every
 * word of the query, from all of them (an indexed range read, titles matched as it goes, stopping
 * at `limit` matches), so a conversation from last year is found as well.
 */
export function listConversations(identity: string, words: string[], limit: number): Promise<Conversation[]> {
  const range = db.conversations.where('[identity+updatedAt]').between([identity, Dexie.minKey], [identity, Dexie.maxKey]).reverse();
  const matching = words.length ? range.filter((c) => words.every((w) => (c.title || 'Untitled').toLowerCase().includes(w))) : range;
  return matching.limit(limit).toArray();
}

interface Props {
  identity: string | null;
  selectedId: string | null;
  onSelect: (id: string | null) => void;
  onClose: () => void;
}

/** The conversations, newest first, with their dates and a search by title; more on request. */
export function ConversationList({ identity, selectedId, onSelect, onClose }: Props) {
  const i18n = useI18n();
  const { t } = i18n;
  const [query, setQuery] = useState('');
  const [limit, setLimit] = useState(PAGE);
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  const key = words.join(' ');
  const listed = useLiveQuery(async () => ({ key, rows: identity ? await listConversations(identity, words, limit) : [] }), [identity, key, limit]);
  // Until the query for these words answers, the previous answer stays (no blink to empty).
  const found = listed?.rows ?? [];
  const pick = (id: string | null) => {
    onSelect(id);
    onClose();
  };
  return (
    <div className="conversation-list" role="dialog" aria-label={t('conv.list')} onKeyDown={(e) => e.key === 'Escape' && onClose()}>
      <input type="search" aria-label={t('conv.search')} placeholder={t('conv.search')} autoFocus value={query}
        onChange={(e) => setQuery(e.target.value)}
        onKeyDown={(e) => e.key === 'Enter' && found[0] && pick(found[0].id)} />
      <ul>
        {!query && (
          <li><button type="button" className="conversation-item new" onClick={() => pick(null)}>+ {t('conv.new')}</button></li>
        )}
        {found.map((c) => (
          <li key={c.id}>
            <button type="button" className="conversation-item" aria-current={c.id === selectedId} onClick={() => pick(c.id)}>
              <span className="title">{c.title || t('conv.untitled')}</span>
              <time className="muted small" dateTime={new Date(c.updatedAt).toISOString()} title={i18n.fmt.dateTime(c.updatedAt)}>
                {relativeTime(c.updatedAt, Date.now(), i18n)}
              </time>
            </button>
          </li>
        ))}
        {listed?.key === key && found.length === 0 && query && <li className="muted small empty">{t('conv.noMatch', { query })}</li>}
        {found.length === limit && (
          <li><button type="button" className="conversation-item more" onClick={() => setLimit(limit + PAGE)}>{t('conv.more')}</button></li>
        )}
      </ul>
    </div>
  );
}
