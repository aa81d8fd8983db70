import { describe, expect, it } from 'vitest';
import { i18nFor } from '@/lib/i18n';
import type { Operation } from '@/lib/db';
import type { UndoResult } from '@/lib/ops/types';
import { undoEvent } from './commands';

const operation = { id: 'op1' } as Operation;

describe('undoEvent', () => {
  it('says each outcome in the Odoo user’s language', () => {
    const conflict: UndoResult = { status: 'conflict', operation, conflicts: { 5: [{ field: 'phone', label: 'Téléphone', theirs: '3', before: '1', ai: '2', by: 'Marc Demo' }] } } as UndoResult;
    expect(undoEvent(conflict, i18nFor('fr_FR').t)).toMatchObject({ message: 'Modifié depuis par Marc Demo : Téléphone. Choisissez ce que vous gardez.' });
    expect(undoEvent({ status: 'undone', operation } as UndoResult, i18nFor('de_DE').t)).toMatchObject({ message: 'Rückgängig gemacht.' });
    expect(undoEvent({ status: 'failed', operation, error: 'timeout' } as UndoResult, i18nFor('nl_NL').t)).toMatchObject({ message: 'Ongedaan maken mislukt: timeout' });
    // Without a known author: "someone else", in the same language.
    const { by: _by, ...anonymous } = (conflict as Extract<UndoResult, { status: 'conflict' }>).conflicts[5]![0]!;
    expect(undoEvent({ ...conflict, conflicts: { 5: [anonymous] } } as UndoResult, i18nFor('de_DE').t)).toMatchObject({
      message: 'Seitdem von jemand anderem geändert: Téléphone. Wählen Sie, was bleiben soll.',
    });
  });

  it('keeps English by default', () => {
    expect(undoEvent({ status: 'undone', operation } as UndoResult)).toMatchObject({ message: 'Undone.' });
  });
});
