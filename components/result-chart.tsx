import { useState } from 'react';
import { BarChart } from './bar-chart';
import { useI18n } from './use-i18n';
import type { ChartData } from './tool-result';

const CHART_ROWS = 12;
const TABLE_ROWS = 8;

const humanize = (key: string) => key.replace(/_id$/, '').replace(/^_+/, '').replace(/_/g, ' ');

/** A grouped result: a small bar chart and the figures as a table. */
export function ResultChart({ data }: { data: ChartData }) {
  const { t, fmt } = useI18n();
  const [all, setAll] = useState(false);
  const { rows, labelKey, valueKey } = data;
  const shown = all ? rows : rows.slice(0, TABLE_ROWS);
  const title = t('chart.by', { value: humanize(valueKey), label: humanize(labelKey) });
  return (
    <figure className="result-chart">
      <BarChart rows={rows.slice(0, CHART_ROWS)} title={title} />
      <table className="compact">
        <thead><tr><th scope="col">{humanize(labelKey)}</th><th scope="col" className="num">{humanize(valueKey)}</th></tr></thead>
        <tbody>
          {shown.map((row, i) => (
            <tr key={i}><td>{row.label}</td><td className="num">{fmt.number(row.value)}</td></tr>
          ))}
        </tbody>
      </table>
      {rows.length > TABLE_ROWS && (
        <button type="button" className="link" onClick={() => setAll(!all)}>
          {all ? t('chart.fewer') : t('chart.all', { count: rows.length })}
        </button>
      )}
    </figure>
  );
}
