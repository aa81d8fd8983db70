import { describe, expect, it } from 'vitest';
import type { Message } from './define';
import { LANGUAGES } from './languages';
import { areas, catalogs } from './messages';
import { placeholdersOf } from './translate';

const english = catalogs.en as Record<string, Message>;
const shape = (m: Message) => (typeof m === 'string' ? 'text' : Object.keys(m).sort().join('/'));

describe('catalogs', () => {
  it('define every key once across the areas', () => {
    const seen = new Map<string, string>();
    for (const [name, area] of Object.entries(areas)) {
      for (const key of Object.keys(area.en)) {
        expect(seen.get(key), `${key} in ${name} and ${seen.get(key)}`).toBeUndefined();
        seen.set(key, name);
      }
    }
    expect(seen.size).toBe(Object.keys(english).length);
  });

  for (const language of LANGUAGES.filter((l) => l !== 'en')) {
    describe(language, () => {
      const catalog = catalogs[language] as Record<string, Message>;
      it('has exactly the English keys in every area', () => {
        for (const [name, area] of Object.entries(areas)) {
          expect(Object.keys(area[language]).sort(), name).toEqual(Object.keys(area.en).sort());
        }
      });
      it('uses the same placeholders and plural forms as English', () => {
        for (const [key, message] of Object.entries(english)) {
          expect(placeholdersOf(catalog[key]!), key).toEqual(placeholdersOf(message));
          expect(shape(catalog[key]!), key).toBe(shape(message));
        }
      });
      it('leaves no message empty or padded', () => {
        for (const [key, message] of Object.entries(catalog)) {
          for (const text of typeof message === 'string' ? [message] : Object.values(message)) {
            expect(text.trim(), key).toBe(text);
            expect(text.length, key).toBeGreaterThan(0);
          }
        }
      });
    });
  }

  it('gives every plural message the "one" and "other" forms', () => {
    for (const [key, message] of Object.entries(english)) {
      if (typeof message !== 'string') expect(Object.keys(message), key).toEqual(expect.arrayContaining(['one', 'other']));
    }
  });
});
