import { describe, expect, it } from 'vitest';
import { calledSkill, resolveCall } from './resolve-call';

describe('resolveCall', () => {
  it('a run_skill call is the skill it names, with its input', () => {
    expect(resolveCall('run_skill', { name: 'stock_low', input: { limit: 5 } })).toEqual({ name: 'stock_low', input: { limit: 5 } });
    expect(resolveCall('run_skill', { name: 'stock_low' })).toEqual({ name: 'stock_low', input: {} });
    expect(resolveCall('search_records', { model: 'x' })).toEqual({ name: 'search_records', input: { model: 'x' } });
    expect(calledSkill({ name: 'run_skill', input: { name: 'archive_records', input: {} } })).toBe('archive_records');
  });

  it('refuses a malformed run_skill call', () => {
    expect(resolveCall('run_skill', { input: {} }).malformed).toMatch(/needs/);
    expect(resolveCall('run_skill', null).malformed).toMatch(/needs/);
    expect(resolveCall('run_skill', { name: 'archive_records', ids: [1] }).malformed).toMatch(/put ids inside "input"/);
  });
});
