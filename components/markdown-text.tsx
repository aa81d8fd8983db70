import { memo, useMemo } from 'react';
import { renderMarkdown } from './markdown';

/** The model's markdown, sanitised (see markdown.ts) before it reaches innerHTML. */
export const MarkdownText = memo(function MarkdownText({ text }: { text: string }) {
  const html = useMemo(() => renderMarkdown(text), [text]);
  return <div className="md" dangerouslySetInnerHTML={{ __html: html }} />;
});
