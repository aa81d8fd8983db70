import type { Price } from '@/lib/settings';

const FIELDS: [keyof Price, string][] = [
  ['input', 'Input'],
  ['output', 'Output'],
  ['cacheRead', 'Cache read'],
  ['cacheWrite', 'Cache write'],
];

/** The price of the chosen model, per million tokens, for the cost shown under each conversation. */
export function PriceFields({ model, price, onChange }: { model: string; price: Price | undefined; onChange: (price: Price) => void }) {
  const current = price ?? { input: 0, output: 0, cacheRead: 0, cacheWrite: 0 };
  return (
    <fieldset className="prices">
      <legend>Price of {model || 'this model'}, US$ per million tokens</legend>
      {!price && <p className="small muted">Unknown model: enter its prices to see costs in money.</p>}
      <div className="price-grid">
        {FIELDS.map(([key, label]) => (
          <label key={key} className="small">
            {label}
            <input type="number" min={0} step="0.01" value={current[key]}
              onChange={(e) => onChange({ ...current, [key]: Math.max(0, Number(e.target.value) || 0) })} />
          </label>
        ))}
      </div>
    </fieldset>
  );
}
