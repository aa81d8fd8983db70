import { useEffect, useState } from 'react';
import { getSettings, toPublic } from '@/lib/settings';

/** Whether an API key is set (null while reading). Read on mount, and again when `version` changes (after a save). */
export function useHasApiKey(version = 0): boolean | null {
  const [has, setHas] = useState<boolean | null>(null);
  useEffect(() => {
    let live = true;
    getSettings().then((s) => live && setHas(toPublic(s).hasApiKey), () => live && setHas(false));
    return () => void (live = false);
  }, [version]);
  return has;
}
