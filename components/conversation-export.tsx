import { conversationJson, conversationMarkdown } from '@/lib/agent/conversation-export';
import type { Conversation, Message } from '@/lib/db';
import { useI18n } from './use-i18n';

/** Downloads the conversation shown, with its tool calls: Markdown to read, JSON for tools. */
export function ConversationExport({ conversation, messages }: { conversation: Conversation; messages: readonly Message[] }) {
  const { t } = useI18n();
  const download = (format: 'md' | 'json') => {
    const body = format === 'md' ? conversationMarkdown(conversation, messages) : conversationJson(conversation, messages);
    const url = URL.createObjectURL(new Blob([body], { type: format === 'md' ? 'text/markdown' : 'application/json' }));
    const link = Object.assign(document.createElement('a'), { href: url, download: `weft-conversation-${new Date(conversation.createdAt).toISOString().slice(0, 10)}.${format}` });
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };
  return (
    <p className="conversation-export small muted" data-testid="conversation-export">
      {t('export.conversation')} <button type="button" className="link" onClick={() => download('md')}>Markdown</button>{' '}
      <button type="button" className="link" onClick={() => download('json')}>JSON</button>
    </p>
  );
}
