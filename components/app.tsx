import { useEffect, useState } from 'react';
import type { MessageKey } from '@/lib/i18n';
import type { PanelClient } from '@/lib/messaging/panel-client';
import { AccessBanner } from './access-banner';
import { ChatView } from './chat-view';
import { ContextBar } from './context-bar';
import { Onboarding } from './onboarding';
import { useUndoShortcut } from './use-undo-shortcut';
import { SuggestionList } from './suggestion-list';
import { useHasApiKey } from './use-has-api-key';
import { I18nProvider, useI18n } from './use-i18n';
import { useLanguageChoice } from './use-language-choice';
import { useLaterViews } from './use-later-views';
import { useWorker } from './use-worker';

type View = 'home' | 'changes' | 'team' | 'settings';


export function App({ tabId, client }: { tabId?: number; client?: PanelClient }) {
  const worker = useWorker(tabId, client);
  const [saved, setSaved] = useState(0);
  const language = useLanguageChoice(saved);
  return (
    <I18nProvider odooLang={worker.status?.user?.lang} choice={language}>
      <Panel worker={worker} onSettingsSaved={() => setSaved((n) => n + 1)} />
    </I18nProvider>
  );
}

function Panel({ worker, onSettingsSaved }: { worker: ReturnType<typeof useWorker>; onSettingsSaved: () => void }) {
  const { client, status, error, connected, clearError, turn, undoResults, prefill } = worker;
  const { t } = useI18n();
  const [view, setViewOnly] = useState<View>('home');
  const [keyVersion, setKeyVersion] = useState(0);
  const hasApiKey = useHasApiKey(keyVersion);
  // A key, not a sentence: a notice shown while the user's language changes follows it.
  const [notice, setNotice] = useState<MessageKey | null>(null);
  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(() => setNotice(null), 4000);
    return () => clearTimeout(timer);
  }, [notice]);

  // The signed-in Odoo user the panel shows; kept while the tab is elsewhere (mail, docs), so the
  // conversation stays in view until another Odoo user is signed in.
  // Starts from the status the first render has (the worker's hello, heard while the app loaded).
  const [lastIdentity, setLastIdentity] = useState<string | null>(() => status?.identity ?? null);
  useEffect(() => {
    if (status?.identity) setLastIdentity(status.identity);
  }, [status?.identity && JSON.stringify(status.identity)]);
  // Signed out of the Odoo beside the panel (or its session ended): the context bar says so once,
  // the conversation stays in view and the composer keeps a draft until someone signs in.
  const signedOut = !!status?.granted && !!status.context?.isOdoo && !status.identity && (!status.context.loggedIn || !!status.odooProblem);
  const sameOdoo = !!lastIdentity && !!status?.activeOrigin && lastIdentity.startsWith(`${status.activeOrigin}|`);
  const identity = status?.identity ?? (!status?.granted || (signedOut && sameOdoo) ? lastIdentity : null);
  useUndoShortcut(client, identity);
  // Signed in again: what was refused while signed out is past.
  useEffect(() => {
    if (status?.identity) clearError();
  }, [status?.identity]);

  const firstRun = hasApiKey === false || status?.anyGranted === false;
  // "Settings saved." speaks of the page it is on: leaving Settings clears it, so it never follows
  // the user into the chat or Changes.
  const setView = (next: View) => {
    if (next !== view) setNotice(null);
    setViewOnly(next);
  };
  const openSettings = () => setView('settings');
  const later = useLaterViews(view !== 'home');

  return (
    <div className="app" data-connected={connected}>
      <header className="top">
        <h1><img src="/icon/32.png" alt="" width="18" height="18" />Weft</h1>
        <nav>
          <button aria-pressed={view === 'home'} onClick={() => setView('home')}>{t('nav.assistant')}</button>
          <button aria-pressed={view === 'changes'} onClick={() => setView('changes')}>{t('nav.changes')}</button>
          <button aria-pressed={view === 'team'} onClick={() => setView('team')}>{t('team.nav')}</button>
          <button aria-pressed={view === 'settings'} onClick={openSettings}>{t('nav.settings')}</button>
        </nav>
      </header>
      {error && !signedOut && (
        <p className="error banner" role="alert">
          {error} <button onClick={clearError}>{t('app.dismiss')}</button>
        </p>
      )}
      {notice && view === 'settings' && <p className="banner ok-banner" role="status">{t(notice)}</p>}
      {view !== 'home' && !later ? (
        <main className="scroll" aria-busy="true" />
      ) : view === 'settings' && later ? (
        <main className="scroll">
          <later.SettingsView
            client={client}
            identity={identity}
            onSaved={() => {
              setKeyVersion((v) => v + 1);
              setNotice('app.settingsSaved');
              onSettingsSaved();
            }}
          />
        </main>
      ) : view === 'changes' && later ? (
        <main className="scroll">
          <later.OperationsView client={client} results={undoResults} identity={identity} />
        </main>
      ) : view === 'team' && later ? (
        <main className="scroll">
          <later.TeamActivity client={client} />
        </main>
      ) : firstRun ? (
        <main className="scroll">
          <Onboarding status={status} client={client} hasApiKey={hasApiKey} onKeySaved={() => setKeyVersion((v) => v + 1)} onOpenSettings={openSettings} />
        </main>
      ) : (
        <main>
          {status && !status.granted ? <AccessBanner status={status} client={client} /> : <ContextBar status={status} />}
          {status?.granted && <SuggestionList identity={status.identity ?? null} client={client} />}
          <ChatView
            client={client}
            turn={turn}
            prefill={prefill}
            context={status?.granted ? status.context : null}
            identity={identity}
            onOpenSettings={openSettings}
            undoResults={undoResults}
            signedOut={signedOut}
          />
        </main>
      )}
    </div>
  );
}
