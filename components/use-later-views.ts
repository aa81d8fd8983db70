import { useEffect, useState } from 'react';
import type { OperationsView } from './operations-view';
import type { SettingsView } from './settings-view';
import type { TeamActivity } from './team-activity';

// The panel's other views (Settings, Changes, Team) are chunks of their own, loaded just after the
// chat's first paint: that paint evaluates none of their code (issue 32). Not React.lazy: a view
// opened later renders in the click's own update, as when it was part of the panel, rather than
// suspending for a tick on every first opening (a suspended view left Firefox's e2e waiting for a
// field that came a frame later). Opened before they have come, the view waits for them.
export interface LaterViews {
  SettingsView: typeof SettingsView;
  OperationsView: typeof OperationsView;
  TeamActivity: typeof TeamActivity;
}

let loading: Promise<LaterViews> | null = null;
const load = () =>
  (loading ??= Promise.all([import('./settings-view'), import('./operations-view'), import('./team-activity')]).then(([s, o, t]) => ({
    SettingsView: s.SettingsView,
    OperationsView: o.OperationsView,
    TeamActivity: t.TeamActivity,
  })));
let loaded: LaterViews | null = null;

/** The later views once loaded (null before); `now`: load at once (a view was asked for). */
export function useLaterViews(now: boolean): LaterViews | null {
  const [views, setViews] = useState<LaterViews | null>(loaded);
  useEffect(() => {
    if (views) return;
    let live = true;
    const start = () =>
      void load().then((v) => {
        loaded = v;
        if (live) setViews(v);
      }, () => (loading = null)); // a failed load is tried again at the next asking
    // After the first paint (a frame, then a task); at once when a view is already asked for.
    const timer = now ? (start(), undefined) : setTimeout(start, 50);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [views, now]);
  return views;
}
