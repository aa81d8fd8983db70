import type { ApiChecked } from './use-api-check';
import { rich, useI18n } from './use-i18n';

export const GET_KEY_URL = 'https://console.anthropic.com/settings/keys';

/** Where a new user gets a key. */
export function ApiKeyLink() {
  const { t } = useI18n();
  return (
    <p className="small muted key-link">
      {rich(t('key.noKey'), { link: <a href={GET_KEY_URL} target="_blank" rel="noreferrer">console.anthropic.com</a> })}
    </p>
  );
}

/** The answer of "Test connection", in one sentence. */
export function ConnectionResult({ result }: { result: ApiChecked | null }) {
  if (!result) return null;
  return (
    <p className={`small ${result.ok ? 'ok-text' : 'error'}`} role="status" data-testid="connection-result">
      {result.message}
    </p>
  );
}
