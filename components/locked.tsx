import { useI18n } from './use-i18n';

/** Beside a setting the organisation's policy decides (lib/settings/policy.ts): the control is disabled or narrowed. */
export function Locked({ what }: { what: string }) {
  const { t } = useI18n();
  return <small className="locked" data-testid={`locked-${what}`}>{t('policy.locked')}</small>;
}

/** Parts of the policy that were malformed and are not applied, so the user (and their admin) can see why. */
export function PolicyProblems({ problems }: { problems: readonly string[] }) {
  const { t } = useI18n();
  if (!problems.length) return null;
  return (
    <div className="notice small" role="status" data-testid="policy-problems">
      {t('policy.ignored')}
      <ul>{problems.map((p) => <li key={p}>{p}</li>)}</ul>
    </div>
  );
}
