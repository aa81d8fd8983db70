import { useLiveQuery } from 'dexie-react-hooks';
import { listMemory, removeMemory } from '@/lib/agent/memory';
import { db } from '@/lib/db';
import { useI18n } from './use-i18n';

/** What the user asked Weft to remember ("remember: …" in the chat), with a way to forget each. */
export function MemoryList({ identity }: { identity: string | null }) {
  const { t } = useI18n();
  const items = useLiveQuery(() => (identity ? listMemory(db, identity) : []), [identity]);
  if (!items) return null;
  return (
    <>
      <h3>{t('memory.title')}</h3>
      {items.length === 0 && <p className="muted">{t('memory.none')}</p>}
      <ul className="origins">
        {items.map((item) => (
          <li key={item.id}>
            {item.text}{' '}
            <button type="button" onClick={() => void removeMemory(db, item.id)}>{t('memory.forget')}</button>
          </li>
        ))}
      </ul>
    </>
  );
}
