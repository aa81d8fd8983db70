import { useState } from 'react';
import { BarChart } from './bar-chart';
import { useI18n } from './use-i18n';
import type { ChartData } from './tool-result';

const CHART_ROWS = 12;

const humanize = (key: string) => key.replace(/_id$/, '').replace(/^_+/, '').replace(/_/g, ' ');

/**
 * A grouped result as a small bar chart. The figures themselves are the answer's one table: the
 * card does not repeat them in a table of its own (the raw result is under the card's details).
 */
export function ResultChart({ data }: { data: ChartData }) {
  const { t } = useI18n();
  const [all, setAll] = useState(false);
  const { rows, labelKey, valueKey } = data;
  const title = t('chart.by', { value: humanize(valueKey), label: humanize(labelKey) });
  return (
    <figure className="result-chart">
      <BarChart rows={all ? rows : rows.slice(0, CHART_ROWS)} title={title} />
      {rows.length > CHART_ROWS && (
        <button type="button" className="link" onClick={() => setAll(!all)}>
          {all ? t('chart.fewer') : t('chart.all', { count: rows.length })}
        </button>
      )}
    </figure>
  );
}
