import { useState } from 'react';
import { ChatView } from './chat-view';
import { ContextBar } from './context-bar';
import { GrantOrigin } from './grant-origin';
import { OperationsView } from './operations-view';
import { SettingsView } from './settings-view';
import { SuggestionList } from './suggestion-list';
import { useWorker } from './use-worker';

type View = 'home' | 'changes' | 'settings';

export function App({ tabId }: { tabId?: number }) {
  const { client, status, error, connected, clearError, turn, undoResults, prefill } = useWorker(tabId);
  const [view, setView] = useState<View>('home');

  return (
    <div className="app" data-connected={connected}>
      <header className="top">
        <h1>Weft</h1>
        <nav>
          <button aria-pressed={view === 'home'} onClick={() => setView('home')}>Assistant</button>
          <button aria-pressed={view === 'changes'} onClick={() => setView('changes')}>Changes</button>
          <button aria-pressed={view === 'settings'} onClick={() => setView('settings')}>Settings</button>
        </nav>
      </header>
      {error && (
        <p className="error banner" role="alert">
          {error} <button onClick={clearError}>Dismiss</button>
        </p>
      )}
      {view === 'settings' ? (
        <SettingsView client={client} identity={status?.identity ?? null} />
      ) : view === 'changes' ? (
        <main className="scroll">
          <OperationsView client={client} results={undoResults} identity={status?.identity ?? null} />
        </main>
      ) : (
        <main>
          {status && !status.granted && status.activeOrigin !== null ? (
            <GrantOrigin origin={status.activeOrigin} client={client} />
          ) : status && !status.granted ? (
            <GrantOrigin origin={null} client={client} />
          ) : (
            <>
              <ContextBar status={status} />
              <SuggestionList identity={status?.identity ?? null} client={client} />
              <ChatView
                client={client}
                turn={turn}
                prefill={prefill}
                context={status?.context ?? null}
                identity={status?.identity ?? null}
                onOpenSettings={() => setView('settings')}
              />
            </>
          )}
        </main>
      )}
    </div>
  );
}
