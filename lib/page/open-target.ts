import type { PageContext } from '@/lib/messaging/protocol';

// Where a record opens. Navigating a tab whose form has unsaved edits makes Odoo save them (or
// lose them), so such a tab is never navigated; and only the user's own click may replace the page
// they are looking at. A model's open_in_tab therefore always gets a new tab.

export interface TabLike {
  id?: number;
  active?: boolean;
}

export type OpenTarget = { navigate: number } | { create: { active: boolean } };

/** `tabs`: the Odoo tabs of the URL's origin; `contextOf`: what their content script last said. */
export function openTarget(tabs: TabLike[], contextOf: (tabId: number) => PageContext | null, byUser: boolean): OpenTarget {
  if (!byUser) return { create: { active: false } };
  // A tab is safe to navigate only when its content script said its form is clean.
  const clean = (t: TabLike) => t.id !== undefined && contextOf(t.id) !== null && contextOf(t.id)?.dirty !== true;
  const tab = tabs.find((t) => t.active && clean(t)) ?? tabs.find(clean);
  return tab?.id !== undefined ? { navigate: tab.id } : { create: { active: true } };
}
