import { useState } from 'react';
import type { Conversation } from '@/lib/db';
import { relativeTime } from './format';

interface Props {
  conversations: Conversation[];
  selectedId: string | null;
  onSelect: (id: string | null) => void;
  onClose: () => void;
}

/** The conversations, newest first, with their dates and a search by title. */
export function ConversationList({ conversations, selectedId, onSelect, onClose }: Props) {
  const [query, setQuery] = useState('');
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  const found = conversations.filter((c) => words.every((w) => (c.title || 'Untitled').toLowerCase().includes(w)));
  const pick = (id: string | null) => {
    onSelect(id);
    onClose();
  };
  return (
    <div className="conversation-list" role="dialog" aria-label="Conversations" onKeyDown={(e) => e.key === 'Escape' && onClose()}>
      <input type="search" aria-label="Search conversations" placeholder="Search conversations" autoFocus value={query}
        onChange={(e) => setQuery(e.target.value)}
        onKeyDown={(e) => e.key === 'Enter' && found[0] && pick(found[0].id)} />
      <ul>
        {!query && (
          <li><button type="button" className="conversation-item new" onClick={() => pick(null)}>+ New conversation</button></li>
        )}
        {found.map((c) => (
          <li key={c.id}>
            <button type="button" className="conversation-item" aria-current={c.id === selectedId} onClick={() => pick(c.id)}>
              <span className="title">{c.title || 'Untitled'}</span>
              <time className="muted small" dateTime={new Date(c.updatedAt).toISOString()} title={new Date(c.updatedAt).toLocaleString()}>
                {relativeTime(c.updatedAt)}
              </time>
            </button>
          </li>
        ))}
        {found.length === 0 && <li className="muted small empty">No conversation matches “{query}”.</li>}
      </ul>
    </div>
  );
}
