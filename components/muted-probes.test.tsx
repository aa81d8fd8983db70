// @vitest-environment happy-dom
import { expect, it } from 'vitest';
import { mutedProbes } from '@/lib/suggest/muted';
import { MutedProbes } from './muted-probes';
import { byText, click, render, waitFor } from './test-render';

it('lists turned-off suggestions and turns one back on', async () => {
  await mutedProbes.add('low-stock-product');
  await mutedProbes.add('empty-search');
  const { container } = await render(<MutedProbes />);
  await waitFor(() => byText(container, 'li', /low stock product/));
  await click(byText(container, 'li', /low stock product/)?.querySelector('button'));
  await waitFor(() => !byText(container, 'li', /low stock product/));
  expect(await mutedProbes.list()).toEqual(['empty-search']);
});
