import { useEffect, useRef, useState } from 'react';
import { sayArg } from '@/lib/i18n';
import type { PanelClient } from '@/lib/messaging/panel-client';
import type { TeamCursor, TeamFilter, TeamPage, TeamRow } from '@/lib/ops/team-activity';
import { relativeTime } from './format';
import { useNow } from './use-now';
import { useI18n } from './use-i18n';

// Team activity: the AI changes of the whole Odoo database, from the notes the trail logs on each
// record (lib/ops/trail.ts), read by the worker with the user's own session, so Odoo decides what
// each person sees. A page at a time; the filters are the people and kinds of record seen so far.

const PERIODS = { day: 1, week: 7, month: 30, all: 0 } as const;
type Period = keyof typeof PERIODS;

/** A moment as Odoo compares dates: UTC, "YYYY-MM-DD HH:MM:SS". */
const odooMoment = (ms: number) => new Date(ms).toISOString().slice(0, 19).replace('T', ' ');
const utcMs = (at: string) => Date.parse(`${at.replace(' ', 'T')}Z`);

export function TeamActivity({ client }: { client: Pick<PanelClient, 'send' | 'on'> }) {
  const i18n = useI18n();
  const { t } = i18n;
  const now = useNow();
  const [authorId, setAuthorId] = useState<number | undefined>();
  const [model, setModel] = useState<string | undefined>();
  const [period, setPeriod] = useState<Period>('week');
  // The cursors of the pages passed on the way here (none on the first page): Newer goes back one.
  const [cursors, setCursors] = useState<TeamCursor[]>([]);
  const [page, setPage] = useState<TeamPage | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  // People and kinds of record seen on any page so far: what the filters offer.
  const [authors, setAuthors] = useState<Record<number, string>>({});
  const [models, setModels] = useState<string[]>([]);
  // The filter last asked for: a page or count of an earlier one, still on its way, is dropped.
  const asked = useRef('');

  useEffect(() => {
    const off = client.on((event) => {
      if (event.type === 'team/failed') return setFailed(event.message);
      if (event.type === 'team/count' && JSON.stringify(event.filter) === asked.current) return setPage((p) => (p && p.total === undefined ? { ...p, total: event.total } : p));
      if (event.type !== 'team/page' || JSON.stringify(event.filter) !== asked.current) return;
      setFailed(null);
      const { rows, total, offset, seen, next } = event;
      setPage({ rows, offset, seen, ...(total !== undefined ? { total } : {}), ...(next !== undefined ? { next } : {}) });
      setAuthors((seen) => ({ ...seen, ...Object.fromEntries(event.rows.flatMap((r) => (r.authorId ? [[r.authorId, r.author]] : []))) }));
      setModels((seen) => [...new Set([...seen, ...event.rows.map((r) => r.model)])].sort());
    });
    return () => void off();
  }, [client]);

  useEffect(() => {
    const days = PERIODS[period];
    const filter: TeamFilter = { ...(authorId ? { authorId } : {}), ...(model ? { model } : {}), ...(days ? { since: odooMoment(Date.now() - days * 86_400_000) } : {}) };
    const from = cursors.at(-1);
    setPage(null);
    asked.current = JSON.stringify(filter);
    client.send({ type: 'team/list', filter, ...(from ? { from } : {}) });
  }, [client, authorId, model, period, cursors]);

  const refilter = (apply: () => void) => {
    setCursors([]);
    apply();
  };
  // While the count is on its way a full page may have more after it; the count settles it.
  const hasOlder = (p: TeamPage) => p.next !== undefined && (p.total === undefined || p.seen < p.total);
  const older = (p: TeamPage) => hasOlder(p) && setCursors([...cursors, { offset: p.next!, seen: p.seen, ...(p.total !== undefined ? { total: p.total } : {}) }]);
  return (
    <section className="team-activity" aria-label={t('team.title')}>
      <p className="muted small">{t('team.hint')}</p>
      <div className="team-filters">
        <label>
          <span className="team-filter-name">{t('team.who')}</span>
          <select value={authorId ?? ''} onChange={(e) => refilter(() => setAuthorId(e.target.value ? Number(e.target.value) : undefined))}>
            <option value="">{t('team.everyone')}</option>
            {Object.entries(authors).map(([id, name]) => <option key={id} value={id}>{name}</option>)}
          </select>
        </label>
        <label>
          <span className="team-filter-name">{t('team.what')}</span>
          <select value={model ?? ''} onChange={(e) => refilter(() => setModel(e.target.value || undefined))}>
            <option value="">{t('team.allRecords')}</option>
            {models.map((m) => <option key={m} value={m}>{sayArg(i18n, { model: m, count: 2 })}</option>)}
          </select>
        </label>
        <label>
          <span className="team-filter-name">{t('team.when')}</span>
          <select value={period} onChange={(e) => refilter(() => setPeriod(e.target.value as Period))}>
            {(Object.keys(PERIODS) as Period[]).map((p) => <option key={p} value={p}>{t(`team.period.${p}`)}</option>)}
          </select>
        </label>
      </div>
      {failed && <p className="error small" role="alert">{failed}</p>}
      {!page && !failed && <p className="muted small" role="status">{t('team.loading')}</p>}
      {page && page.rows.length === 0 && <p className="muted empty">{t('team.empty')}</p>}
      {page && page.rows.length > 0 && (
        <ul className="op-list team-list">
          {page.rows.map((row) => <TeamItem key={row.id} row={row} now={now} />)}
        </ul>
      )}
      {page && (cursors.length > 0 || hasOlder(page)) && (
        <nav className="changes-pager" aria-label={t('team.pages')}>
          <button type="button" className="small-button" disabled={cursors.length === 0} onClick={() => setCursors(cursors.slice(0, -1))}>{t('changes.newer')}</button>
          <span className="muted small">{t('team.range', { from: Math.min(page.seen, page.seen - page.rows.length + 1), to: page.seen, total: page.total ?? '…' })}</span>
          <button type="button" className="small-button" disabled={!hasOlder(page)} onClick={() => older(page)}>{t('changes.older')}</button>
        </nav>
      )}
    </section>
  );
}

function TeamItem({ row, now }: { row: TeamRow; now: number }) {
  const i18n = useI18n();
  const at = utcMs(row.at);
  return (
    <li className="operation team-item" data-undo={row.undo}>
      <div className="op-head">
        <span className="op-title">
          <span className="muted">{sayArg(i18n, { model: row.model, count: 1 })}</span>{' '}
          <a href={row.url} target="_blank" rel="noreferrer">{row.record}</a>
        </span>
      </div>
      <p className="muted small">
        {row.headline || row.author} · <time dateTime={new Date(at).toISOString()} title={i18n.fmt.dateTime(at)}>{relativeTime(at, now, i18n)}</time>
      </p>
      {row.lines.length > 0 && <ul className="changes-list">{row.lines.map((line, i) => <li key={i}>{line}</li>)}</ul>}
    </li>
  );
}
