import { useLiveQuery } from 'dexie-react-hooks';
import { useMemo } from 'react';
import { db, type Choice } from '@/lib/db';

/** The conversation's questions with buttons (lib/agent/choices.ts), by the find_by_name call that asked each. */
export function useChoices(conversationId: string | null): ReadonlyMap<string, Choice> {
  const rows = useLiveQuery(() => (conversationId ? db.choices.where('conversationId').equals(conversationId).toArray() : []), [conversationId]);
  return useMemo(() => new Map((rows ?? []).map((c) => [c.toolUseId, c])), [rows]);
}
