import { useEffect, useState } from 'react';
import type { Usage } from '@/lib/db';
import { costOf, formatCost, getSettings, priceOf, type Price } from '@/lib/settings';
import { useI18n } from './use-i18n';
import { compactNumber } from './format';

/** What this conversation cost so far, in money (from the price table in Settings) and tokens. */
export function UsageLine({ usage }: { usage: Usage | undefined }) {
  const i18n = useI18n();
  const { t, fmt } = i18n;
  const [priced, setPriced] = useState<{ model: string; price: Price | undefined } | null>(null);
  useEffect(() => {
    let live = true;
    void getSettings().then((s) => live && setPriced({ model: s.model, price: priceOf(s.model, s.prices) }));
    return () => void (live = false);
  }, []);
  if (!usage || usage.input + usage.output + usage.cacheRead + usage.cacheWrite === 0) return null;
  const tokens = usage.input + usage.output + usage.cacheRead + usage.cacheWrite;
  const cost = priced?.price ? formatCost(costOf(usage, priced.price), fmt.locale) : null;
  const title = [
    t('usage.detail', { input: usage.input, cacheRead: usage.cacheRead, cacheWrite: usage.cacheWrite, output: usage.output }),
    cost ? t('usage.priced', { model: priced!.model }) : t('usage.unpriced'),
  ].join(' ');
  return (
    <span className="usage muted small" title={title} data-testid="usage">
      {cost ?? t('usage.tokens', { count: compactNumber(tokens, i18n) })}
    </span>
  );
}
