import { useEffect, useState } from 'react';
import { getSettings, PermissionMode, SuggestionFrequency, updateSettings, type Settings } from '@/lib/settings';
import type { PanelClient } from '@/lib/messaging/panel-client';
import { MemoryList } from './memory-list';
import { MutedProbes } from './muted-probes';

const MODE_LABELS: Record<PermissionMode, string> = {
  'read-only': 'Read only — never change Odoo',
  'ask-every-write': 'Ask before every change',
  'auto-read': 'Read freely, ask before changes (recommended)',
  'auto-edit': 'Create and update freely, ask before deletes and actions',
};

/** The settings page: the only panel view that may read or write the API key. */
export function SettingsView({ client, identity }: { client: PanelClient; identity: string | null }) {
  const [settings, setSettings] = useState<Settings | null>(null);
  const [saved, setSaved] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => void getSettings().then(setSettings), []);
  if (!settings) return null;

  const change = (patch: Partial<Settings>) => {
    setSaved(false);
    setSettings({ ...settings, ...patch });
  };
  const save = async () => {
    setProblem(null);
    try {
      setSettings(await updateSettings(settings));
      setSaved(true);
    } catch {
      setProblem('Check the API base URL: it must be a full address such as https://api.anthropic.com');
    }
  };

  return (
    <form className="card settings" onSubmit={(e) => (e.preventDefault(), void save())}>
      <label>
        Anthropic API key
        <input type="password" autoComplete="off" value={settings.apiKey} onChange={(e) => change({ apiKey: e.target.value })} />
      </label>
      <label>
        API base URL <small>(Anthropic, or a compatible gateway such as LiteLLM)</small>
        <input value={settings.apiBaseUrl} onChange={(e) => change({ apiBaseUrl: e.target.value })} />
      </label>
      <label>
        Model
        <input value={settings.model} onChange={(e) => change({ model: e.target.value })} />
      </label>
      <label>
        Permissions
        <select value={settings.permissionMode} onChange={(e) => change({ permissionMode: PermissionMode.parse(e.target.value) })}>
          {PermissionMode.options.map((m) => <option key={m} value={m}>{MODE_LABELS[m]}</option>)}
        </select>
      </label>
      <label>
        Suggestions
        <select value={settings.suggestionFrequency} onChange={(e) => change({ suggestionFrequency: SuggestionFrequency.parse(e.target.value) })}>
          {SuggestionFrequency.options.map((f) => <option key={f} value={f}>{f}</option>)}
        </select>
      </label>
      <label>
        Keep the log of changes for (days)
        <input type="number" min={1} max={3650} value={settings.journalRetentionDays}
          onChange={(e) => change({ journalRetentionDays: Math.max(1, Math.min(3650, Number(e.target.value) || 1)) })} />
      </label>
      <button className="primary" type="submit">Save</button>
      {saved && <span className="muted" role="status"> Saved.</span>}
      {problem && <p className="error" role="alert">{problem}</p>}
      <MemoryList identity={identity} />
      <MutedProbes />
      <h3>Odoo sites Weft may use</h3>
      {settings.grantedOrigins.length === 0 && <p className="muted">None yet.</p>}
      <ul className="origins">
        {settings.grantedOrigins.map((origin) => (
          <li key={origin}>
            {origin}{' '}
            <button type="button" onClick={() => {
              client.send({ type: 'origin/revoke', origin });
              change({ grantedOrigins: settings.grantedOrigins.filter((o) => o !== origin) });
            }}>Revoke</button>
          </li>
        ))}
      </ul>
    </form>
  );
}
