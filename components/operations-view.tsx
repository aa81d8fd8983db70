import { JournalExport } from './journal-export';
import Dexie from 'dexie';
import { useLiveQuery } from 'dexie-react-hooks';
import { db, type Operation } from '@/lib/db';
import type { PanelClient } from '@/lib/messaging/panel-client';
import { TurnGroup } from './turn-group';
import { useNow } from './use-now';
import type { UndoResult } from './use-undo-results';

interface Group { turnId: string; conversationTitle?: string; ops: Operation[] }

/** The identity's newest 100 operations, in runs of the same turn, with their conversation's title. */
async function loadGroups(identity: string | null): Promise<Group[]> {
  if (!identity) return [];
  const ops = await db.operations.where('[identity+createdAt]').between([identity, Dexie.minKey], [identity, Dexie.maxKey]).reverse().limit(100).toArray();
  const groups: Group[] = [];
  for (const op of ops) {
    const last = groups.at(-1);
    if (last?.turnId === op.turnId) last.ops.push(op);
    else groups.push({ turnId: op.turnId, ops: [op] });
  }
  const ids = [...new Set(ops.map((o) => o.conversationId))];
  const titles = new Map((await db.conversations.bulkGet(ids)).flatMap((c) => (c ? [[c.id, c.title] as const] : [])));
  for (const g of groups) g.conversationTitle = titles.get(g.ops[0]!.conversationId);
  return groups;
}

/** "Changes": the assistant's recent writes in Odoo, newest first, grouped by turn, each with Undo. */
export function OperationsView({ client, results, identity }: { client: Pick<PanelClient, 'send'>; results: Record<string, UndoResult>; identity: string | null }) {
  const groups = useLiveQuery(() => loadGroups(identity), [identity]);
  const now = useNow();
  if (!groups) return null;
  if (groups.length === 0) {
    return <p className="muted empty">No changes yet. Every change the assistant makes in Odoo shows here and can be undone.</p>;
  }
  return (
    <section className="operations" aria-label="Changes">
      <JournalExport />
      {groups.map((g) => (
        <TurnGroup key={`${g.turnId}-${g.ops[0]!.id}`} {...g} now={now} results={results} client={client} />
      ))}
    </section>
  );
}
