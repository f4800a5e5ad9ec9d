// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { proxy } from 'valtio/vanilla';
import { useStoreValue } from './use-store-value.ts';

afterEach(cleanup);

function renderReader(store: { shown: string; other: number; items: string[] }): { renders: () => number } {
  let renders = 0;
  function Reader(): string {
    renders += 1;
    const shown = useStoreValue(store, (state) => state.shown);
    const items = useStoreValue(store, (state) => state.items);
    return `${shown}: ${items.join(', ')}`;
  }
  render(
    <p>
      <Reader />
    </p>,
  );
  return { renders: () => renders };
}

/** Lets valtio's batched notification (a microtask) reach React. */
const settle = (): Promise<void> => act(() => Promise.resolve());

it('shows a change of the selected value', async () => {
  const store = proxy({ shown: 'Loading', other: 0, items: ['a'] });
  renderReader(store);
  store.shown = 'Ready';
  store.items.push('b');
  await settle();
  expect(screen.getByText('Ready: a, b')).toBeTruthy();
});

it('does not render again when only a value it does not select changes', async () => {
  const store = proxy({ shown: 'Ready', other: 0, items: ['a'] });
  const reader = renderReader(store);
  const before = reader.renders();
  store.other += 1;
  await settle();
  expect(reader.renders()).toBe(before);
  store.shown = 'Done';
  await settle();
  expect(reader.renders()).toBe(before + 1);
});
