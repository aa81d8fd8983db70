import { useState } from 'react';
import type { Conversation } from '@/lib/db';
import { ConversationList } from './conversation-list';
import { useI18n } from './use-i18n';
import { deleteConversation, renameConversation } from './use-conversations';

interface Props {
  identity: string | null;
  conversations: Conversation[];
  /** The selected conversation, also when it is older than the newest ones listed. */
  current?: Conversation;
  selectedId: string | null;
  onSelect: (id: string | null) => void;
  /** A turn runs in the selected conversation: it cannot be deleted now. */
  busy: boolean;
}

/** Compact conversation switcher: the current one (opening a searchable list with dates), new, rename, delete. */
export function ConversationPicker({ identity, conversations, current, selectedId, onSelect, busy }: Props) {
  const { t } = useI18n();
  const [mode, setMode] = useState<'pick' | 'rename' | 'delete'>('pick');
  const [title, setTitle] = useState('');
  const [listOpen, setListOpen] = useState(false);
  const selected = current?.id === selectedId ? current : conversations.find((c) => c.id === selectedId);

  if (mode === 'rename' && selected) {
    const save = async () => {
      if (title.trim()) await renameConversation(selected.id, title.trim());
      setMode('pick');
    };
    return (
      <form className="conversation-picker" onSubmit={(e) => (e.preventDefault(), void save())}>
        <input aria-label={t('conv.name')} value={title} autoFocus onChange={(e) => setTitle(e.target.value)}
          onKeyDown={(e) => e.key === 'Escape' && setMode('pick')} />
        <button type="submit">{t('conv.save')}</button>
        <button type="button" onClick={() => setMode('pick')}>{t('conv.cancel')}</button>
      </form>
    );
  }
  if (mode === 'delete' && selected) {
    return (
      <div className="conversation-picker" role="group" aria-label={t('conv.deleteLabel')}>
        <span className="grow">{t('conv.deleteAsk', { title: selected.title })}</span>
        <button type="button" className="danger" onClick={() => void deleteConversation(selected.id).then(() => (onSelect(null), setMode('pick')))}>{t('conv.delete')}</button>
        <button type="button" onClick={() => setMode('pick')}>{t('conv.keep')}</button>
      </div>
    );
  }
  return (
    <div className="conversation-picker">
      <button type="button" className="conversation-current" aria-haspopup="dialog" aria-expanded={listOpen}
        title={t('conv.yours')} onClick={() => setListOpen(!listOpen)}>
        <span className="title">{selected ? selected.title || t('conv.untitled') : t('conv.new')}</span> ▾
      </button>
      {listOpen && <ConversationList identity={identity} selectedId={selectedId} onSelect={onSelect} onClose={() => setListOpen(false)} />}
      <button type="button" className="small-button icon" aria-label={t('conv.newShort')} title={t('conv.new')} onClick={() => onSelect(null)} disabled={!selectedId}>+</button>
      <button type="button" className="small-button icon" aria-label={t('conv.rename')} title={t('conv.rename')} disabled={!selected}
        onClick={() => (setTitle(selected?.title ?? ''), setMode('rename'))}>✎</button>
      <button type="button" className="small-button icon" aria-label={t('conv.delete')} title={busy ? t('conv.wait') : t('conv.delete')} disabled={!selected || busy}
        onClick={() => setMode('delete')}>✕</button>
    </div>
  );
}
