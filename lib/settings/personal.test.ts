import { describe, expect, it } from 'vitest';
import { applyPolicy, parsePolicy } from './policy';
import { Settings } from './settings';

describe('personal data in settings and policy', () => {
  it('the organisation’s list adds to the user’s and locks it; the user cannot take a kind off', () => {
    const user = Settings.parse({ personalData: { kinds: ['phone'], fields: ['x_pet'] } });
    const applied = applyPolicy(user, parsePolicy({ personalData: { kinds: ['email', 'phone'], fields: ['x_birthday'] } }));
    expect(applied.personalData).toEqual({ kinds: ['email', 'phone'], fields: ['x_birthday', 'x_pet'] });
    expect(applied.policy.locked.has('personalData')).toBe(true);
  });

  it('no policy: the user’s own list, unlocked; nothing named by default', () => {
    expect(Settings.parse({}).personalData).toEqual({ kinds: [], fields: [] });
    const applied = applyPolicy(Settings.parse({ personalData: { kinds: ['iban'] } }), parsePolicy({}));
    expect(applied.personalData).toEqual({ kinds: ['iban'], fields: [] });
    expect(applied.policy.locked.has('personalData')).toBe(false);
  });

  it('a malformed policy key is reported and ignored', () => {
    const read = parsePolicy({ personalData: { kinds: ['passport'] } });
    expect(read.policy.personalData).toBeUndefined();
    expect(read.problems[0]).toMatch(/personalData/);
  });
});
