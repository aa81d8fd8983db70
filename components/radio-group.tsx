import type { ReactNode } from 'react';

interface Props<T extends string | number> {
  legend: ReactNode;
  name: string;
  value: T;
  options: readonly { value: T; label: string; disabled?: boolean }[];
  onChange: (value: T) => void;
}

/**
 * One choice among a few, each option on its own line: unlike a select, whose box cuts a long
 * option at narrow widths (Firefox's sidebar opens about 240 px wide), the words wrap.
 */
export function RadioGroup<T extends string | number>({ legend, name, value, options, onChange }: Props<T>) {
  return (
    <fieldset className="radio-group">
      <legend>{legend}</legend>
      {options.map((o) => (
        <label key={String(o.value)} className="check">
          <input type="radio" name={name} value={String(o.value)} checked={o.value === value} disabled={o.disabled} onChange={() => onChange(o.value)} />
          <span>{o.label}</span>
        </label>
      ))}
    </fieldset>
  );
}
