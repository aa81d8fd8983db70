import type { ApiChecked } from './use-api-check';

export const GET_KEY_URL = 'https://console.anthropic.com/settings/keys';

/** Where a new user gets a key. */
export function ApiKeyLink() {
  return (
    <p className="small muted key-link">
      No key yet? Create one at{' '}
      <a href={GET_KEY_URL} target="_blank" rel="noreferrer">console.anthropic.com</a>
      {' '}(Settings → API keys). It stays in this browser and is sent only to the API.
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
