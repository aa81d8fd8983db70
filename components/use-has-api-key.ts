import { useEffect, useState } from 'react';
import { getSettings, toPublic } from '@/lib/settings';

/** Whether an API key is set (null while reading). Read on mount: the settings view is another view. */
export function useHasApiKey(): boolean | null {
  const [has, setHas] = useState<boolean | null>(null);
  useEffect(() => {
    let live = true;
    getSettings().then((s) => live && setHas(toPublic(s).hasApiKey), () => live && setHas(false));
    return () => void (live = false);
  }, []);
  return has;
}
