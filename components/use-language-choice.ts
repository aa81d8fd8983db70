import { useEffect, useState } from 'react';
import type { LanguageChoice } from '@/lib/i18n';
import { getSettings } from '@/lib/settings';

/** The language chosen in Settings, read again each time `version` changes (a Save). */
export function useLanguageChoice(version: number): LanguageChoice | undefined {
  const [choice, setChoice] = useState<LanguageChoice>();
  useEffect(() => {
    let live = true;
    void getSettings().then((s) => live && setChoice(s.language)).catch(() => undefined);
    return () => {
      live = false;
    };
  }, [version]);
  return choice;
}
