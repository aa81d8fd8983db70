import { english, type I18n } from './i18n';

// An Odoo value in words: the panel (cards, Changes) and the notes Weft logs in Odoo's chatter
// write values by this one rule.

/** An Odoo value as a person reads it: false/null -> "—", [id, name] -> name, lists joined. */
export function formatValue(value: unknown, i18n: I18n = english): string {
  if (value === null || value === undefined || value === false) return '—';
  if (value === true) return i18n.t('value.yes');
  if (typeof value === 'number') return i18n.fmt.number(value, 6);
  if (typeof value === 'string') return value === '' ? '—' : value;
  if (Array.isArray(value)) {
    if (value.length === 2 && typeof value[0] === 'number' && typeof value[1] === 'string') return value[1];
    return value.length === 0 ? '—' : value.map((v) => formatValue(v, i18n)).join(', ');
  }
  // A link as Odoo 17+ reads it: {id, display_name}.
  const link = value as { id?: unknown; display_name?: unknown };
  if (typeof link.id === 'number') return typeof link.display_name === 'string' && link.display_name ? link.display_name : `#${link.id}`;
  return JSON.stringify(value);
}

/**
 * A value of a confirm card or of Changes, written as its field's type asks: dates and moments in
 * the user's locale, money in the record's currency (when the card read it), other values as above.
 */
export function formatChange(value: unknown, field: { type?: string; currency?: string }, i18n: I18n = english): string {
  if (typeof value === 'number' && field.type === 'float_time') return floatTime(value);
  if (typeof value === 'number' && field.type === 'monetary') return i18n.fmt.amount(value, field.currency);
  if (typeof value === 'string' && value && field.type === 'date') return i18n.fmt.date(value);
  if (typeof value === 'string' && value && field.type === 'datetime') return i18n.fmt.dateTime(value);
  return formatValue(value, i18n);
}

/**
 * Hours as Odoo's float_time widget writes them (timesheets): "01:30" for 1.5, "-00:15" for -0.25,
 * the minutes rounded, 60 of them carried into the hour.
 */
export function floatTime(hours: number): string {
  const sign = hours < 0 ? '-' : '';
  let h = Math.floor(Math.abs(hours));
  // From milliseconds, as Odoo does, so float noise (1.1666…) never rounds a minute the wrong way.
  let m = Math.round((Math.round(Math.abs(hours) * 3_600_000) - h * 3_600_000) / 60_000);
  if (m === 60) [h, m] = [h + 1, 0];
  return `${sign}${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
}
