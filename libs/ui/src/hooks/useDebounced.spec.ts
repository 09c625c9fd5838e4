import { act, renderHook } from '@testing-library/react';
import { SEARCH_DEBOUNCE_MS } from '@freight/store';
import { useDebounced } from './useDebounced';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('useDebounced', () => {
  it('follows the value once it stood still for the search debounce, not on its way', () => {
    const { result, rerender } = renderHook(({ value }) => useDebounced(value), { initialProps: { value: '' } });
    rerender({ value: 't' });
    act(() => void jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1));
    rerender({ value: 'te' });
    act(() => void jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1));
    expect(result.current).toBe('');
    act(() => void jest.advanceTimersByTime(1));
    expect(result.current).toBe('te');
  });

  it('takes another delay', () => {
    const { result, rerender } = renderHook(({ value }) => useDebounced(value, 200), { initialProps: { value: 1 } });
    rerender({ value: 2 });
    act(() => void jest.advanceTimersByTime(200));
    expect(result.current).toBe(2);
  });
});
