import { describe, expect, it } from 'vitest';
import { english, say } from '@/lib/i18n';
import { linkDiff, linksSaid } from './link-changes';

const en = (type: string, before: unknown, after: unknown, names?: Record<number, string>) => say(english, linksSaid(type, before as never, after as never, names));

describe('linksSaid', () => {
  it('counts the lines a write added or removed, whatever shape Odoo read them in', () => {
    expect(en('one2many', undefined, [613, 614])).toBe('2 lines added');
    expect(en('one2many', [1, 2], [{ id: 2 }, { id: 5 }])).toBe('1 line added; 1 line removed');
    expect(linksSaid('one2many', [1, 2], [2, 1])).toBeUndefined();
  });

  it('names the links a many2many write made or dropped when the journal read them, else counts', () => {
    expect(en('many2many', [], [9], { 9: 'qa tag' })).toBe('added qa tag');
    expect(en('many2many', [3, 9], [9], { 3: 'VIP' })).toBe('removed VIP');
    expect(en('many2many', [], [9, 10], { 9: 'qa tag' })).toBe('2 added');
  });

  it('diffs ids, not order', () => {
    expect(linkDiff([1, 2, 3], [3, 4])).toEqual({ added: [4], removed: [1, 2] });
  });
});
