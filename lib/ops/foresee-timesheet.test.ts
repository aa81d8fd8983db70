// The timesheet card, against the Odoo stand-in with Timesheets installed: its title in words, and
// the time labelled as Odoo's timesheet views label it in the user's language ("Hours Spent" on
// 16-17, "Time Spent" on 18+), where the field's own label is "Quantity" (the analytic line's
// unit_amount), written as hours and minutes; on this card and in Changes after.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { english, i18nFor, say, sayArg } from '@/lib/i18n';
import { modelArg } from './summary';
import { formatChange } from '@/lib/i18n/values';
import type { JournalEntry } from './types';
import { rig, type Rig } from '../../test/journal-rig';
import { editableFields } from './card-edits';
import { timesheetLabels } from './foresee-timesheet';
import { entryLabel, entryModel } from './card-labels';
import type { WriteSpec } from './types';

const timesheet: WriteSpec = { kind: 'create', model: 'account.analytic.line', values: { task_id: 1, project_id: 1, employee_id: 1, unit_amount: 1.5, date: '2026-11-20', name: 'Site visit' } };

describe('timesheetLabels', () => {
  it("says a new timesheet line's time as Odoo's timesheet views do on each version, and nothing of other analytic lines", () => {
    expect([16, 17, 18, 19].map((v) => timesheetLabels(timesheet, v).unit_amount?.key)).toEqual(['ops.label.hoursSpent', 'ops.label.hoursSpent', 'ops.label.timeSpent', 'ops.label.timeSpent']);
    // An analytic line without a task (another unit), and an update: Odoo's own label stays.
    expect(timesheetLabels({ ...timesheet, values: { unit_amount: 3, name: 'Fuel' } }, 18)).toEqual({});
    expect(timesheetLabels({ kind: 'write', model: 'account.analytic.line', ids: [1], values: { unit_amount: 2 } }, 18)).toEqual({});
  });

  it('writes hours as hours and minutes, as Odoo does', () => {
    expect([1.5, 0.25, 8, 1.1666667, 0.9999, -0.25].map((h) => formatChange(h, { type: 'float_time' }))).toEqual(['01:30', '00:15', '08:00', '01:10', '01:00', '-00:15']);
  });
});

describe('the timesheet card (Odoo 18)', () => {
  let r: Rig;
  beforeAll(async () => {
    r = await rig(18);
    r.odoo.setModules(['hr_timesheet']);
  });
  afterAll(() => r.close());

  it('labels the hours in words in the five languages; Odoo labels the field "Quantity"', async () => {
    expect((await r.client.fieldsGet('account.analytic.line')).unit_amount?.string).toBe('Quantity');
    const preview = await r.journal.preview(timesheet);
    const hours = preview.changes.find((c) => c.field === 'unit_amount')!;
    expect(hours.after).toBe(1.5);
    expect(formatChange(hours.after, hours)).toBe('01:30');
    const words = ['en_US', 'fr_FR', 'es_ES', 'de_DE', 'nl_NL'].map((lang) => say(i18nFor(lang, []), hours.label));
    expect(words).toEqual(['Time Spent', 'Temps passé', 'Tiempo dedicado', 'Zeitaufwand', 'Bestede tijd']);
    expect(say(english, preview.summary)).toBe('Log 1.5 hours on Energy Certificate for Mitchell Admin on Nov 20, 2026.');
    expect(preview.changes.find((c) => c.field === 'task_id')!.label).toBe('Task');
    // Its Edit values too: the same words over the field the user changes.
    const offered = editableFields(timesheet, await r.client.fieldsGet('account.analytic.line'), {}, 18).find((f) => f.field === 'unit_amount')!;
    expect(say(i18nFor('nl_NL', []), offered.label)).toBe('Bestede tijd');
  });

  it('Changes says the same words and hours once it is logged, not "Quantity: 1.5"', async () => {
    const { operation: op } = await r.journal.run(timesheet, { conversationId: 'c', turnId: 't', skill: 'log_timesheet' });
    const operation = op as JournalEntry;
    expect(operation.labels?.unit_amount).toBe('Quantity');
    expect(say(i18nFor('de_DE', []), entryLabel(operation, 'unit_amount'))).toBe('Zeitaufwand');
    expect(formatChange(operation.after[operation.recordIds[0]!]?.unit_amount, { type: operation.types?.unit_amount })).toBe('01:30');
    // Odoo's own label for the others.
    expect(entryLabel(operation, 'task_id')).toBe('Task');
  });
});

