// What a person reads says what happened in their words: no "tool calls" (the API's word for a
// step the assistant takes) in any language's catalog.
import { describe, expect, it } from 'vitest';
import { catalogs } from './messages';

const JARGON = /tool ?calls?|appels? d[’']outils?|Werkzeugaufruf|llamadas? a herramientas|toolaanroep/i;

describe('plain words', () => {
  for (const [language, catalog] of Object.entries(catalogs)) {
    it(`${language} says no "tool call"`, () => {
      const found = Object.entries(catalog as Record<string, unknown>).filter(([, m]) => JARGON.test(JSON.stringify(m))).map(([k]) => k);
      expect(found).toEqual([]);
    });
  }
});
