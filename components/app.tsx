import { useState } from 'react';
import { ContextBar } from './context-bar';
import { GrantOrigin } from './grant-origin';
import { SettingsView } from './settings-view';
import { useWorker } from './use-worker';

type View = 'home' | 'settings';

export function App({ tabId }: { tabId?: number }) {
  const { client, status, error, connected, clearError } = useWorker(tabId);
  const [view, setView] = useState<View>('home');

  return (
    <div className="app" data-connected={connected}>
      <header className="top">
        <h1>Weft</h1>
        <nav>
          <button aria-pressed={view === 'home'} onClick={() => setView('home')}>Assistant</button>
          <button aria-pressed={view === 'settings'} onClick={() => setView('settings')}>Settings</button>
        </nav>
      </header>
      {error && (
        <p className="error banner" role="alert">
          {error} <button onClick={clearError}>Dismiss</button>
        </p>
      )}
      {view === 'settings' ? (
        <SettingsView client={client} />
      ) : (
        <main>
          {status && !status.granted && status.activeOrigin !== null ? (
            <GrantOrigin origin={status.activeOrigin} client={client} />
          ) : status && !status.granted ? (
            <GrantOrigin origin={null} client={client} />
          ) : (
            <ContextBar status={status} />
          )}
        </main>
      )}
    </div>
  );
}
