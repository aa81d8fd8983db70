import { useEffect, useMemo, useState } from 'react';
import { connectPanel, type PanelClient } from '@/lib/messaging/panel-client';
import type { PanelStatus } from '@/lib/messaging';
import { useTurn } from './use-turn';
import { useUndoResults } from './use-undo-results';

export const KEEPALIVE_MS = 20_000;

/**
 * The panel's live link to the worker: the page status, the last error, the live turn, undo answers.
 * `opened`: a client connected before the app loaded (its hello answered meanwhile).
 */
export function useWorker(tabId?: number, opened?: PanelClient) {
  const client = useMemo(() => opened ?? connectPanel(tabId), [tabId, opened]);
  const [status, setStatus] = useState<PanelStatus | null>(() => client.status());
  const [error, setError] = useState<string | null>(null);
  const [connected, setConnected] = useState(false);
  const [prefill, setPrefill] = useState<{ text: string; at: number; ask?: boolean } | null>(null);
  // Held here, above the views, so switching to Settings or Changes mid-turn loses nothing.
  const turn = useTurn(client);
  const undoResults = useUndoResults(client);

  useEffect(() => {
    const off = client.on((event) => {
      if (event.type === 'status') setStatus(event.status);
      if (event.type === 'error') setError(event.message);
      if (event.type === 'pong') setConnected(true);
      if (event.type === 'composer/prefill') setPrefill({ text: event.text, at: Date.now(), ...(event.ask ? { ask: true } : {}) });
    });
    client.send({ type: 'ping', nonce: 'hello' });
    // The answer to the connect-time hello may have come before this listener existed.
    client.send({ type: 'context/get' });
    return () => {
      off();
      client.close();
    };
  }, [client]);

  // While a reply is written or a card waits, a message on the port every 20 s keeps the browser
  // from stopping the worker (it stops idle ones after 30 s); a card can be read at leisure.
  const busy = turn.running || turn.confirms.length > 0;
  useEffect(() => {
    if (!busy) return;
    const timer = setInterval(() => client.send({ type: 'ping', nonce: 'keepalive' }), KEEPALIVE_MS);
    return () => clearInterval(timer);
  }, [client, busy]);

  return { client, status, error, connected, clearError: () => setError(null), turn, undoResults, prefill };
}
