import { useEffect, useState } from 'react';
import { getSettings, type EffectiveSettings } from '@/lib/settings';
import type { PanelClient } from '@/lib/messaging/panel-client';

/** The effective settings (the organisation's policy applied), read again whenever the worker reports a new status (e.g. after a grant). */
export function useLiveSettings(client: Pick<PanelClient, 'on'>): EffectiveSettings | null {
  const [settings, setSettings] = useState<EffectiveSettings | null>(null);
  useEffect(() => {
    let live = true;
    const read = () => void getSettings().then((s) => live && setSettings(s));
    read();
    const off = client.on((event) => event.type === 'status' && read());
    return () => {
      live = false;
      off();
    };
  }, [client]);
  return settings;
}
