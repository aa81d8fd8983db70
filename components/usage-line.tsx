import { useEffect, useState } from 'react';
import type { Usage } from '@/lib/db';
import { costOf, formatCost, getSettings, priceOf, type Price } from '@/lib/settings';
import { compactNumber } from './format';

/** What this conversation cost so far, in money (from the price table in Settings) and tokens. */
export function UsageLine({ usage }: { usage: Usage | undefined }) {
  const [priced, setPriced] = useState<{ model: string; price: Price | undefined } | null>(null);
  useEffect(() => {
    let live = true;
    void getSettings().then((s) => live && setPriced({ model: s.model, price: priceOf(s.model, s.prices) }));
    return () => void (live = false);
  }, []);
  if (!usage || usage.input + usage.output + usage.cacheRead + usage.cacheWrite === 0) return null;
  const tokens = usage.input + usage.output + usage.cacheRead + usage.cacheWrite;
  const cost = priced?.price ? formatCost(costOf(usage, priced.price)) : null;
  const title = [
    `New input ${usage.input.toLocaleString()}, from cache ${usage.cacheRead.toLocaleString()}, written to cache ${usage.cacheWrite.toLocaleString()}, output ${usage.output.toLocaleString()} tokens.`,
    cost ? `Cost at the prices set for ${priced!.model} in Settings.` : 'Set this model’s prices in Settings to see the cost.',
  ].join(' ');
  return (
    <span className="usage muted small" title={title} data-testid="usage">
      {cost ?? `${compactNumber(tokens)} tokens`}
    </span>
  );
}
