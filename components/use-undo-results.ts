import { useEffect, useState } from 'react';
import type { WorkerEvent } from '@/lib/messaging';
import type { PanelClient } from '@/lib/messaging/panel-client';
import type { ConflictField } from '@/lib/ops/types';

/** The worker's answer to an undo, with the conflicting fields when there are some. */
export type UndoResult = Omit<Extract<WorkerEvent, { type: 'undo/result' }>, 'type' | 'operationId' | 'conflicts'> & {
  conflicts?: Record<string, ConflictField[]>;
  /** Counts answers, so the same sentence twice is still a new answer. */
  seq?: number;
};

/** The last undo/result per operation id, e.g. "Re-created as a new record #57". */
export function useUndoResults(client: Pick<PanelClient, 'on'>): Record<string, UndoResult> {
  const [results, setResults] = useState<Record<string, UndoResult>>({});
  useEffect(() => {
    let seq = 0;
    const off = client.on((event) => {
      if (event.type !== 'undo/result') return;
      const { type: _, operationId, ...result } = event;
      setResults((r) => ({ ...r, [operationId]: { ...(result as UndoResult), seq: ++seq } }));
    });
    return () => void off();
  }, [client]);
  return results;
}
