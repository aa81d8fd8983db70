import { useEffect, useState } from 'react';
import type { WorkerEvent } from '@/lib/messaging';
import type { PanelClient } from '@/lib/messaging/panel-client';
import type { ConflictField } from '@/lib/ops/types';

/** The worker's answer to an undo, with the conflicting fields when there are some. */
export type UndoResult = Omit<Extract<WorkerEvent, { type: 'undo/result' }>, 'type' | 'operationId' | 'conflicts'> & {
  conflicts?: Record<string, ConflictField[]>;
};

/** The last undo/result per operation id, e.g. "Re-created as a new record #57". */
export function useUndoResults(client: Pick<PanelClient, 'on'>): Record<string, UndoResult> {
  const [results, setResults] = useState<Record<string, UndoResult>>({});
  useEffect(() => {
    const off = client.on((event) => {
      if (event.type !== 'undo/result') return;
      const { type: _, operationId, ...result } = event;
      setResults((r) => ({ ...r, [operationId]: result as UndoResult }));
    });
    return () => void off();
  }, [client]);
  return results;
}
