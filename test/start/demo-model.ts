// The demo model of `npm start` without an API key. It answers over the Messages API wire (the
// model stand-in), so Weft runs unchanged: each reply is a real tool call that Weft runs against
// the demo Odoo, or an answer written from what the tools returned. It follows a few scripted
// intents (look something up, change a contact, list overdue invoices) and says it is a demo.
import { toolCall, type RecordedRequest, type Reply } from '../stand-ins/model/server.ts';

export const DEMO_LABEL = '**Demo model**';
/** The change the walk-through asks for (and the demo suggests): a contact's phone number. */
export const CHANGE_PROMPT = 'Set the phone of Azure Interior to +30 210 555 0199';

interface Block { type: string; text?: string; name?: string; input?: unknown; id?: string; tool_use_id?: string; content?: unknown; is_error?: boolean }
interface Message { role: string; content: string | Block[] }
export interface Call { id?: string; name: string; input: Record<string, unknown>; result: string; isError: boolean }
interface Page { model?: string; recordId?: number; domain?: unknown[] }
/** A record the user picked with a button earlier in the conversation (sent with the turn as data). */
interface Earlier { name: string; model: string; id: number }
/**
 * The user's request of this turn (their words), what Weft added for the model only (`hidden`: a
 * suggestion's ids), where they were (the list's own search), the tool calls made for it so far, and
 * the records they picked with a button earlier in the conversation.
 */
export interface Turn { ask: string; hidden?: string; page: Page; calls: Call[]; locale?: string; earlier: Earlier[] }

