// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import type { Choice } from '@/lib/db';
import type { PanelCommand } from '@/lib/messaging';
import { ChoiceCard } from './choice-card';
import { I18nProvider } from './use-i18n';
import { click, render } from './test-render';

const choice: Choice = {
  id: 'ch-1',
  conversationId: 'c1',
  turnId: 't1',
  toolUseId: 'toolu_ask',
  question: 'Which Deco do you mean?',
  model: 'res.partner',
  // A name from Odoo that looks like markup: shown as text, never as HTML.
  options: [
    { id: 6, label: 'Deco Addict', detail: 'deco.addict82@example.com' },
    { id: 13, label: '<img src=x onerror=alert(1)> Addison', detail: 'addison.olson28@example.com' },
  ],
  status: 'waiting',
  createdAt: 1,
};

const setup = async (c: Choice, lang?: string) => {
  const sent: PanelCommand[] = [];
  const card = <ChoiceCard choice={c} client={{ send: (command) => void sent.push(command) }} />;
  const { container } = await render(lang ? <I18nProvider odooLang={lang}>{card}</I18nProvider> : card);
  return { sent, container, buttons: [...container.querySelectorAll('button')] };
};

describe('ChoiceCard', () => {
  it('one button per candidate with what tells it apart; Odoo names are text', async () => {
    const { container, buttons } = await setup(choice);
    expect(container.querySelector('h3')?.textContent).toBe('Which Deco do you mean?');
    expect(buttons.map((b) => b.textContent)).toEqual(['Deco Addictdeco.addict82@example.com', '<img src=x onerror=alert(1)> Addisonaddison.olson28@example.com']);
    expect(container.querySelector('img')).toBeNull();
    expect(buttons.every((b) => !b.disabled)).toBe(true);
    expect(container.textContent).toContain('Click one to answer, or write a new message instead.');
  });

  it('a click sends the question and the option, once', async () => {
    const { sent, buttons, container } = await setup(choice);
    await click(buttons[1]);
    await click(buttons[0]);
    expect(sent).toEqual([{ type: 'choice/answer', choiceId: 'ch-1', option: 1 }]);
    expect(container.textContent).toContain('Sending your choice…');
  });

  it('answered: the pick pressed, every button inert, the pick said', async () => {
    const { buttons, container, sent } = await setup({ ...choice, status: 'answered', answer: 0 });
    expect(buttons.map((b) => [b.disabled, b.getAttribute('aria-pressed')])).toEqual([[true, 'true'], [true, 'false']]);
    expect(container.textContent).toContain('You chose Deco Addict.');
    await click(buttons[1]);
    expect(sent).toEqual([]);
  });

  it('archived: inert and labelled as such, in the user’s language', async () => {
    const { buttons, container } = await setup({ ...choice, status: 'archived' }, 'fr_FR');
    expect(buttons.every((b) => b.disabled)).toBe(true);
    expect(container.textContent).toContain('Sans réponse : la conversation est passée à autre chose');
  });
});
