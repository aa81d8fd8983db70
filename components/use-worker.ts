import { useEffect, useMemo, useState } from 'react';
import { connectPanel } from '@/lib/messaging/panel-client';
import type { PanelStatus } from '@/lib/messaging';

/** The panel's live link to the worker: the page status and the last error it reported. */
export function useWorker(tabId?: number) {
  const client = useMemo(() => connectPanel(tabId), [tabId]);
  const [status, setStatus] = useState<PanelStatus | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [connected, setConnected] = useState(false);

  useEffect(() => {
    const off = client.on((event) => {
      if (event.type === 'status') setStatus(event.status);
      if (event.type === 'error') setError(event.message);
      if (event.type === 'pong') setConnected(true);
    });
    client.send({ type: 'ping', nonce: 'hello' });
    return () => {
      off();
      client.close();
    };
  }, [client]);

  return { client, status, error, connected, clearError: () => setError(null) };
}
