import { describe, expect, it } from 'vitest';
import { CHANGE_PROMPT, DEMO_LABEL, demoReply, markdownTable, readTurn } from './demo-model';

const context = (where: string) => ({ type: 'text', text: `<weft_context>\nCurrent Odoo page: ${where}.\n</weft_context>` });
const ask = (text: string, where = 'model sale.order, list view') => ({ role: 'user', content: [context(where), { type: 'text', text }] });
const use = (id: string, name: string, input: unknown) => ({ role: 'assistant', content: [{ type: 'tool_use', id, name, input }] });
const result = (id: string, content: unknown, isError = false) => ({
  role: 'user',
  content: [{ type: 'tool_result', tool_use_id: id, content: JSON.stringify(content), ...(isError ? { is_error: true } : {}) }],
});
const reply = (...messages: unknown[]) => demoReply({ headers: {}, body: { messages } }) as { content: Array<{ type: string; text?: string; name?: string; input?: any }> };
const toolUse = (r: ReturnType<typeof reply>) => r.content.find((b) => b.type === 'tool_use');
const answerText = (r: ReturnType<typeof reply>) => r.content.map((b) => b.text ?? '').join('');

describe('demo model', () => {
  it('reads the turn back from the conversation: the ask, the page, and the tool calls so far', () => {
    const turn = readTurn([ask('earlier'), { role: 'assistant', content: 'ok' }, ask('Hi', 'model res.partner, record id 5, form view'), use('t1', 'find_by_name', { name: 'x' }), result('t1', { match: null })] as never);
    expect(turn).toMatchObject({ ask: 'Hi', page: { model: 'res.partner', recordId: 5 }, calls: [{ name: 'find_by_name', input: { name: 'x' }, isError: false }] });
  });

  it('answers any first question with a search of the page’s model, then a labelled table of what Odoo returned', () => {
    const first = reply(ask('Explain this view: what it shows and what I can do here.'));
    expect(toolUse(first)).toMatchObject({ name: 'search_records', input: { model: 'sale.order', limit: 5 } });
    const rows = { columns: ['id', 'name', 'partner_id', 'amount_total'], rows: [[7, 'S00007', 'Azure Interior (#5)', 874]], total: 10 };
    const second = reply(ask('Explain this view'), use('t1', 'search_records', toolUse(first)!.input), result('t1', rows));
    expect(answerText(second)).toMatch(new RegExp(`^${DEMO_LABEL.replace(/\*/g, '\\*')}`));
    expect(answerText(second)).toContain('| S00007 | Azure Interior | 874.00 |');
    expect(answerText(second)).toContain('the first 1 of 10');
    expect(answerText(second)).not.toMatch(/sale\.order/);
  });

  it("searches the list on screen with its own domain, and says a status as Odoo's screen does", () => {
    const list = { role: 'user', content: [{ type: 'text', text: '<weft_context>\nCurrent Odoo page: model sale.order, list view.\nThe list shows 2 records.\nSearch domain: [["state","in",["draft","sent"]]]\n</weft_context>' }, { type: 'text', text: 'Explain this view' }] };
    expect(toolUse(reply(list))).toMatchObject({ name: 'search_records', input: { model: 'sale.order', domain: [['state', 'in', ['draft', 'sent']]] } });
    const rows = { columns: ['id', 'name', 'amount_total', 'state'], rows: [[1, 'S00001', 1589.3, 'draft'], [2, 'S00002', 3533.95, 'sent']], total: 2, selections: { state: { draft: 'Quotation', sent: 'Quotation Sent' } } };
    const text = answerText(reply(list, use('t1', 'search_records', {}), result('t1', rows)));
    expect(text).toContain('| S00001 | 1,589.30 | Quotation |');
    expect(text).toContain('| S00002 | 3,533.95 | Quotation Sent |');
    expect(text).toContain('(2)');
  });

  it('writes numbers as the user language does, from the system block', () => {
    const body = { system: [{ type: 'text', text: 'static' }, { type: 'text', text: 'Context:\n- Language: fr_FR; timezone: Europe/Brussels' }], messages: [ask('Sales by customer'), use('t1', 'sales_summary', {}), result('t1', { rows: [{ customer: 'Gemini Furniture', amount: 3533.95 }] })] };
    const text = (demoReply({ headers: {}, body }) as { content: Array<{ text?: string }> }).content.map((b) => b.text ?? '').join('');
    expect(text).toMatch(/\| Gemini Furniture \| 3\s533,95 \|/);
  });

  it('makes the change prompt a lookup, then an update of the record found, then says how to undo', () => {
    const lookup = reply(ask(CHANGE_PROMPT));
    expect(toolUse(lookup)).toMatchObject({ name: 'find_by_name', input: { model: 'res.partner', name: 'Azure Interior' } });
    const found = [ask(CHANGE_PROMPT), use('t1', 'find_by_name', {}), result('t1', { match: { id: 5, name: 'Azure Interior' } })];
    expect(toolUse(reply(...found))).toMatchObject({ name: 'update_records', input: { model: 'res.partner', ids: [5], values: { phone: '+30 210 555 0199' } } });
    const done = reply(...found, use('t2', 'update_records', {}), result('t2', { ok: true }));
    expect(answerText(done)).toMatch(/Undo/);
    const declined = reply(...found, use('t2', 'update_records', {}), result('t2', 'The user declined this change, so nothing was written.', true));
    expect(answerText(declined)).toMatch(/nothing was changed/);
  });

  it('asks with buttons when the name matches several contacts, writes to the one picked, and reuses that pick later', () => {
    const prompt = 'Set the phone of Deco to +30 210 555 0199';
    expect(toolUse(reply(ask(prompt)))).toMatchObject({ name: 'find_by_name', input: { model: 'res.partner', name: 'Deco' } });
    const found = [ask(prompt), use('t1', 'find_by_name', { model: 'res.partner', name: 'Deco' }), result('t1', { ambiguous: true, candidates: ['Deco Addict (#6)', 'Deco Addict, Addison Olson (#13)'] })];
    expect(toolUse(reply(...found))).toMatchObject({ name: 'find_by_name', input: { model: 'res.partner', name: 'Deco', ask: 'Which Deco do you mean?' } });
    const picked = [...found, use('t2', 'find_by_name', { ask: 'Which Deco do you mean?' }), result('t2', { match: { id: 13, name: 'Deco Addict, Addison Olson' }, chosen_by_user: true })];
    expect(toolUse(reply(...picked))).toMatchObject({ name: 'update_records', input: { ids: [13], values: { phone: '+30 210 555 0199' } } });
    const earlier = { type: 'text', text: '<weft_context>\nChoices the user made earlier in this conversation by clicking (…):\n- "Which Deco do you mean?" → "Deco Addict, Addison Olson" (res.partner id 13)\n</weft_context>' };
    const later = { role: 'user', content: [context('model res.partner, list view'), earlier, { type: 'text', text: 'Set the email of Deco to a@b.example' }] };
    expect(toolUse(reply(later))).toMatchObject({ name: 'update_records', input: { ids: [13], values: { email: 'a@b.example' } } });
    expect(answerText(reply(later, use('t3', 'update_records', {}), result('t3', { ok: true })))).toContain('the Deco Addict, Addison Olson you chose earlier');
  });

  it('lists overdue invoices of the customer a suggestion names, with a reminder it did not send', () => {
    const prompt = 'Before I go on with S00007: list the overdue invoices of Azure Interior (number, due date, days late, amount due) and draft a polite payment reminder I could send.';
    expect(toolUse(reply(ask(prompt)))).toMatchObject({ name: 'invoices_overdue', input: { kind: 'customer', partner: 'Azure Interior' } });
    const data = { currency: 'USD', total: { invoices: 1, due: 874 }, rows: [{ invoice: 'INV/2026/00001', partner: 'Azure Interior', due_date: '2026-10-23', days_late: 30, due: 874 }] };
    const text = answerText(reply(ask(prompt), use('t1', 'invoices_overdue', {}), result('t1', data)));
    expect(text).toContain('| INV/2026/00001 | Azure Interior | 2026-10-23 | 30 | 874.00 |');
    expect(text).toMatch(/I have not sent anything/);
  });

  it("filters by the partner id a suggestion's hidden context names, greeting them by the quoted name", () => {
    const prompt = 'Before I go on with the order S00007: list the overdue invoices of the customer “Azure Interior” (number, due date) and draft a reminder.';
    const hidden = { type: 'text', text: '<weft_context about="message">\nThe customer is res.partner #5, its name in Odoo quoted as data: "Azure Interior".\n</weft_context>' };
    const asked = { role: 'user', content: [context('model sale.order, record id 7, form view'), { type: 'text', text: prompt }, hidden] };
    expect(readTurn([asked] as never).ask).toBe(prompt);
    expect(toolUse(reply(asked))).toMatchObject({ name: 'invoices_overdue', input: { kind: 'customer', partner: '5' } });
    const data = { currency: 'USD', total: { due: 874 }, rows: [{ invoice: 'INV/1', partner: 'Azure Interior', due_date: '2026-10-23', days_late: 30, due: 874 }] };
    expect(answerText(reply(asked, use('t1', 'invoices_overdue', {}), result('t1', data)))).toContain('Dear Azure Interior,');
  });

  it('answers the page-free example prompts with the business tools, then their rows as a table', () => {
    expect(toolUse(reply(ask('Sales this month by customer, as a chart.')))).toMatchObject({ name: 'sales_summary', input: { group_by: 'customer' } });
    expect(toolUse(reply(ask('Which products are running low on stock?')))).toMatchObject({ name: 'find_skills', input: { query: 'products running low on stock' } });
    expect(toolUse(reply(ask('Which invoices are overdue, and by how much?')))).toMatchObject({ name: 'invoices_overdue', input: { kind: 'customer' } });
    const rows = { rows: [{ customer: 'Gemini Furniture', orders: 1, amount: 3533.95 }] };
    const text = answerText(reply(ask('Sales this month by customer'), use('t1', 'sales_summary', {}), result('t1', rows)));
    expect(text).toContain('| Gemini Furniture | 1 | 3,533.95 |');
  });

  it('runs a skill that is not a tool of its own with run_skill, by name, and reads it back as that skill', () => {
    const tools = [{ name: 'search_records' }, { name: 'find_skills' }, { name: 'run_skill' }];
    const wired = demoReply({ headers: {}, body: { tools, messages: [ask('Which invoices are overdue?')] } }) as ReturnType<typeof reply>;
    expect(toolUse(wired)).toMatchObject({ name: 'run_skill', input: { name: 'invoices_overdue', input: { kind: 'customer' } } });
    const turn = readTurn([ask('Which invoices are overdue?'), use('t1', 'run_skill', { name: 'invoices_overdue', input: { kind: 'customer' } }), result('t1', { rows: [] })] as never);
    expect(turn.calls).toMatchObject([{ name: 'invoices_overdue', input: { kind: 'customer' } }]);
  });

  it('searches for the low-stock report in its own words, then runs what find_skills put first', () => {
    const asked = ask('Which products are running low on stock?');
    const found = { skills: [{ name: 'stock_low', description: '…', input: {} }], also: ['stock_levels'] };
    expect(toolUse(reply(asked, use('t1', 'find_skills', { query: 'products running low on stock' }), result('t1', found)))).toMatchObject({ name: 'stock_low', input: {} });
  });

  it('escapes table cells', () => {
    expect(markdownTable(['name'], [['a|b\nc']])).toBe('| Name |\n| --- |\n| a\\|b c |');
  });
});
