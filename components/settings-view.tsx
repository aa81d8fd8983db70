import { useEffect, useState } from 'react';
import { ApiBaseUrl, getSettings, PermissionMode, priceOf, SuggestionDisplay, SuggestionFrequency, updateSettings, type Settings } from '@/lib/settings';
import type { PanelClient } from '@/lib/messaging/panel-client';
import { ApiKeyLink, ConnectionResult } from './api-key-field';
import { GrantedOrigins } from './granted-origins';
import { MemoryList } from './memory-list';
import { MutedProbes } from './muted-probes';
import { PriceFields } from './price-fields';
import { useApiCheck } from './use-api-check';

const MODE_LABELS: Record<PermissionMode, string> = {
  'read-only': 'Read only — never change Odoo',
  'ask-every-write': 'Ask before every change',
  'auto-read': 'Read freely, ask before changes (recommended)',
  'auto-edit': 'Create and update freely, ask before deletes and actions',
};
const DISPLAY_LABELS: Record<SuggestionDisplay, string> = {
  badge: 'None: a number on the toolbar icon only',
  notice: 'A small notice in the Odoo page for important suggestions',
};
const FREQUENCY_LABELS: Record<SuggestionFrequency, string> = {
  off: 'Off',
  minimal: 'Minimal — only the most useful',
  normal: 'Normal',
  frequent: 'Frequent',
};

/** The fields this form owns: Save writes these and nothing else (granted origins change elsewhere). */
type Form = Pick<Settings, 'apiKey' | 'apiBaseUrl' | 'model' | 'summaryModel' | 'permissionMode' | 'suggestionFrequency' | 'suggestionDisplay' | 'journalRetentionDays' | 'prices'>;
const own = ({ apiKey, apiBaseUrl, model, summaryModel, permissionMode, suggestionFrequency, suggestionDisplay, journalRetentionDays, prices }: Settings): Form =>
  ({ apiKey, apiBaseUrl, model, summaryModel, permissionMode, suggestionFrequency, suggestionDisplay, journalRetentionDays, prices });

/** The settings page: the only panel view that may read or write the API key. */
export function SettingsView({ client, identity, onSaved }: { client: PanelClient; identity: string | null; onSaved: () => void }) {
  const [form, setForm] = useState<Form | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const api = useApiCheck(client);
  useEffect(() => void getSettings().then((s) => setForm(own(s))), []);
  if (!form) return null;

  const change = (patch: Partial<Form>) => setForm({ ...form, ...patch });
  const url = ApiBaseUrl.safeParse(form.apiBaseUrl);
  const urlProblem = url.success ? null : url.error.issues[0]!.message;
  const save = async (then: 'chat' | 'test') => {
    setProblem(null);
    if (urlProblem) return setProblem(`API base URL: ${urlProblem}`);
    try {
      await updateSettings(form);
      if (then === 'chat') onSaved();
      else api.check();
    } catch {
      setProblem('These settings could not be saved; check the fields marked above.');
    }
  };
  const models = api.result?.models ?? [];

  return (
    <form className="card settings" onSubmit={(e) => (e.preventDefault(), void save('chat'))}>
      <h2>Connection</h2>
      <label>
        Anthropic API key
        <input type="password" autoComplete="off" value={form.apiKey} onChange={(e) => change({ apiKey: e.target.value })} />
      </label>
      <ApiKeyLink />
      <label>
        API base URL <small className="muted">(Anthropic, or a compatible gateway such as LiteLLM)</small>
        <input value={form.apiBaseUrl} aria-invalid={urlProblem !== null} onChange={(e) => change({ apiBaseUrl: e.target.value })} />
      </label>
      {urlProblem && <p className="error small" role="alert">{urlProblem}</p>}
      <label>
        Model <small className="muted">(pick one, or type the name your gateway uses)</small>
        <input list="weft-models" value={form.model} onChange={(e) => change({ model: e.target.value })} />
      </label>
      <label>
        Model for summaries of long conversations
        <input list="weft-models" value={form.summaryModel} onChange={(e) => change({ summaryModel: e.target.value })} />
      </label>
      <datalist id="weft-models">
        {models.map((m) => <option key={m.id} value={m.id}>{m.name}</option>)}
      </datalist>
      <div className="actions">
        <button type="button" disabled={api.checking} onClick={() => void save('test')}>
          {api.checking ? 'Testing…' : 'Test connection'}
        </button>
      </div>
      <ConnectionResult result={api.result} />
      <PriceFields model={form.model} price={priceOf(form.model, form.prices)} onChange={(price) => change({ prices: { ...form.prices, [form.model]: price } })} />

      <h2>Behaviour</h2>
      <label>
        Permissions
        <select value={form.permissionMode} onChange={(e) => change({ permissionMode: PermissionMode.parse(e.target.value) })}>
          {PermissionMode.options.map((m) => <option key={m} value={m}>{MODE_LABELS[m]}</option>)}
        </select>
      </label>
      <label>
        Suggestions
        <select value={form.suggestionFrequency} onChange={(e) => change({ suggestionFrequency: SuggestionFrequency.parse(e.target.value) })}>
          {SuggestionFrequency.options.map((f) => <option key={f} value={f}>{FREQUENCY_LABELS[f]}</option>)}
        </select>
      </label>
      <label>
        Notices
        <select value={form.suggestionDisplay} onChange={(e) => change({ suggestionDisplay: SuggestionDisplay.parse(e.target.value) })}>
          {SuggestionDisplay.options.map((d) => <option key={d} value={d}>{DISPLAY_LABELS[d]}</option>)}
        </select>
      </label>
      <label>
        Keep the log of changes for (days)
        <input type="number" min={1} max={3650} value={form.journalRetentionDays}
          onChange={(e) => change({ journalRetentionDays: Math.max(1, Math.min(3650, Number(e.target.value) || 1)) })} />
      </label>
      <button className="primary" type="submit">Save</button>
      {problem && <p className="error" role="alert">{problem}</p>}
      <MemoryList identity={identity} />
      <MutedProbes />
      <GrantedOrigins client={client} />
    </form>
  );
}