const CHANGE = /\b(?:set|change|update)\s+(?:the\s+)?(phone|mobile|email|website|city)(?:\s+number)?\s+(?:of|for)\s+(.+?)\s+to\s+(.+?)[.!]?$/i;
const CONFIRM = /\bconfirm\s+(?:the\s+)?(?:quotation|order|sales order)\s+(S\d+)\b/i;
const OVERDUE_OF = /overdue invoices of\s+(.+?)(?:\s*\(|[,:.]|\s+and\b|$)/i;
// A suggestion's hidden context names the record by id, its name quoted as data: "The customer is res.partner #5, … "Azure Interior"."
const PARTNER_ID = /\bres\.partner #(\d+)(?:[^"]*"([^"]+)")?/;

/** Key fields to show for the models a demo user is likely to be looking at. */
const FIELDS: Record<string, string[]> = {
  'sale.order': ['name', 'partner_id', 'amount_total', 'state'],
  'res.partner': ['name', 'email', 'phone', 'city'],
  'account.move': ['name', 'partner_id', 'invoice_date_due', 'amount_residual', 'payment_state'],
  'purchase.order': ['name', 'partner_id', 'amount_total', 'state'],
  'crm.lead': ['name', 'partner_id', 'expected_revenue', 'stage_id'],
  'product.template': ['name', 'list_price', 'qty_available'],
  'product.product': ['name', 'list_price', 'qty_available'],
};
const ORDER: Record<string, string> = { 'sale.order': 'date_order desc', 'account.move': 'invoice_date_due asc', 'purchase.order': 'date_order desc' };

const blocksOf = (m: Message | undefined): Block[] => (!m ? [] : typeof m.content === 'string' ? [{ type: 'text', text: m.content }] : m.content);
const isPage = (t: string) => t.startsWith('<weft_context>');
const isHidden = (t: string) => t.startsWith('<weft_context about=');

function resultText(block: Block): string {
  const { content } = block;
  if (typeof content === 'string') return content;
  return Array.isArray(content) ? content.map((c: Block) => c.text ?? '').join('') : '';
}

/** Reads the current turn back from the conversation the client sent (the model has no memory). */
export function readTurn(messages: Message[]): Turn {
  const calls: Call[] = [];
  for (let i = messages.length - 1; i >= 0; i--) {
    const blocks = blocksOf(messages[i]);
    // The user's words start the turn; a message that also answers the last turn's tool calls (a
    // question left unanswered, then a new message) is still the new ask.
    if (messages[i]!.role === 'user' && (!blocks.some((b) => b.type === 'tool_result') || blocks.some((b) => b.type === 'text' && !isPage(b.text ?? '') && !isHidden(b.text ?? '')))) {
      const texts = blocks.filter((b) => b.type === 'text').map((b) => b.text ?? '');
      const hidden = texts.filter(isHidden).join('\n');
      const earlier = earlierOf(texts.filter(isPage).join('\n'));
      return { ask: texts.filter((t) => !isPage(t) && !isHidden(t)).join('\n').trim(), ...(hidden ? { hidden } : {}), page: pageOf(texts.find(isPage) ?? ''), calls, earlier };
    }
    if (messages[i]!.role !== 'user') continue;
    const uses = blocksOf(messages[i - 1]).filter((b) => b.type === 'tool_use');
    const pairs = blocks.filter((b) => b.type === 'tool_result').map((r) => {
      const use = uses.find((u) => u.id === r.tool_use_id);
      return { id: r.tool_use_id, ...asSkill(use?.name ?? '', (use?.input ?? {}) as Record<string, unknown>), result: resultText(r), isError: r.is_error === true };
    });
    calls.unshift(...pairs);
  }
  return { ask: '', page: {}, calls, earlier: [] };
}

/** Weft's "Choices the user made earlier" lines: - "question" → "Name" (model id N). */
function earlierOf(context: string): Earlier[] {
  return [...context.matchAll(/→ "([^"]+)" \(([a-z_.]+) id (\d+)\)/g)].map((m) => ({ name: m[1]!, model: m[2]!, id: Number(m[3]) }));
}

/** A run_skill call as the skill it ran, as Weft names it (lib/skills/catalog.ts resolveCall). */
function asSkill(name: string, input: Record<string, unknown>): { name: string; input: Record<string, unknown> } {
  if (name !== 'run_skill' || typeof input.name !== 'string') return { name, input };
  return { name: input.name, input: (input.input ?? {}) as Record<string, unknown> };
}

/**
 * The reply as it goes on the wire: a skill that is not a tool of its own (not in the request's
 * tools) is run with run_skill, by the name find_skills' description lists, as a model does.
 */
export function onWire(reply: Reply, tools: ReadonlySet<string>): Reply {
  if (typeof reply !== 'object' || !('content' in reply) || !tools.has('run_skill')) return reply;
  const content = (reply.content as Block[]).map((b) =>
    b.type === 'tool_use' && b.name && !tools.has(b.name) ? { ...b, name: 'run_skill', input: { name: b.name, input: b.input ?? {} } } : b,
  );
  return { ...reply, content } as Reply;
}

function pageOf(context: string): Page {
  const model = /\bmodel ([a-z_.]+)/.exec(context)?.[1];
  const id = /\brecord id (\d+)/.exec(context)?.[1];
  // The list on screen: its own search, so the answer counts what the user sees, not every record.
  const domain = parseDomain(/^Search domain: (.+)$/m.exec(context)?.[1]);
  return { ...(model ? { model } : {}), ...(id ? { recordId: Number(id) } : {}), ...(domain ? { domain } : {}) };
}

function parseDomain(text: string | undefined): unknown[] | undefined {
  const parsed = text ? parse(text) : undefined;
  return Array.isArray(parsed) ? parsed : undefined;
}

// Streamed in small delays, so the answer arrives as a model's does.
const answer = (body: string): Reply => ({ content: [{ type: 'text', text: `${DEMO_LABEL} · ${body}` }], delayMs: 12 });

/** The demo model's reply to one Messages API request. */
export function demoReply(req: RecordedRequest): Reply {
  const turn = readTurn(Array.isArray(req.body?.messages) ? req.body.messages : []);
  // The user's language from the system block ("- Language: fr_FR"), for numbers as they write them.
  const system = Array.isArray(req.body?.system) ? req.body.system.map((b: { text?: string }) => b.text ?? '').join('\n') : String(req.body?.system ?? '');
  const lang = /- Language: ([A-Za-z]{2,3}(?:[_-][A-Za-z0-9]+)?)/.exec(system)?.[1];
  const tools = new Set<string>((Array.isArray(req.body?.tools) ? req.body.tools : []).map((t: { name: string }) => t.name));
  return onWire(demoStep({ ...turn, ...(lang ? { locale: lang.replace('_', '-') } : {}) }), tools);
}

/** The demo model's next step in a turn (the fallible model asks it what a careful model would do). */
export function demoStep(turn: Turn): Reply {
  const last = turn.calls.at(-1);
  if (last?.isError) {
    if (/declin/i.test(last.result)) return answer('Understood: nothing was changed.');
    return answer(`Odoo answered with an error, so I stopped here: ${last.result.slice(0, 300)}`);
  }
  const change = CHANGE.exec(turn.ask);
  if (change) return changeStep(turn, change[1]!.toLowerCase(), change[2]!.trim(), change[3]!.trim());
  const confirm = CONFIRM.exec(turn.ask);
  if (confirm) return confirmStep(turn, confirm[1]!);
  if (/\boverdue\b/i.test(turn.ask)) return overdueStep(turn);
  if (/\bsales\b.*\bby customer\b|\bbest customers\b/i.test(turn.ask)) {
    const month = /\bthis month\b/i.test(turn.ask) ? { date_from: `${new Date().toISOString().slice(0, 7)}-01` } : {};
    return rowsStep(turn, 'sales_summary', { group_by: 'customer', ...month }, 'Sales by customer (confirmed orders), biggest first');
  }
  if (/\b(low|short) on stock\b|\brunning low\b|\breorder/i.test(turn.ask)) {
    // The one intent that searches first, in its own words, and runs what find_skills puts first.
    const found = turn.calls.find((c) => c.name === 'find_skills');
    if (!found) return toolCall('find_skills', { query: 'products running low on stock' }, undefined, 'Let me find the right report.');
    const name = (parse(found.result) as { skills?: Array<{ name?: string }> } | undefined)?.skills?.[0]?.name;
    if (!name) return answer('I found no report for that; try asking for the stock of a product.');
    return rowsStep(turn, name, {}, 'Products below their reordering minimum, counting what is already on order');
  }
  if (/^\s*undo\b/i.test(turn.ask)) {
    return answer('Undo is yours to click, not mine to decide: each change Weft made has an **Undo** button (also under **Changes**), and Weft checks nobody changed the record since.');
  }
  return searchStep(turn);
}

function changeStep(turn: Turn, field: string, name: string, value: string): Reply {
  const [found, update] = [turn.calls.filter((c) => c.name === 'find_by_name').at(-1), turn.calls.find((c) => c.name === 'update_records')];
  // A name the user already settled with a click earlier in the conversation: no lookup, no question.
  const before = turn.earlier.find((e) => e.model === 'res.partner' && e.name.toLowerCase().includes(name.toLowerCase()));
  let target: { id: number; name: string } | undefined = before && { id: before.id, name: `the ${before.name} you chose earlier` };
  if (!target && !found) return toolCall('find_by_name', { model: 'res.partner', name }, undefined, `Looking up ${name}.`);
  if (!target && found && !found.isError) {
    const data = parse(found.result) as { match?: { id?: number; name?: string }; ambiguous?: boolean } | undefined;
    // Several contacts match: look up again with a question, so the user picks one by button.
    if (data?.ambiguous && !found.input.ask) return toolCall('find_by_name', { model: 'res.partner', name, ask: `Which ${name} do you mean?` }, undefined, `Several contacts match ${name}.`);
    if (typeof data?.match?.id === 'number') target = { id: data.match.id, name: data.match.name ?? name };
  }
  if (!target) return answer(`I could not find exactly one contact named ${name}; which one do you mean?`);
  if (!update) {
    return toolCall('update_records', { model: 'res.partner', ids: [target.id], values: { [field]: value } }, undefined, `Updating ${target.name}. Weft will ask you before it writes.`);
  }
  return answer(
    `Done: the ${field} of ${target.name} is now ${value}. Changed your mind? Click **Undo** on the change (or under **Changes**): ` +
      `Weft puts the old value back, unless someone changed the record since.`,
  );
}

function confirmStep(turn: Turn, name: string): Reply {
  const [found, done] = [turn.calls.find((c) => c.name === 'find_by_name'), turn.calls.find((c) => c.name === 'run_action')];
  if (!found) return toolCall('find_by_name', { model: 'sale.order', name }, undefined, `Looking up ${name}.`);
  if (!done) {
    const id = (parse(found.result) as { match?: { id?: number } } | undefined)?.match?.id;
    if (typeof id !== 'number') return answer(`I could not find exactly one order named ${name}; which one do you mean?`);
    return toolCall('run_action', { model: 'sale.order', ids: [id], method: 'action_confirm' }, undefined, `Found ${name}. Weft will ask you before it confirms.`);
  }
  return answer(`Done: ${name} is confirmed. Click **Undo** on the change to cancel it and set it back to a quotation.`);
}

function overdueStep(turn: Turn): Reply {
  const byId = PARTNER_ID.exec(turn.hidden ?? '') ?? PARTNER_ID.exec(turn.ask);
  const partner = byId?.[1] ?? OVERDUE_OF.exec(turn.ask)?.[1]?.trim();
  const partnerName = byId ? (byId[2] ?? `contact #${byId[1]}`) : partner;
  const call = turn.calls.find((c) => c.name === 'invoices_overdue');
  if (!call) return toolCall('invoices_overdue', { kind: 'customer', ...(partner ? { partner } : {}) }, undefined, 'Checking the overdue invoices.');
  const data = parse(call.result) as { rows?: Array<Record<string, unknown>>; total?: { due?: number }; currency?: string } | undefined;
  const rows = data?.rows ?? [];
  if (!rows.length) return answer(`No overdue customer invoices${partnerName ? ` for ${partnerName}` : ''}.`);
  const table = markdownTable(['invoice', 'partner', 'due_date', 'days_late', 'due'], rows.map((r) => [r.invoice, r.partner, r.due_date, r.days_late, r.due]), turn.locale);
  const total = `${typeof data?.total?.due === 'number' ? money(data.total.due, turn.locale) : ''} ${data?.currency ?? ''}`.trim();
  const who = partnerName ?? 'your customer';
  const draft =
    `> Dear ${who}, our records show ${rows.length} invoice${rows.length === 1 ? '' : 's'} past due (${total} in total). ` +
    `Could you let us know when we can expect payment? If you have already paid, please ignore this message. Kind regards.`;
  return answer(`${rows.length} overdue invoice${rows.length === 1 ? '' : 's'}, ${total} due:\n\n${table}\n\nA reminder you could send (I have not sent anything):\n\n${draft}`);
}

/** One business tool, then its rows as a table (the panel draws the chart from the tool's result). */
function rowsStep(turn: Turn, name: string, input: Record<string, unknown>, intro: string): Reply {
  const call = turn.calls.find((c) => c.name === name);
  if (!call) return toolCall(name, input, undefined, 'Let me ask Odoo.');
  const rows = ((parse(call.result) as { rows?: Array<Record<string, unknown>> } | undefined)?.rows ?? []).slice(0, 8);
  if (!rows.length) return answer('Odoo has nothing to show for that.');
  const columns = Object.keys(rows[0]!);
  return answer(`${intro}:\n\n${markdownTable(columns, rows.map((r) => columns.map((c) => r[c])), turn.locale)}`);
}

function searchStep(turn: Turn): Reply {
  const model = turn.page.model && FIELDS[turn.page.model] ? turn.page.model : 'res.partner';
  const call = turn.calls.find((c) => c.name === 'search_records');
  if (!call) {
    const onRecord = turn.page.recordId !== undefined && model === turn.page.model;
    const domain = onRecord ? [['id', '=', turn.page.recordId]] : turn.page.domain && model === turn.page.model ? turn.page.domain : model === 'res.partner' ? [['is_company', '=', true]] : [];
    const order = ORDER[model];
    return toolCall('search_records', { model, domain, fields: FIELDS[model], limit: 5, ...(order ? { order } : {}) }, undefined, 'Let me look that up in Odoo.');
  }
  const data = parse(call.result) as { columns?: string[]; rows?: unknown[][]; total?: number; selections?: Record<string, Record<string, string>> } | undefined;
  const columns = (data?.columns ?? []).filter((c) => c !== 'id');
  // A status as Odoo's screen says it (Quotation), never its code (draft).
  const label = (c: string, v: unknown) => (typeof v === 'string' && data?.selections?.[c]?.[v]) || v;
  const rows = (data?.rows ?? []).map((row) => columns.map((c) => label(c, row[(data?.columns ?? []).indexOf(c)])));
  if (!rows.length) return answer('Odoo found nothing for that.');
  // Counted from the rows shown: the table and the sentence above it never disagree.
  const shown = rows.length === data?.total ? `${rows.length}` : `the first ${rows.length} of ${data?.total}`;
  return answer(
    `Here is what Odoo has (${shown}):\n\n${markdownTable(columns, rows, turn.locale)}\n\n` +
      `Try a change next, e.g. *${CHANGE_PROMPT}*: Weft shows you exactly what will change before it writes.`,
  );
}

function parse(json: string): unknown {
  try {
    return JSON.parse(json);
  } catch {
    return undefined;
  }
}

// Money columns get the currency's two decimals; other numbers are grouped as the locale writes them.
const MONEY = /amount|total|due$|untaxed|price|revenue|residual|balance|value/i;
const money = (n: number, locale?: string) => n.toLocaleString(locale ?? 'en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * A GitHub-style markdown table: numbers in the user's locale (money with two decimals), Odoo's
 * "Name (#id)" pairs without their id, pipes escaped; a numeric column right-aligned.
 */
export function markdownTable(columns: string[], rows: unknown[][], locale?: string): string {
  const text = (c: number, v: unknown) =>
    typeof v === 'number' ? (MONEY.test(columns[c] ?? '') ? money(v, locale) : v.toLocaleString(locale ?? 'en-US')) : v === null || v === undefined || v === false ? '' : String(v);
  const cell = (c: number, v: unknown) => text(c, v).replace(/ \(#\d+\)$/, '').replace(/\|/g, '\\|').replace(/\n/g, ' ');
  const numeric = columns.map((_, c) => rows.length > 0 && rows.every((r) => typeof r[c] === 'number' || r[c] === null || r[c] === false));
  const head = columns.map((c) => c.replace(/_id$/, '').replace(/_/g, ' ').replace(/^./, (s) => s.toUpperCase()));
  return [`| ${head.join(' | ')} |`, `|${head.map((_, c) => (numeric[c] ? ' ---: ' : ' --- ')).join('|')}|`, ...rows.map((r) => `| ${r.map((v, c) => cell(c, v)).join(' | ')} |`)].join('\n');
}
