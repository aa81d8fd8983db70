import { useState } from 'react';
import type { Conversation } from '@/lib/db';
import { deleteConversation, renameConversation } from './use-conversations';

interface Props {
  conversations: Conversation[];
  selectedId: string | null;
  onSelect: (id: string | null) => void;
  /** A turn runs in the selected conversation: it cannot be deleted now. */
  busy: boolean;
}

/** Compact conversation switcher: a select, plus new, rename and delete. */
export function ConversationPicker({ conversations, selectedId, onSelect, busy }: Props) {
  const [mode, setMode] = useState<'pick' | 'rename' | 'delete'>('pick');
  const [title, setTitle] = useState('');
  const selected = conversations.find((c) => c.id === selectedId);

  if (mode === 'rename' && selected) {
    const save = async () => {
      if (title.trim()) await renameConversation(selected.id, title.trim());
      setMode('pick');
    };
    return (
      <form className="conversation-picker" onSubmit={(e) => (e.preventDefault(), void save())}>
        <input aria-label="Conversation name" value={title} autoFocus onChange={(e) => setTitle(e.target.value)}
          onKeyDown={(e) => e.key === 'Escape' && setMode('pick')} />
        <button type="submit">Save</button>
        <button type="button" onClick={() => setMode('pick')}>Cancel</button>
      </form>
    );
  }
  if (mode === 'delete' && selected) {
    return (
      <div className="conversation-picker" role="group" aria-label="Delete conversation">
        <span className="grow">Delete “{selected.title}”? Its changes stay in Changes.</span>
        <button type="button" className="danger" onClick={() => void deleteConversation(selected.id).then(() => (onSelect(null), setMode('pick')))}>Delete</button>
        <button type="button" onClick={() => setMode('pick')}>Keep</button>
      </div>
    );
  }
  return (
    <div className="conversation-picker">
      <select aria-label="Conversation" value={selectedId ?? ''} onChange={(e) => onSelect(e.target.value || null)}>
        <option value="">New conversation</option>
        {conversations.map((c) => <option key={c.id} value={c.id}>{c.title || 'Untitled'}</option>)}
      </select>
      <button type="button" className="small-button" onClick={() => onSelect(null)} disabled={!selectedId}>New</button>
      <button type="button" className="small-button" disabled={!selected}
        onClick={() => (setTitle(selected?.title ?? ''), setMode('rename'))}>Rename</button>
      <button type="button" className="small-button" disabled={!selected || busy} title={busy ? 'Wait for the reply to finish' : undefined}
        onClick={() => setMode('delete')}>Delete</button>
    </div>
  );
}
