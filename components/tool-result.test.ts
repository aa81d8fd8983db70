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

  it('summarises', () => {
    expect(summarizeResult({ rows: [1, 2] }, '')).toBe('2 rows');
    expect(summarizeResult(undefined, 'plain text')).toBe('plain text');
  });
});
