import type { Price } from '@/lib/settings';
import { useI18n } from './use-i18n';

const FIELDS = ['input', 'output', 'cacheRead', 'cacheWrite'] as const satisfies readonly (keyof Price)[];

/** The price of the chosen model, per million tokens, for the cost shown under each conversation. */
export function PriceFields({ model, price, onChange }: { model: string; price: Price | undefined; onChange: (price: Price) => void }) {
  const { t } = useI18n();
  const current = price ?? { input: 0, output: 0, cacheRead: 0, cacheWrite: 0 };
  return (
    <fieldset className="prices">
      <legend>{t('prices.legend', { model: model || t('prices.thisModel') })}</legend>
      {!price && <p className="small muted">{t('prices.unknown')}</p>}
      <div className="price-grid">
        {FIELDS.map((key) => (
          <label key={key} className="small">
            {t(`prices.${key}`)}
            <input type="number" min={0} step="0.01" value={current[key]}
              onChange={(e) => onChange({ ...current, [key]: Math.max(0, Number(e.target.value) || 0) })} />
          </label>
        ))}
      </div>
    </fieldset>
  );
}
