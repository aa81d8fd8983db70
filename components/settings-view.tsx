import { useEffect, useState } from 'react';
import { ANSWER_LENGTHS, answerTokensAllowed, ApiBaseUrl, frequencyAllowed, INSTRUCTIONS_MAX, getSettings, modeAllowed, PermissionMode, priceOf, SuggestionDisplay, SuggestionFrequency, updateSettings, type AppliedPolicy, type Settings } from '@/lib/settings';
import type { PanelClient } from '@/lib/messaging/panel-client';
import { LANGUAGE_CHOICES, type Language } from '@/lib/i18n';
import { ApiKeyLink, ConnectionResult } from './api-key-field';
import { GrantedOrigins } from './granted-origins';
import { MemoryList } from './memory-list';
import { MutedProbes } from './muted-probes';
import { PriceFields } from './price-fields';
import { useApiCheck } from './use-api-check';
import { Locked, PolicyProblems } from './locked';
import { PolicySummary } from './policy-summary';
import { DataErase } from './data-erase';
import { ownPersonal, PersonalDataFields } from './personal-data-fields';
import { BudgetFields } from './budget-fields';
import { TrailSetting } from './trail-setting';
import { RadioGroup } from './radio-group';
import { useI18n } from './use-i18n';

/** The fields this form owns: Save writes these and nothing else (granted origins change elsewhere). */
type Form = Pick<Settings, 'apiKey' | 'apiBaseUrl' | 'model' | 'summaryModel' | 'language' | 'permissionMode' | 'suggestionFrequency' | 'suggestionDisplay' | 'journalRetentionDays' | 'conversationRetentionDays' | 'askBeforeSending' | 'prices' | 'instructions' | 'answerTokens' | 'personalData' | 'dailyBudget' | 'monthlyBudget' | 'trail'>;
const own = ({ apiKey, apiBaseUrl, model, summaryModel, language, permissionMode, suggestionFrequency, suggestionDisplay, journalRetentionDays, conversationRetentionDays, askBeforeSending, prices, instructions, answerTokens, personalData, dailyBudget, monthlyBudget, trail }: Settings, policy: AppliedPolicy): Form =>
  ({ apiKey, apiBaseUrl, model, summaryModel, language, permissionMode, suggestionFrequency, suggestionDisplay, journalRetentionDays, conversationRetentionDays, askBeforeSending, prices, instructions, answerTokens, personalData: ownPersonal(personalData, policy.policy), dailyBudget, monthlyBudget, trail });
/** What the organisation fixes outright is not the user's to save (ceilings are: the choices left are allowed). */
const FIXED = ['apiBaseUrl', 'model', 'summaryModel', 'askBeforeSending', 'trail'] as const;
/** The lengths offered: the presets, and the stored value if it is another (set before, or a ceiling's). */
const lengths = (current: number) => [...new Set([...ANSWER_LENGTHS, current])].sort((a, b) => a - b);
// Each language in its own words: someone who cannot read the panel's can still find theirs.
const ENDONYMS: Record<Language, string> = { en: 'English', fr: 'Français', es: 'Español', de: 'Deutsch', nl: 'Nederlands' };
const NO_POLICY: AppliedPolicy = { policy: {}, problems: [], locked: new Set() };

