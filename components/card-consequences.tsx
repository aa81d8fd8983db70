import type { z } from 'zod';
import { say } from '@/lib/i18n';
import type { ConsequencesMsg } from '@/lib/messaging';
import { formatChange } from './format';
import { useI18n } from './use-i18n';

type Consequences = z.infer<typeof ConsequencesMsg>;

/**
 * What Odoo's own form computes from the change before it runs, on a confirm card: Odoo's
 * warnings first (the form's, then each product's put on a line), then the lines as Odoo prices them, what it sets itself (a journal, a due date),
 * and the totals (before → after on an update), in the document's currency and the user's locale.
 */
export function CardConsequences({ consequences: c }: { consequences: Consequences }) {
  const i18n = useI18n();
  const { t, fmt } = i18n;
  const money = (n: number | undefined) => (n === undefined ? '—' : fmt.amount(n, c.currency));
  const totals = c.totals;
  const before = c.totalsBefore;
  // Why Odoo could not be asked: a sentence the worker hands as data, said here in the panel's language.
  const unavailable = say(i18n, c.unavailable);
  const warningsUnavailable = say(i18n, c.warningsUnavailable);
  const row = (label: string, key: 'untaxed' | 'tax' | 'total') =>
    totals && (
      <tr key={key} className={key === 'total' ? 'total' : undefined}>
        <td>{label}</td>
        <td>
          {before && before[key] !== totals[key] && <><span className="before">{money(before[key])}</span> → </>}
          <span className="after">{money(totals[key])}</span>
        </td>
      </tr>
    );
  return (
    <div className="consequences" aria-label={t('conseq.heading')}>
      {c.warnings.map((w, i) => <p key={`w${i}`} className="warn-text small" role="note">{t('conseq.warning', { message: w })}</p>)}
      {/* A change set's warnings are on their rows (change-set-table.tsx). */}
      {c.productWarnings?.filter((w) => !w.rows).map((w, i) => <p key={`p${i}`} className="warn-text small" role="note">{t('conseq.productWarning', { product: w.product, message: w.message })}</p>)}
      {c.notes?.map((n, i) => <p key={`n${i}`} className="small" role="note">{say(i18n, n)}</p>)}
      {/* Exactly what Odoo could not answer beforehand: the totals, the products' warnings, or both for one reason. */}
      {unavailable && unavailable === warningsUnavailable ? (
        <p className="warn-text small">{t('conseq.unavailableAll', { reason: unavailable })}</p>
      ) : (
        <>
          {unavailable && <p className="warn-text small">{t('conseq.unavailable', { reason: unavailable })}</p>}
          {warningsUnavailable && <p className="warn-text small" role="note">{t('conseq.warningsUnavailable', { reason: warningsUnavailable })}</p>}
        </>
      )}
      {(c.lines.length > 0 || c.facts.length > 0 || totals) && (
        <table className="changes compact consequences-table">
          <caption className="muted small">{t('conseq.heading')}</caption>
          <tbody>
            {c.lines.map((l, i) => (
              <tr key={`l${i}`}>
                <td colSpan={2}>
                  {t(l.discount ? 'conseq.lineDiscount' : 'conseq.line', {
                    name: l.name,
                    // In the line's own unit: "2 Dozens", "3.5 Hours".
                    qty: l.unit ? t('conseq.qtyUnit', { qty: fmt.number(l.quantity ?? 1, 4), unit: l.unit }) : fmt.number(l.quantity ?? 1, 4),
                    price: money(l.price),
                    discount: fmt.percent((l.discount ?? 0) / 100),
                    subtotal: money(l.subtotal),
                  })}
                </td>
              </tr>
            ))}
            {c.facts.map((f, i) => (
              <tr key={`f${i}`}>
                <td>{f.label}</td>
                <td>{formatChange(f.value, { ...(f.type ? { type: f.type } : {}), ...(c.currency ? { currency: c.currency } : {}) }, i18n)}</td>
              </tr>
            ))}
            {row(t('conseq.untaxed'), 'untaxed')}
            {row(t('conseq.tax'), 'tax')}
            {row(t('conseq.total'), 'total')}
          </tbody>
        </table>
      )}
    </div>
  );
}
