import { useLiveSettings } from './use-live-settings';
import type { PanelClient } from '@/lib/messaging/panel-client';

/** The Odoo sites Weft may use, each with Revoke; read live, so a grant from elsewhere shows. */
export function GrantedOrigins({ client }: { client: PanelClient }) {
  const settings = useLiveSettings(client);
  const origins = settings?.grantedOrigins ?? [];
  return (
    <>
      <h3>Odoo sites Weft may use</h3>
      {origins.length === 0 && <p className="muted">None yet.</p>}
      <ul className="origins">
        {origins.map((origin) => (
          <li key={origin}>
            {origin}{' '}
            <button type="button" className="small-button" onClick={() => client.send({ type: 'origin/revoke', origin })}>Revoke</button>
          </li>
        ))}
      </ul>
    </>
  );
}