describe('an existing timesheet line in Changes (Odoo 17)', () => {
  let r: Rig;
  beforeAll(async () => {
    r = await rig(17);
    r.odoo.setModules(['hr_timesheet']);
  });
  afterAll(() => r.close());
  const ref = { conversationId: 'c', turnId: 't', skill: 'update_record' };
  const title = (entry: JournalEntry, lang: string) => sayArg(i18nFor(lang, []), modelArg(entryModel(entry), 1, entry.modelLabel));

  it('titles a new timesheet line a timesheet, in the five languages', async () => {
    const { operation } = await r.journal.run(timesheet, { ...ref, skill: 'log_timesheet' });
    expect(['en_US', 'fr_FR', 'es_ES', 'de_DE', 'nl_NL'].map((lang) => title(operation as JournalEntry, lang))).toEqual(['Timesheet', 'Feuille de temps', 'Hoja de asistencia', 'Zeiterfassung', 'Urenstaat']);
  });

  it('knows a line on a project is a timesheet when it is updated or deleted: its time and title in words, not "Quantity"', async () => {
    const { operation: made } = await r.journal.run(timesheet, { ...ref, skill: 'log_timesheet' });
    const id = made.recordIds[0]!;
    const update: WriteSpec = { kind: 'write', model: 'account.analytic.line', ids: [id], values: { unit_amount: 2.25 } };
    const hours = (await r.journal.preview(update)).changes.find((c) => c.field === 'unit_amount')!;
    expect([say(english, hours.label), formatChange(hours.after, hours)]).toEqual(['Hours Spent', '02:15']);
    const written = (await r.journal.run(update, ref)).operation as JournalEntry;
    expect([say(i18nFor('fr_FR', []), entryLabel(written, 'unit_amount')), written.types?.unit_amount, title(written, 'en_US')]).toEqual(['Heures passées', 'float_time', 'Timesheet']);
    // The project was read for the card only: the journaled values (what undo puts back) are the written field's.
    expect(Object.keys(written.before[id]!).sort()).toEqual(['display_name', 'unit_amount', 'write_date']);
    const deleted = (await r.journal.run({ kind: 'unlink', model: 'account.analytic.line', ids: [id] }, ref)).operation as JournalEntry;
    expect([title(deleted, 'de_DE'), say(english, entryLabel(deleted, 'unit_amount'))]).toEqual(['Zeiterfassung', 'Hours Spent']);
  });

  it('titles the card of an update or a delete of a timesheet line a timesheet, in the five languages (not "Analytic Line")', async () => {
    const { operation: made } = await r.journal.run(timesheet, { ...ref, skill: 'log_timesheet' });
    const id = made.recordIds[0]!;
    const langs = ['en_US', 'fr_FR', 'es_ES', 'de_DE', 'nl_NL'];
    const update = await r.journal.preview({ kind: 'write', model: 'account.analytic.line', ids: [id], values: { unit_amount: 2.25 } });
    const titles = langs.map((lang) => say(i18nFor(lang, []), update.summary));
    expect(titles[0]).toMatch(/^Update Timesheet Site visit: Hours Spent\.?$/);
    ['Feuille de temps', 'Hoja de asistencia', 'Zeiterfassung', 'Urenstaat'].forEach((word, i) => expect(titles[i + 1]).toContain(word));
    expect(titles.join(' ')).not.toMatch(/analytic|analytique|analítica|Kostenstellen|analytische/i);
    const unlink = await r.journal.preview({ kind: 'unlink', model: 'account.analytic.line', ids: [id] });
    expect(say(english, unlink.summary)).toMatch(/Timesheet Site visit/);
  });

  it('leaves an analytic line on no project as Odoo names it', async () => {
    const { operation: made } = await r.journal.run({ kind: 'create', model: 'account.analytic.line', values: { name: 'Fuel tsword', unit_amount: 3 } }, ref);
    expect((made as JournalEntry).document).toBeUndefined();
    const id = made.recordIds[0]!;
    const written = (await r.journal.run({ kind: 'write', model: 'account.analytic.line', ids: [id], values: { unit_amount: 4 } }, ref)).operation as JournalEntry;
    expect([entryLabel(written, 'unit_amount'), written.types?.unit_amount, entryModel(written)]).toEqual(['Quantity', 'float', 'account.analytic.line']);
  });
});
