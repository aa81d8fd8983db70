import type { Conversation, Message } from '@/lib/db/schema';
import type { TurnAudit } from '@/lib/ops/export';
import { turnAudits } from './turn-audit';

// A conversation as the user takes it away: Markdown to read, JSON for tools, each turn with its
// request, answer, tool calls (input, Odoo round trips, duration, rows, cut), model and tokens.
// Real values throughout (personal-data placeholders are the model's, not the user's).

export function conversationJson(conversation: Conversation, messages: readonly Message[]): string {
  const { id, title, origin, createdAt, updatedAt, usage } = conversation;
  return JSON.stringify({ format: 'weft-conversation', version: 1, conversation: { id, title, origin, createdAt, updatedAt, usage }, turns: turnAudits(messages) }, null, 2);
}

export function conversationMarkdown(conversation: Conversation, messages: readonly Message[]): string {
  const out = [`# ${oneLine(conversation.title) || 'Conversation'}`, '', `${conversation.origin} · ${utc(conversation.createdAt)} UTC`, ''];
  for (const turn of turnAudits(messages)) out.push(...turnMarkdown(turn), '');
  return `${out.join('\n').trimEnd()}\n`;
}

function turnMarkdown(turn: TurnAudit): string[] {
  const tokens = turn.tokens.input + turn.tokens.output + turn.tokens.cacheRead + turn.tokens.cacheWrite;
  const lines = [`## ${utc(turn.at)} UTC`, '', quoteBlock(turn.request), ''];
  for (const tool of turn.tools) {
    const facts = [
      tool.trips !== undefined ? `${tool.trips} Odoo round trip${tool.trips === 1 ? '' : 's'}` : undefined,
      tool.ms !== undefined ? `${tool.ms} ms` : undefined,
      tool.rows !== undefined ? `${tool.rows} row${tool.rows === 1 ? '' : 's'}${tool.cut ? ', cut' : ''}` : undefined,
      tool.error ? `error: ${oneLine(tool.error)}` : undefined,
    ].filter(Boolean);
    lines.push(`- **${tool.name}**${facts.length ? ` (${facts.join('; ')})` : ''}`, '', '  ```json', `  ${JSON.stringify(tool.input)}`, '  ```');
  }
  if (turn.tools.length) lines.push('');
  if (turn.answer) lines.push(turn.answer, '');
  lines.push(`*${[turn.model, `${tokens} tokens`, `${(turn.durationMs / 1000).toFixed(1)} s`].filter(Boolean).join(' · ')}*`);
  return lines;
}

const utc = (at: number) => new Date(at).toISOString().replace('T', ' ').slice(0, 19);
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();
const quoteBlock = (text: string) => text.split('\n').map((l) => `> ${l}`).join('\n');
