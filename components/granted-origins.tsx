import { useLiveSettings } from './use-live-settings';
import type { PanelClient } from '@/lib/messaging/panel-client';
import { useI18n } from './use-i18n';

/** The Odoo sites Weft may use, each with Revoke; read live, so a grant from elsewhere shows. */
export function GrantedOrigins({ client }: { client: PanelClient }) {
  const { t } = useI18n();
  const settings = useLiveSettings(client);
  const origins = settings?.grantedOrigins ?? [];
  return (
    <>
      <h3>{t('origins.title')}</h3>
      {origins.length === 0 && <p className="muted">{t('origins.none')}</p>}
      <ul className="origins">
        {origins.map((origin) => (
          <li key={origin}>
            {origin}{' '}
            <button type="button" className="small-button" onClick={() => client.send({ type: 'origin/revoke', origin })}>{t('origins.revoke')}</button>
          </li>
        ))}
      </ul>
    </>
  );
}
