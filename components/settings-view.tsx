import { useEffect, useState } from 'react';
import { ApiBaseUrl, getSettings, PermissionMode, priceOf, SuggestionDisplay, SuggestionFrequency, updateSettings, type Settings } from '@/lib/settings';
import type { PanelClient } from '@/lib/messaging/panel-client';
import { ApiKeyLink, ConnectionResult } from './api-key-field';
import { GrantedOrigins } from './granted-origins';
import { MemoryList } from './memory-list';
import { MutedProbes } from './muted-probes';
import { PriceFields } from './price-fields';
import { useApiCheck } from './use-api-check';
import { useI18n } from './use-i18n';

/** The fields this form owns: Save writes these and nothing else (granted origins change elsewhere). */
type Form = Pick<Settings, 'apiKey' | 'apiBaseUrl' | 'model' | 'summaryModel' | 'permissionMode' | 'suggestionFrequency' | 'suggestionDisplay' | 'journalRetentionDays' | 'prices'>;
const own = ({ apiKey, apiBaseUrl, model, summaryModel, permissionMode, suggestionFrequency, suggestionDisplay, journalRetentionDays, prices }: Settings): Form =>
  ({ apiKey, apiBaseUrl, model, summaryModel, permissionMode, suggestionFrequency, suggestionDisplay, journalRetentionDays, prices });

/** The settings page: the only panel view that may read or write the API key. */
export function SettingsView({ client, identity, onSaved }: { client: PanelClient; identity: string | null; onSaved: () => void }) {
  const { t } = useI18n();
  const [form, setForm] = useState<Form | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const api = useApiCheck(client);
  useEffect(() => void getSettings().then((s) => setForm(own(s))), []);
  if (!form) return null;

  const change = (patch: Partial<Form>) => setForm({ ...form, ...patch });
  const url = ApiBaseUrl.safeParse(form.apiBaseUrl);
  // The schema's own sentences are English; the two ways an address can be wrong, in the user's words.
  const urlProblem = url.success ? null : url.error.issues[0]!.code === 'custom' ? t('settings.urlScheme') : t('settings.urlFull');
  const save = async (then: 'chat' | 'test') => {
    setProblem(null);
    if (urlProblem) return setProblem(t('settings.urlProblem', { problem: urlProblem }));
    try {
      await updateSettings(form);
      if (then === 'chat') onSaved();
      else api.check();
    } catch {
      setProblem(t('settings.notSaved'));
    }
  };
  const models = api.result?.models ?? [];

  return (
    <form className="card settings" onSubmit={(e) => (e.preventDefault(), void save('chat'))}>
      <h2>{t('settings.connection')}</h2>
      <label>
        {t('key.label')}
        <input type="password" autoComplete="off" value={form.apiKey} onChange={(e) => change({ apiKey: e.target.value })} />
      </label>
      <ApiKeyLink />
      <label>
        {t('settings.baseUrl')} <small className="muted">{t('settings.baseUrlHint')}</small>
        <input value={form.apiBaseUrl} aria-invalid={urlProblem !== null} onChange={(e) => change({ apiBaseUrl: e.target.value })} />
      </label>
      {urlProblem && <p className="error small" role="alert">{urlProblem}</p>}
      <label>
        {t('settings.model')} <small className="muted">{t('settings.modelHint')}</small>
        <input list="weft-models" value={form.model} onChange={(e) => change({ model: e.target.value })} />
      </label>
      <label>
        {t('settings.summaryModel')}
        <input list="weft-models" value={form.summaryModel} onChange={(e) => change({ summaryModel: e.target.value })} />
      </label>
      <datalist id="weft-models">
        {models.map((m) => <option key={m.id} value={m.id}>{m.name}</option>)}
      </datalist>
      <div className="actions">
        <button type="button" disabled={api.checking} onClick={() => void save('test')}>
          {api.checking ? t('setup.testing') : t('settings.testConnection')}
        </button>
      </div>
      <ConnectionResult result={api.result} />
      <PriceFields model={form.model} price={priceOf(form.model, form.prices)} onChange={(price) => change({ prices: { ...form.prices, [form.model]: price } })} />

      <h2>{t('settings.behaviour')}</h2>
      <label>
        {t('settings.permissions')}
        <select value={form.permissionMode} onChange={(e) => change({ permissionMode: PermissionMode.parse(e.target.value) })}>
          {PermissionMode.options.map((m) => <option key={m} value={m}>{t(`mode.${m}`)}</option>)}
        </select>
      </label>
      <label>
        {t('settings.suggestions')}
        <select value={form.suggestionFrequency} onChange={(e) => change({ suggestionFrequency: SuggestionFrequency.parse(e.target.value) })}>
          {SuggestionFrequency.options.map((f) => <option key={f} value={f}>{t(`frequency.${f}`)}</option>)}
        </select>
      </label>
      <label>
        {t('settings.notices')}
        <select value={form.suggestionDisplay} onChange={(e) => change({ suggestionDisplay: SuggestionDisplay.parse(e.target.value) })}>
          {SuggestionDisplay.options.map((d) => <option key={d} value={d}>{t(`display.${d}`)}</option>)}
        </select>
      </label>
      <label>
        {t('settings.retention')}
        <input type="number" min={1} max={3650} value={form.journalRetentionDays}
          onChange={(e) => change({ journalRetentionDays: Math.max(1, Math.min(3650, Number(e.target.value) || 1)) })} />
      </label>
      <button className="primary" type="submit">{t('settings.save')}</button>
      {problem && <p className="error" role="alert">{problem}</p>}
      <MemoryList identity={identity} />
      <MutedProbes />
      <GrantedOrigins client={client} />
    </form>
  );
}
