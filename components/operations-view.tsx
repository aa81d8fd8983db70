import { JournalExport } from './journal-export';
import Dexie from 'dexie';
import { useLiveQuery } from 'dexie-react-hooks';
import { db, type Operation } from '@/lib/db';
import type { PanelClient } from '@/lib/messaging/panel-client';
import { textOf } from './format';
import { TurnGroup } from './turn-group';
import { useNow } from './use-now';
import { UNDO_SHORTCUT } from './use-undo-shortcut';
import type { UndoResult } from './use-undo-results';

interface Group { turnId: string; conversationTitle?: string; request?: string; ops: Operation[]; undos: Record<string, Operation> }

/**
 * The identity's newest 100 operations, in runs of the same turn, headed by the request that made
 * them. An undo is not a change of its own: it is shown under the change it undid.
 */
async function loadGroups(identity: string | null): Promise<Group[]> {
  if (!identity) return [];
  const all = await db.operations.where('[identity+createdAt]').between([identity, Dexie.minKey], [identity, Dexie.maxKey]).reverse().limit(100).toArray();
  const undos = Object.fromEntries(all.filter((o) => o.undoOf).map((o) => [o.undoOf!, o]));
  const ops = all.filter((o) => !o.undoOf);
  const groups: Group[] = [];
  for (const op of ops) {
    const last = groups.at(-1);
    if (last?.turnId === op.turnId) last.ops.push(op);
    else groups.push({ turnId: op.turnId, ops: [op], undos });
  }
  // The user's own words that started each turn.
  for (const g of groups) {
    const asked = await db.messages.where('turnId').equals(g.turnId).filter((m) => m.role === 'user').first();
    const words = asked ? textOf(asked.content).trim() : '';
    if (words) g.request = words.length > 140 ? `${words.slice(0, 139)}…` : words;
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
    return (
      <>
        <p className="muted empty">No changes yet. Every change the assistant makes in Odoo shows here and can be undone.</p>
        {/* Changes kept from before Weft knew who made them are in the export only. */}
        <JournalExport identity={identity} />
      </>
    );
  }
  return (
    <section className="operations" aria-label="Changes">
      <JournalExport identity={identity} />
      <p className="muted small">{UNDO_SHORTCUT} undoes the last change.</p>
      {groups.map((g) => (
        <TurnGroup key={`${g.turnId}-${g.ops[0]!.id}`} {...g} now={now} results={results} client={client} />
      ))}
    </section>
  );
}
