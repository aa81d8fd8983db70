import { describe, expect, it } from 'vitest';
import { chartData, summarizeResult, toolResultText } from './tool-result';

describe('tool results', () => {
  it('reads string and block content', () => {
    expect(toolResultText({ content: '{"a":1}' })).toBe('{"a":1}');
    expect(toolResultText({ content: [{ type: 'text', text: '{"a"' }, { type: 'text', text: ':1}' }] })).toBe('{"a":1}');
  });

  it('finds label and value in grouped rows, skipping ids and counts', () => {
    const data = chartData('sales_summary', {
      rows: [
        { partner_id: [7, 'Azure Interior'], id: 3, __count: 4, amount_total: 1200.5 },
        { partner_id: [8, 'Deco Addict'], id: 4, __count: 1, amount_total: 300 },
      ],
    });
    expect(data).toEqual({
      labelKey: 'partner_id',
      valueKey: 'amount_total',
      rows: [{ label: 'Azure Interior', value: 1200.5 }, { label: 'Deco Addict', value: 300 }],
    });
  });

  it('accepts groups, falls back to the count, and ignores other skills or shapes', () => {
    expect(chartData('crm_pipeline', { groups: [{ stage: 'New', __count: 3 }] })?.rows).toEqual([{ label: 'New', value: 3 }]);
    expect(chartData('search_records', { rows: [{ name: 'x', amount: 1 }] })).toBeNull();
    expect(chartData('sales_trend', { rows: [] })).toBeNull();
    expect(chartData('sales_trend', { total: 3 })).toBeNull();
  });

  it('summarises by record name, never by technical model name', () => {
    expect(summarizeResult({ rows: [1, 2] }, '')).toBe('2 results');
    expect(summarizeResult(undefined, 'plain text')).toBe('plain text');
    // A search's table: the name column, "n of total", three names then how many more.
    const search = { source: 'odoo:sale.order', untrusted_record_data: true, total: 10, columns: ['id', 'name', 'amount_total'], rows: [[1, 'S00001', 5], [2, 'S00002', 6], [3, 'S00003', 7], [4, 'S00004', 8], [5, 'S00005', 9]] };
    expect(summarizeResult(search, '')).toBe('5 of 10: S00001, S00002, S00003 and 2 more');
    // A business skill's rows: each row's first name (not its currency code).
    const sales = { rows: [{ currency: 'USD', customer: 'Gemini Furniture', untaxed: 3533.95 }, { customer: 'Windy City Interiors', untaxed: 2410 }] };
    expect(summarizeResult(sales, '')).toBe('2 results: Gemini Furniture and Windy City Interiors');
    expect(summarizeResult({ source: 'odoo:res.partner', match: { id: 5, name: 'Azure Interior' }, outcome: 'match' }, '')).toBe('Found Azure Interior');
    expect(summarizeResult({ source: 'odoo:res.partner', ambiguous: true, candidates: ['Azure Interior (#5)', 'Azure Lab (#9)'] }, '')).toBe('Several match: Azure Interior and Azure Lab');
    expect(summarizeResult({ source: 'odoo:res.partner', match: null, note: 'No res.partner matches x' }, '')).toBe('Nothing by that name');
    expect(summarizeResult({ source: 'odoo:res.partner', status: 'done', ids: [5], names: ['Azure Interior'] }, '')).toBe('Done: Azure Interior');
  });
});
