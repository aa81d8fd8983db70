import type { ChartRow } from './tool-result';
import { useI18n } from './use-i18n';
import { compactNumber } from './format';

const ROW = 18;
const LABEL_W = 110;
const VALUE_W = 48;
const WIDTH = 320;

/** Horizontal bars in plain SVG: label, bar, value. Negative values draw from zero, in another tone. */
export function BarChart({ rows, title }: { rows: ChartRow[]; title: string }) {
  const i18n = useI18n();
  const max = Math.max(...rows.map((r) => Math.abs(r.value)), 0) || 1;
  const barMax = WIDTH - LABEL_W - VALUE_W;
  return (
    <svg
      className="bar-chart" role="img" aria-label={title}
      viewBox={`0 0 ${WIDTH} ${rows.length * ROW}`} width="100%" preserveAspectRatio="xMinYMin meet"
    >
      {rows.map((row, i) => {
        const w = Math.max((Math.abs(row.value) / max) * barMax, row.value === 0 ? 0 : 1);
        const y = i * ROW;
        return (
          <g key={i}>
            <title>{`${row.label}: ${i18n.fmt.number(row.value)}`}</title>
            <text x={LABEL_W - 6} y={y + 13} textAnchor="end" className="bar-label">
              {row.label.length > 18 ? `${row.label.slice(0, 17)}…` : row.label}
            </text>
            <rect x={LABEL_W} y={y + 3} width={w} height={ROW - 6} rx={2} className={row.value < 0 ? 'bar negative' : 'bar'} />
            <text x={LABEL_W + w + 4} y={y + 13} className="bar-value">{compactNumber(row.value, i18n)}</text>
          </g>
        );
      })}
    </svg>
  );
}
