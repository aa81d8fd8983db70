// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { collapsedText, UserText } from './user-text';
import { I18nProvider } from './use-i18n';
import { click, render } from './test-render';

describe('a long pasted message', () => {
  it('is shown whole when short', () => {
    expect(collapsedText('one\ntwo\nthree')).toBeNull();
    expect(collapsedText('x'.repeat(1200))).toBeNull();
  });

  it('shows its first lines and says how many there are, then the whole text on a click', async () => {
    const text = Array.from({ length: 40 }, (_, i) => `line ${i + 1}`).join('\n');
    const { container } = await render(<UserText text={text} />);
    expect(container.textContent).toContain('line 8');
    expect(container.textContent).not.toContain('line 9\n');
    expect(container.textContent).not.toContain('line 40');
    const button = container.querySelector('button')!;
    expect(button.textContent).toBe('Show all (40 lines)');
    await click(button);
    expect(container.textContent).toContain('line 40');
    expect(container.querySelector('button')!.textContent).toBe('Show less');
  });

  it('cuts one very long line too, in the panel language', async () => {
    const { container } = await render(<I18nProvider odooLang="fr_FR"><UserText text={'a'.repeat(5000)} /></I18nProvider>);
    expect(container.textContent!.length).toBeLessThan(700);
    expect(container.querySelector('button')!.textContent).toBe('Tout afficher (1 ligne)');
  });
});
