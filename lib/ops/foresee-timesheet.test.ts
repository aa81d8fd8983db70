// The timesheet card, against the Odoo stand-in with Timesheets installed: its title in words, and
// the hours labelled as hours in the user's language, where Odoo's own label is "Quantity" (the
// analytic line's unit_amount); only on this card.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { english, i18nFor, say } from '@/lib/i18n';
import { rig, type Rig } from '../../test/journal-rig';
import { editableFields } from './card-edits';
import { timesheetLabels } from './foresee-timesheet';
import type { WriteSpec } from './types';

const timesheet: WriteSpec = { kind: 'create', model: 'account.analytic.line', values: { task_id: 1, project_id: 1, employee_id: 1, unit_amount: 1.5, date: '2026-11-20', name: 'Site visit' } };

describe('timesheetLabels', () => {
  it('calls the hours hours on a new timesheet line only', () => {
    expect(timesheetLabels(timesheet)).toEqual({ unit_amount: { key: 'ops.label.hours' } });
    // An analytic line without a task (another unit), and an update: Odoo's own label stays.
    expect(timesheetLabels({ ...timesheet, values: { unit_amount: 3, name: 'Fuel' } })).toEqual({});
    expect(timesheetLabels({ kind: 'write', model: 'account.analytic.line', ids: [1], values: { unit_amount: 2 } })).toEqual({});
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
    const words = ['en_US', 'fr_FR', 'es_ES', 'de_DE', 'nl_NL'].map((lang) => say(i18nFor(lang, []), hours.label));
    expect(words).toEqual(['Hours', 'Heures', 'Horas', 'Stunden', 'Uren']);
    expect(say(english, preview.summary)).toBe('Log 1.5 hours on Energy Certificate for Mitchell Admin on Nov 20, 2026.');
    expect(preview.changes.find((c) => c.field === 'task_id')!.label).toBe('Task');
    // Its Edit values too: the same words over the field the user changes.
    const offered = editableFields(timesheet, await r.client.fieldsGet('account.analytic.line')).find((f) => f.field === 'unit_amount')!;
    expect(say(i18nFor('nl_NL', []), offered.label)).toBe('Uren');
  });
});
