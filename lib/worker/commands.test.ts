import { describe, expect, it } from 'vitest';
import { i18nFor, say } from '@/lib/i18n';
import type { Operation } from '@/lib/db';
import type { UndoResult } from '@/lib/ops/types';
import { OdooError } from '@/lib/odoo/errors';
import { undoEvent } from './commands';

const operation = { id: 'op1' } as Operation;
// The panel says the event's sentence in the Odoo user's language.
const message = (result: UndoResult, lang: string) => {
  const event = undoEvent(result);
  return event.type === 'undo/result' ? say(i18nFor(lang, []), event.message) : '';
};

describe('undoEvent', () => {
  it('says each outcome in the Odoo user’s language', () => {
    const conflict: UndoResult = { status: 'conflict', operation, conflicts: { 5: [{ field: 'phone', label: 'Téléphone', theirs: '3', before: '1', ai: '2', by: 'Marc Demo' }] } } as UndoResult;
    expect(message(conflict, 'fr_FR')).toBe('Modifié depuis par Marc Demo : Téléphone. Choisissez ce que vous gardez.');
    expect(message({ status: 'undone', operation } as UndoResult, 'de_DE')).toBe('Rückgängig gemacht.');
    expect(message({ status: 'failed', operation, error: 'timeout' } as UndoResult, 'nl_NL')).toBe('Ongedaan maken mislukt: timeout');
    // Without a known author: "someone else", in the same language.
    const { by: _by, ...anonymous } = (conflict as Extract<UndoResult, { status: 'conflict' }>).conflicts[5]![0]!;
    expect(message({ ...conflict, conflicts: { 5: [anonymous] } } as UndoResult, 'de_DE')).toBe('Seitdem von jemand anderem geändert: Téléphone. Wählen Sie, was bleiben soll.');
  });

  it('says what the journal said (a sentence of lib/ops) in the reader’s language', () => {
    const undone = { status: 'undone', operation, note: { key: 'undo.deleted', params: { names: { list: ['S00007'] } } } } as UndoResult;
    expect(message(undone, 'en_US')).toBe('Deleted S00007.');
    expect(message(undone, 'es_ES')).toBe('Eliminado: S00007.');
    // Odoo's refusal, handed as a sentence by lib/ops/undo.ts: the reader's language, not the worker's English.
    const refused = { status: 'failed', operation, error: new OdooError({ kind: 'access_denied', serverMessage: 'Accès refusé' }).sentence() } as UndoResult;
    expect(message(refused, 'fr_FR')).toMatch(/^.+ : Odoo a refusé : vous n’avez pas les droits pour faire cela \(Odoo a répondu : Accès refusé\)\.$/);
  });
});
