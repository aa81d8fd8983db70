// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { i18nFor } from '@/lib/i18n';
import { POLICY_FIELDS } from '@/lib/settings';
import { POLICY_LINES, policyLines, PolicySummary } from './policy-summary';
import { I18nProvider } from './use-i18n';
import { render } from './test-render';

const en = i18nFor('en_US', []);

describe("Settings' list of what the organisation set", () => {
  it('has a sentence for every key of the policy, and nothing without one', () => {
    // The map is typed total over Policy; this walks the schema the policy is parsed with too.
    expect(Object.keys(POLICY_LINES).sort()).toEqual(Object.keys(POLICY_FIELDS).sort());
    expect(policyLines({}, en)).toEqual([]);
  });

  it('says each lock in words, models by their names, never a technical name it has a word for', () => {
    const lines = policyLines(
      { maxPermissionMode: 'ask-every-write', blockedModels: ['hr.employee', 'account.*'], neverDelete: true, disableMemory: false, retentionDays: 30, maxAnswerTokens: 4096, personalData: { kinds: ['email', 'iban'], fields: ['x_birthday'] }, maxChangeSet: 20 },
      en,
    );
    expect(lines).toEqual([
      'Most Weft may do: Ask before every change.',
      expect.stringMatching(/^Weft may not read or change: Employees and everything under “account”\.$/),
      'Weft never deletes records, even when you confirm.',
      'Conversations and the log of changes are kept at most 30 days.',
      'Answers at most 4,096 tokens long.',
      'Sent to the AI only as placeholders: E-mail addresses, Bank accounts (IBAN), and “x_birthday”.',
      'One change may touch at most 20 records.',
    ]);
    expect(lines.join(' ')).not.toContain('hr.employee');
  });

  it('is shown in the panel language, and not at all without a policy', async () => {
    const none = await render(<PolicySummary policy={{}} />);
    expect(none.container.textContent).toBe('');
    const { container } = await render(<I18nProvider odooLang="fr_FR"><PolicySummary policy={{ neverDelete: true }} /></I18nProvider>);
    expect(container.textContent).toContain('Défini par votre organisation');
    expect(container.textContent).toContain('Weft ne supprime jamais');
  });
});
