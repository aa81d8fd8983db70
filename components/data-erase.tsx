import { useEffect, useState } from 'react';
import type { PanelClient } from '@/lib/messaging/panel-client';
import { useI18n } from './use-i18n';

type Scope = 'identity' | 'everything';

/** "Delete my data" and "Delete everything", each after a second, explicit click; the worker deletes. */
export function DataErase({ client, signedIn }: { client: PanelClient; signedIn: boolean }) {
  const { t } = useI18n();
  const [asking, setAsking] = useState<Scope | null>(null);
  const [done, setDone] = useState(false);
  useEffect(() => {
    const off = client.on((event) => {
      if (event.type !== 'data/erased') return;
      setDone(true);
      // The panel's own remembered Odoo language goes with everything else.
      if (event.scope === 'everything') localStorage.clear();
      sessionStorage.clear(); // the selected conversation, which may be gone
    });
    return () => void off();
  }, [client]);
  const erase = (scope: Scope) => {
    setAsking(null);
    setDone(false);
    client.send({ type: 'data/erase', scope });
  };
  return (
    <>
      <h3>{t('data.title')}</h3>
      <div className="actions">
        <button type="button" disabled={!signedIn} onClick={() => setAsking('identity')}>{t('data.eraseIdentity')}</button>
        <button type="button" className="danger" onClick={() => setAsking('everything')}>{t('data.eraseAll')}</button>
      </div>
      {asking && (
        <div className="confirm-erase" role="alertdialog" aria-label={t(asking === 'identity' ? 'data.eraseIdentity' : 'data.eraseAll')}>
          <p>{t(asking === 'identity' ? 'data.confirmIdentity' : 'data.confirmAll')}</p>
          <div className="actions">
            <button type="button" className="danger" onClick={() => erase(asking)}>{t('data.confirm')}</button>
            <button type="button" onClick={() => setAsking(null)}>{t('data.cancel')}</button>
          </div>
        </div>
      )}
      {done && <p className="muted" role="status">{t('data.erased')}</p>}
    </>
  );
}
