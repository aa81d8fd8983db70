import type { Json, Message, Usage } from '@/lib/db/schema';
import type { ToolCallAudit, TurnAudit } from '@/lib/ops/export';
import { isContextBlock } from './context';
import { addUsage, emptyUsage } from './usage';

// What each turn did, for the audit exports (Changes, a conversation): the user's request, each tool
// call with its input, Odoo round trips, duration, rows returned and whether they were cut, the
// model and its tokens. Folded from the stored messages (real values: the export is the user's own).

type Block = { type?: string; text?: string; id?: string; name?: string; input?: Json; tool_use_id?: string; content?: Json; is_error?: boolean };
const blocks = (m: Message) => m.content.filter((b): b is Block & Json => typeof b === 'object' && b !== null && !Array.isArray(b));

export function turnAudits(messages: readonly Message[]): TurnAudit[] {
  const byTurn = new Map<string, Message[]>();
  for (const m of [...messages].sort((a, b) => a.createdAt - b.createdAt)) byTurn.set(m.turnId, [...(byTurn.get(m.turnId) ?? []), m]);
  return [...byTurn.values()].map((rows) => {
    const asked = rows.find((r) => r.role === 'user' && blocks(r).some((b) => b.type === 'text'));
    const answers = rows.filter((r) => r.role === 'assistant');
    const results = new Map(rows.flatMap((r) => blocks(r).filter((b) => b.type === 'tool_result').map((b) => [b.tool_use_id!, { block: b, audit: r.tools?.[b.tool_use_id!] }] as const)));
    const tools = answers.flatMap((r) => blocks(r).filter((b) => b.type === 'tool_use')).map((b): ToolCallAudit => {
      const result = results.get(b.id!);
      return {
        id: b.id!,
        name: b.name!,
        input: b.input ?? {},
        ...(result?.audit ? { trips: result.audit.trips, ms: result.audit.ms } : {}),
        ...(result ? rowsOf(result.block) : {}),
        ...(result?.block.is_error ? { error: textOf(result.block.content).slice(0, 500) } : {}),
      };
    });
    const usage = answers.reduce<Usage>((sum, r) => (r.usage ? add(sum, r.usage) : sum), emptyUsage());
    const models = [...new Set(answers.flatMap((r) => (r.model ? [r.model] : [])))];
    const first = rows[0]!;
    return {
      conversationId: first.conversationId,
      turnId: first.turnId,
      at: first.createdAt,
      request: asked ? blocks(asked).filter((b) => b.type === 'text' && !isContextBlock(b)).map((b) => b.text).join('\n') : '',
      answer: answers.flatMap((r) => blocks(r).filter((b) => b.type === 'text').map((b) => b.text!)).join('\n\n'),
      ...(models.length ? { model: models.join(', ') } : {}),
      tokens: usage,
      durationMs: Math.max(0, rows.at(-1)!.createdAt - first.createdAt) + (answers.at(-1)?.ms ?? 0),
      tools,
    };
  });
}

const add = (a: Usage, b: Usage): Usage => addUsage(a, { input_tokens: b.input, output_tokens: b.output, cache_read_input_tokens: b.cacheRead, cache_creation_input_tokens: b.cacheWrite });

function textOf(content: Json | undefined): string {
  if (typeof content === 'string') return content;
  if (Array.isArray(content)) return content.map((c) => (typeof c === 'object' && c && !Array.isArray(c) && typeof c.text === 'string' ? c.text : '')).join('\n');
  return '';
}

/** Rows a records result returned and whether some were left out (lib/skills/compact.ts: `rows`, `more`). */
function rowsOf(block: Block): { rows?: number; cut?: boolean } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(textOf(block.content));
  } catch {
    return {};
  }
  if (!parsed || typeof parsed !== 'object') return {};
  const r = parsed as { rows?: unknown; more?: unknown; records?: { rows?: unknown; more?: unknown } };
  const table = Array.isArray(r.rows) ? r : r.records && Array.isArray(r.records.rows) ? r.records : undefined;
  if (!table) return {};
  const rows = table.rows as unknown[];
  const cut = (typeof table.more === 'number' && table.more > 0) || rows.some((row) => typeof row === 'string' && row.startsWith('…'));
  return { rows: rows.filter((row) => typeof row !== 'string').length, cut };
}
