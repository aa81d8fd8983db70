import { useEffect, useState } from 'react';
import { mutedProbes } from '@/lib/suggest/muted';
import { useI18n } from './use-i18n';

/** Suggestions the user said never to show again ("Don't suggest this again"), each undoable here. */
export function MutedProbes() {
  const { t } = useI18n();
  const [ids, setIds] = useState<string[] | null>(null);
  useEffect(() => void mutedProbes.list().then(setIds), []);
  if (!ids?.length) return null;
  const allow = async (id: string) => {
    await mutedProbes.remove(id);
    setIds(await mutedProbes.list());
  };
  return (
    <>
      <h3>{t('muted.title')}</h3>
      <ul className="origins">
        {ids.map((id) => (
          <li key={id}>
            {id.replace(/-/g, ' ')}{' '}
            <button type="button" onClick={() => void allow(id)}>{t('muted.allow')}</button>
          </li>
        ))}
      </ul>
    </>
  );
}