/** The settings page: the only panel view that may read or write the API key. */
export function SettingsView({ client, identity, onSaved }: { client: PanelClient; identity: string | null; onSaved: () => void }) {
  const { t } = useI18n();
  const [form, setForm] = useState<Form | null>(null);
  const [policy, setPolicy] = useState<AppliedPolicy>(NO_POLICY);
  const [problem, setProblem] = useState<string | null>(null);
  const api = useApiCheck(client);
  useEffect(() => void getSettings().then((s) => (setForm(own(s, s.policy)), setPolicy(s.policy))), []);
  if (!form) return null;
  const locked = (key: Parameters<AppliedPolicy['locked']['has']>[0]) => policy.locked.has(key);
  const maxDays = policy.policy.retentionDays ?? 3650;
  const days = (value: string) => Math.max(1, Math.min(maxDays, Number(value) || 1));

  const change = (patch: Partial<Form>) => setForm({ ...form, ...patch });
  const url = ApiBaseUrl.safeParse(form.apiBaseUrl);
  // The schema's own sentences are English; the two ways an address can be wrong, in the user's words.
  const urlProblem = url.success ? null : url.error.issues[0]!.code === 'custom' ? t('settings.urlScheme') : t('settings.urlFull');
  const save = async (then: 'chat' | 'test') => {
    setProblem(null);
    if (urlProblem) return setProblem(t('settings.urlProblem', { problem: urlProblem }));
    try {
      const mine = Object.fromEntries(Object.entries(form).filter(([key]) => !(FIXED as readonly string[]).includes(key) || !locked(key as (typeof FIXED)[number])));
      await updateSettings(mine);
      if (then === 'chat') onSaved();
      else api.check();
    } catch {
      setProblem(t('settings.notSaved'));
    }
  };
  const models = api.result?.models ?? [];

  return (
    <form className="card settings" onSubmit={(e) => (e.preventDefault(), void save('chat'))}>
      <PolicyProblems problems={policy.problems} />
      <PolicySummary policy={policy.policy} />
      <h2>{t('settings.connection')}</h2>
      <label>
        {t('key.label')}
        <input type="password" autoComplete="off" value={form.apiKey} onChange={(e) => change({ apiKey: e.target.value })} />
      </label>
      <ApiKeyLink />
      <label>
        {t('settings.baseUrl')} {locked('apiBaseUrl') ? <Locked what="apiBaseUrl" /> : <small className="muted">{t('settings.baseUrlHint')}</small>}
        <input value={form.apiBaseUrl} disabled={locked('apiBaseUrl')} aria-invalid={urlProblem !== null} onChange={(e) => change({ apiBaseUrl: e.target.value })} />
      </label>
      {urlProblem && <p className="error small" role="alert">{urlProblem}</p>}
      <label>
        {t('settings.model')} {locked('model') ? <Locked what="model" /> : <small className="muted">{t('settings.modelHint')}</small>}
        <input list="weft-models" value={form.model} disabled={locked('model')} onChange={(e) => change({ model: e.target.value })} />
      </label>
      <label>
        {t('settings.summaryModel')} {locked('summaryModel') && <Locked what="summaryModel" />}
        <input list="weft-models" value={form.summaryModel} disabled={locked('summaryModel')} onChange={(e) => change({ summaryModel: e.target.value })} />
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
      <BudgetFields value={form} policy={policy.policy} onChange={(budgets) => change(budgets)} />

      <h2>{t('settings.behaviour')}</h2>
      <RadioGroup
        legend={<>{t('settings.permissions')} {locked('permissionMode') && <Locked what="permissionMode" />}</>}
        name="permissionMode"
        value={form.permissionMode}
        options={PermissionMode.options.map((m) => ({ value: m, label: t(`mode.${m}`), disabled: !modeAllowed(m, policy.policy) }))}
        onChange={(permissionMode) => change({ permissionMode })}
      />
      <RadioGroup
        legend={<>{t('settings.suggestions')} {locked('suggestionFrequency') && <Locked what="suggestionFrequency" />}</>}
        name="suggestionFrequency"
        value={form.suggestionFrequency}
        options={SuggestionFrequency.options.map((f) => ({ value: f, label: t(`frequency.${f}`), disabled: !frequencyAllowed(f, policy.policy) }))}
        onChange={(suggestionFrequency) => change({ suggestionFrequency })}
      />
      <RadioGroup
        legend={t('settings.language')}
        name="language"
        value={form.language}
        options={LANGUAGE_CHOICES.map((l) => ({ value: l, label: l === 'odoo' || l === 'browser' ? t(`language.${l}`) : ENDONYMS[l] }))}
        onChange={(language) => change({ language })}
      />
      <RadioGroup
        legend={t('settings.notices')}
        name="suggestionDisplay"
        value={form.suggestionDisplay}
        options={SuggestionDisplay.options.map((d) => ({ value: d, label: t(`display.${d}`) }))}
        onChange={(suggestionDisplay) => change({ suggestionDisplay })}
      />
      <RadioGroup
        legend={<>{t('settings.answerLength')} {locked('answerTokens') && <Locked what="answerTokens" />}</>}
        name="answerTokens"
        value={form.answerTokens}
        options={lengths(form.answerTokens).map((n) => ({
          value: n,
          label: (ANSWER_LENGTHS as readonly number[]).includes(n) ? t(`length.${n as (typeof ANSWER_LENGTHS)[number]}`) : t('length.other', { tokens: n }),
          disabled: !answerTokensAllowed(n, policy.policy),
        }))}
        onChange={(answerTokens) => change({ answerTokens })}
      />
      {policy.policy.instructions && (
        <div className="org-instructions" data-testid="org-instructions">
          <span>{t('settings.orgInstructions')} <Locked what="instructions" /></span>
          <p className="quote small">{policy.policy.instructions}</p>
        </div>
      )}
      <label>
        {t('settings.instructions')}
        <textarea rows={4} maxLength={INSTRUCTIONS_MAX} value={form.instructions} onChange={(e) => change({ instructions: e.target.value })} />
      </label>
      <p className="muted small">{t('settings.instructionsHint')}</p>
      <TrailSetting on={form.trail} locked={locked('trail')} onChange={(trail) => change({ trail })} />
      <label>
        {t('settings.retention')} {locked('journalRetentionDays') && <Locked what="journalRetentionDays" />}
        <input type="number" min={1} max={maxDays} value={form.journalRetentionDays} onChange={(e) => change({ journalRetentionDays: days(e.target.value) })} />
      </label>

      <h2>{t('privacy.title')}</h2>
      <p className="muted small" data-testid="privacy-sent">{t('privacy.sent')}</p>
      <label className="check">
        <input type="checkbox" checked={form.askBeforeSending} disabled={locked('askBeforeSending')} onChange={(e) => change({ askBeforeSending: e.target.checked })} />
        {t('privacy.askBeforeSending')} {locked('askBeforeSending') && <Locked what="askBeforeSending" />}
      </label>
      <p className="muted small">{t('privacy.askBeforeSendingHint')}</p>
      <PersonalDataFields value={form.personalData} policy={policy.policy} onChange={(personalData) => change({ personalData })} />
      <label>
        {t('privacy.conversationRetention')} {locked('conversationRetentionDays') && <Locked what="conversationRetentionDays" />}
        <input type="number" min={1} max={maxDays} value={form.conversationRetentionDays} onChange={(e) => change({ conversationRetentionDays: days(e.target.value) })} />
      </label>
      <button className="primary" type="submit">{t('settings.save')}</button>
      {problem && <p className="error" role="alert">{problem}</p>}
      {policy.policy.disableMemory ? <p className="muted" data-testid="memory-off">{t('policy.memoryOff')}</p> : <MemoryList identity={identity} />}
      <MutedProbes />
      <GrantedOrigins client={client} />
      <DataErase client={client} signedIn={identity !== null} />
    </form>
  );
}
