import { useEffect, useState } from 'react';
import type { PanelStatus } from '@/lib/messaging';
import type { PanelClient } from '@/lib/messaging/panel-client';
import { updateSettings } from '@/lib/settings';
import { ApiKeyLink, ConnectionResult } from './api-key-field';
import { ContextBar } from './context-bar';
import { GrantOrigin } from './grant-origin';
import { useApiCheck } from './use-api-check';

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
    <section className="onboarding" aria-label="Set up Weft">
      <h2>Welcome to Weft</h2>
      <p className="muted">An assistant beside Odoo that reads and changes your data with your own login. It asks before every change, and you can undo.</p>
      <ol className="steps">
        <li className="step" data-done={keyDone}>
          <h3>1. Connect to Claude</h3>
          {keyDone ? (
            <p className="ok-text small">Your API key is saved.</p>
          ) : (
            <form onSubmit={(e) => (e.preventDefault(), void saveKey())}>
              <label>
                Anthropic API key
                <input type="password" autoComplete="off" placeholder="sk-ant-…" value={key} onChange={(e) => setKey(e.target.value)} />
              </label>
              <ApiKeyLink />
              <button className="primary" type="submit" disabled={!key.trim() || api.checking}>
                {api.checking ? 'Testing…' : 'Save and test'}
              </button>
              <ConnectionResult result={api.result} />
              {api.result && !api.result.ok && (
                <p className="small">
                  Using a gateway? Set its address in <button type="button" className="link" onClick={onOpenSettings}>Settings</button>, or{' '}
                  <button type="button" className="link" onClick={onKeySaved}>keep this key anyway</button>.
                </p>
              )}
            </form>
          )}
        </li>
        <li className="step" data-done={odooDone}>
          <h3>2. Allow Weft on your Odoo</h3>
          {odooDone ? (
            <>
              <p className="ok-text small">Weft may use your Odoo.</p>
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
