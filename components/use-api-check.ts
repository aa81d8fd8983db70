import { useEffect, useState } from 'react';
import type { WorkerEvent } from '@/lib/messaging';
import type { PanelClient } from '@/lib/messaging/panel-client';

export type ApiChecked = Omit<Extract<WorkerEvent, { type: 'api/checked' }>, 'type'>;

/** "Test connection": the worker tries the saved key (only it holds it) and lists the models. */
export function useApiCheck(client: Pick<PanelClient, 'send' | 'on'>) {
  const [result, setResult] = useState<ApiChecked | null>(null);
  const [checking, setChecking] = useState(false);
  useEffect(() => {
    const off = client.on((event) => {
      if (event.type !== 'api/checked') return;
      const { type: _, ...checked } = event;
      setResult(checked);
      setChecking(false);
    });
    return () => void off();
  }, [client]);
  return {
    result,
    checking,
    check: () => {
      setChecking(true);
      setResult(null);
      client.send({ type: 'api/check' });
    },
  };
}
