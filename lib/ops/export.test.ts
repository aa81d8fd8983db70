import { describe, expect, it } from 'vitest';
import { quote, toCsv, toJson, type TurnAudit } from './export';
import type { JournalEntry } from './types';

const entry: JournalEntry = {
  id: 'op1', conversationId: 'conv', turnId: 't1', skill: 'update_records', origin: 'https://acme.odoo.com', identity: 'https://acme.odoo.com|acme|2', model: 'res.partner',
  recordIds: [7], displayNames: { 7: 'Azure, "Interior"' }, kind: 'write',
  before: { 7: { email: 'old@x.com', parent_id: { id: 3, display_name: 'Acme' }, display_name: 'Azure', write_date: 'x' } },
  after: { 7: { email: 'new@x.com', parent_id: false, display_name: 'Azure', write_date: 'y' } },
  status: 'done', undoable: true, createdAt: Date.UTC(2025, 0, 31, 13, 45), updatedAt: 0,
  labels: { email: 'Email', parent_id: 'Related Company' }, note: 'Line one\nline two',
};

describe('toCsv', () => {
  it('writes one row per record and field, names instead of ids, Odoo-maintained fields left out', () => {
    const lines = toCsv([entry]).replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('When (UTC),Conversation,Turn,Skill,Operation,Undo of,Kind,Model,Record ID,Record,Field,Field name,Before,After,Status,Note,Request,AI model,Tokens,Tool input,Round trips,Duration (ms),Rows,Rows cut');
    expect(lines[1]).toBe('2025-01-31 13:45:00,conv,t1,update_records,op1,,write,res.partner,7,"Azure, ""Interior""",Email,email,old@x.com,new@x.com,done,"Line one\nline two",,,,,,,,');
    expect(lines[2]).toContain(',Related Company,parent_id,Acme,,done,');
    // A newline inside a quoted cell is not a row break; the file ends with CRLF.
    expect(lines).toHaveLength(4);
    expect(lines[3]).toBe('');
  });

  it('quotes as RFC 4180 says and defuses spreadsheet formulas, but not negative numbers', () => {
    expect(quote('plain')).toBe('plain');
    expect(quote('a,b')).toBe('"a,b"');
    expect(quote('say "hi"')).toBe('"say ""hi"""');
    expect(quote('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(quote('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(quote('-12.5')).toBe('-12.5');
    expect(quote(' padded')).toBe('" padded"');
  });
});

const TOKENS = { input: 1200, output: 80, cacheRead: 3000, cacheWrite: 0 };
const turns: TurnAudit[] = [
  { conversationId: 'conv', turnId: 't0', at: Date.UTC(2025, 0, 31, 13, 40), request: 'Which customers owe us?', answer: 'Two.', model: 'claude-sonnet-4-6', tokens: TOKENS, durationMs: 2100,
    tools: [{ id: 'a', name: 'invoices_overdue', input: { limit: 50 }, trips: 2, ms: 140, rows: 50, cut: true }] },
  { conversationId: 'conv', turnId: 't1', at: Date.UTC(2025, 0, 31, 13, 44), request: 'Set Azure’s e-mail to new@x.com', answer: 'Done.', model: 'claude-sonnet-4-6', tokens: TOKENS, durationMs: 900,
    tools: [{ id: 'b', name: 'update_records', input: { model: 'res.partner', ids: [7], values: { email: 'new@x.com' } }, trips: 3, ms: 60 }] },
];

describe('the turns in the export', () => {
  it('CSV: each turn’s tool calls before its changes, a read-only turn too, and every row names its request, model and tokens', () => {
    const lines = toCsv([entry], turns).replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[1]).toBe('2025-01-31 13:40:00,conv,t0,invoices_overdue,tool call,,,,,,,,,,done,,Which customers owe us?,claude-sonnet-4-6,4280,"{""limit"":50}",2,140,50,yes');
    expect(lines[2]).toBe('2025-01-31 13:44:00,conv,t1,update_records,tool call,,,,,,,,,,done,,Set Azure’s e-mail to new@x.com,claude-sonnet-4-6,4280,"{""model"":""res.partner"",""ids"":[7],""values"":{""email"":""new@x.com""}}",3,60,,');
    expect(lines[3]).toMatch(/^2025-01-31 13:45:00,conv,t1,update_records,op1,.*,Set Azure’s e-mail to new@x.com,claude-sonnet-4-6,4280,,,,,$/s);
  });

  it('JSON: the turns beside the operations', () => {
    expect(JSON.parse(toJson([entry], turns)).turns[0]).toMatchObject({ request: 'Which customers owe us?', tools: [{ name: 'invoices_overdue', rows: 50, cut: true, trips: 2 }] });
  });
});

describe('toJson', () => {
  it('keeps every entry as stored, under a format marker', () => {
    const parsed = JSON.parse(toJson([entry]));
    expect(parsed).toMatchObject({ format: 'weft-operations', version: 2, operations: [{ id: 'op1', before: { 7: { email: 'old@x.com' } } }], turns: [] });
  });
});
