import { useEffect, useState } from 'react';
import { SEARCH_DEBOUNCE_MS } from '@freight/store';

/**
 * A value that follows `value` once it has stood still for `delay` (the search debounce, spec section 9: 1000 ms):
 * what a search box's look-up asks for while the user types.
 */
export function useDebounced<T>(value: T, delay = SEARCH_DEBOUNCE_MS): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}
