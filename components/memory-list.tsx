import { useLiveQuery } from 'dexie-react-hooks';
import { listMemory, removeMemory } from '@/lib/agent/memory';
import { db } from '@/lib/db';

/** What the user asked Weft to remember ("remember: …" in the chat), with a way to forget each. */
export function MemoryList({ identity }: { identity: string | null }) {
  const items = useLiveQuery(() => (identity ? listMemory(db, identity) : []), [identity]);
  if (!items) return null;
  return (
    <>
      <h3>Remembered</h3>
      {items.length === 0 && <p className="muted">Nothing yet. Type “remember: …” in the chat to add a fact or preference.</p>}
      <ul className="origins">
        {items.map((item) => (
          <li key={item.id}>
            {item.text}{' '}
            <button type="button" onClick={() => void removeMemory(db, item.id)}>Forget</button>
          </li>
        ))}
      </ul>
    </>
  );
}
