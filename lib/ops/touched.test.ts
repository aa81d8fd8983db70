import { describe, expect, it } from 'vitest';
import type { FieldsMap } from '@/lib/odoo';
import { linkedLive, linkFields, touchedBetween } from './touched';

const fields = {
  task_id: { type: 'many2one', relation: 'project.task', string: 'Task' },
  project_id: { type: 'many2one', relation: 'project.project', string: 'Project' },
  name: { type: 'char', string: 'Description' },
} as unknown as FieldsMap;
const live = new Map([['project.task', new Set([7, 9])]]);

describe('touched', () => {
  it('links to records the journal created, by many2one in any shape Odoo gives it; other models and ids are not', () => {
    expect(linkFields(fields, live)).toEqual(['task_id']);
    expect(linkedLive([{ task_id: 7, project_id: 1 }, { task_id: { id: 9, display_name: 'T' } }, { task_id: [8, 'Other'] }, { name: 'x' }], fields, live))
      .toEqual([{ model: 'project.task', ids: [7, 9] }]);
  });

  it('keeps only write dates that moved, with where they were', () => {
    const before = new Map([['project.task', { 7: '2026-11-28 00:00:01', 9: '2026-11-28 00:00:01' }]]);
    const after = new Map([['project.task', { 7: '2026-11-28 00:00:03', 9: '2026-11-28 00:00:01' }]]);
    expect(touchedBetween(before, after)).toEqual({ 'project.task': { 7: { from: '2026-11-28 00:00:01', to: '2026-11-28 00:00:03' } } });
    expect(touchedBetween(before, before)).toBeUndefined();
  });
});
