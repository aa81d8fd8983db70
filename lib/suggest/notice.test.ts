import { describe, expect, it } from 'vitest';
import { PROBES } from './probes';
import { noticeFor } from './notice';

const row = (probe: string, id = probe) => ({ id, probe, title: `${probe} title`, why: `${probe} why` });

describe('noticeFor', () => {
  it('picks the first important suggestion of a run: an overdue customer, an error to explain', () => {
    expect(noticeFor([row('partner-overview'), row('overdue-customer')])).toEqual({ suggestionId: 'overdue-customer', title: 'overdue-customer title', why: 'overdue-customer why' });
    expect(noticeFor([row('explain-error', 'e1'), row('overdue-customer')])?.suggestionId).toBe('e1');
  });

  it('leaves every other suggestion to the badge', () => {
    const others = PROBES.map((p) => p.id).filter((id) => id !== 'overdue-customer' && id !== 'explain-error');
    expect(others.length).toBeGreaterThan(2);
    expect(noticeFor(others.map((id) => row(id)))).toBeNull();
  });

  it('names only probes that exist', () => {
    const ids = new Set(PROBES.map((p) => p.id));
    expect(ids.has('overdue-customer') && ids.has('explain-error')).toBe(true);
  });
});
