import { describe, expect, it } from 'vitest';
import { edgesOf } from './use-overflow-edges';

describe('which ends of a scrolling row hide something', () => {
  it('says nothing when all fits', () => expect(edgesOf({ scrollLeft: 0, scrollWidth: 300, clientWidth: 300 })).toBe(''));
  it('says the end at the start of a long row', () => expect(edgesOf({ scrollLeft: 0, scrollWidth: 500, clientWidth: 300 })).toBe('end'));
  it('says both in the middle', () => expect(edgesOf({ scrollLeft: 100, scrollWidth: 500, clientWidth: 300 })).toBe('start end'));
  it('says the start at the end', () => expect(edgesOf({ scrollLeft: 200, scrollWidth: 500, clientWidth: 300 })).toBe('start'));
});
