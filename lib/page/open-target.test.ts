import { describe, expect, it } from 'vitest';
import type { PageContext } from '@/lib/messaging/protocol';
import { openTarget } from './open-target';

const context = (dirty: boolean): PageContext => ({ origin: 'https://x.example', url: 'https://x.example/odoo', isOdoo: true, loggedIn: true, dirty });

describe('openTarget', () => {
  const contexts = new Map<number, PageContext>([[1, context(true)], [2, context(false)], [3, context(false)]]);
  const of = (id: number) => contexts.get(id) ?? null;

  it("a model's open_in_tab never navigates any tab: it gets a new one, in the background", () => {
    expect(openTarget([{ id: 3, active: true }], of, false)).toEqual({ create: { active: false } });
  });

  it("the user's click navigates the active tab when its form is clean", () => {
    expect(openTarget([{ id: 2 }, { id: 3, active: true }], of, true)).toEqual({ navigate: 3 });
  });

  it('never a tab whose form has unsaved edits, nor one whose state is unknown', () => {
    expect(openTarget([{ id: 1, active: true }, { id: 2 }], of, true)).toEqual({ navigate: 2 });
    expect(openTarget([{ id: 1, active: true }, { id: 9 }], of, true)).toEqual({ create: { active: true } });
    expect(openTarget([], of, true)).toEqual({ create: { active: true } });
  });
});
