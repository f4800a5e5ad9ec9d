// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
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

it('a render for another reason, with a selector defined once, reads the store only while rendering: no check after it', () => {
  const store = proxy({ shown: 'Ready' });
  const select = vi.fn((state: { shown: string }) => state.shown);
  function Reader({ count }: { count: number }): string {
    return `${useStoreValue(store, select)} ${String(count)}`;
  }
  const { rerender } = render(<Reader count={1} />);
  const reads = (count: number): number => {
    select.mockClear();
    rerender(<Reader count={count} />);
    return select.mock.calls.length;
  };
  // React's development build reads twice while rendering (its check that the read is cached); a read that is a new
  // function each render adds a third, in the effect React then runs after the render to check the store again.
  expect(reads(2)).toBe(2);
  expect(reads(3)).toBe(2);
});
