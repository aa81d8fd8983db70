import { useEffect, useState } from 'react';
import type { PanelStatus } from '@/lib/messaging';
import type { PanelClient } from '@/lib/messaging/panel-client';
import { updateSettings } from '@/lib/settings';
import { ApiKeyLink, ConnectionResult } from './api-key-field';
import { ContextBar } from './context-bar';
import { GrantOrigin } from './grant-origin';
import { useApiCheck } from './use-api-check';
import { rich, useI18n } from './use-i18n';

interface Props {
  status: PanelStatus | null;
  client: PanelClient;
  hasApiKey: boolean | null;
  /** The key was saved and answered: the app reads it again. */
  onKeySaved: () => void;
  onOpenSettings: () => void;
}

/** First run, two steps at the top of the panel: a key that works, then access to the user's Odoo. */
export function Onboarding({ status, client, hasApiKey, onKeySaved, onOpenSettings }: Props) {
  const { t } = useI18n();
  const [key, setKey] = useState('');
  const api = useApiCheck(client);
  const keyDone = hasApiKey === true;
  const odooDone = status?.anyGranted === true;

  const saveKey = async () => {
    if (!key.trim()) return;
    await updateSettings({ apiKey: key.trim() });
    api.check();
  };
  const connected = api.result?.ok === true;
  useEffect(() => {
    if (connected) onKeySaved();
  }, [connected]);

  return (
    <section className="onboarding" aria-label={t('setup.label')}>
      <h2>{t('setup.welcome')}</h2>
      <p className="muted">{t('setup.intro')}</p>
      <ol className="steps">
        <li className="step" data-done={keyDone}>
          <h3>{t('setup.step1')}</h3>
          {keyDone ? (
            <p className="ok-text small">{t('setup.keySaved')}</p>
          ) : (
            <form onSubmit={(e) => (e.preventDefault(), void saveKey())}>
              <label>
                {t('key.label')}
                <input type="password" autoComplete="off" placeholder="sk-ant-…" value={key} onChange={(e) => setKey(e.target.value)} />
              </label>
              <ApiKeyLink />
              <button className="primary" type="submit" disabled={!key.trim() || api.checking}>
                {api.checking ? t('setup.testing') : t('setup.saveAndTest')}
              </button>
              <ConnectionResult result={api.result} />
              {api.result && !api.result.ok && (
                <p className="small">
                  {rich(t('setup.gateway'), {
                    settings: <button type="button" className="link" onClick={onOpenSettings}>{t('nav.settings')}</button>,
                    keep: <button type="button" className="link" onClick={onKeySaved}>{t('setup.keepKey')}</button>,
                  })}
                </p>
              )}
            </form>
          )}
        </li>
        <li className="step" data-done={odooDone}>
          <h3>{t('setup.step2')}</h3>
          {odooDone ? (
            <>
              <p className="ok-text small">{t('setup.odooAllowed')}</p>
              {status?.granted && <ContextBar status={status} />}
            </>
          ) : (
            <GrantOrigin origin={status?.looksLikeOdoo ? status.activeOrigin : null} client={client} />
          )}
        </li>
      </ol>
    </section>
  );
}
