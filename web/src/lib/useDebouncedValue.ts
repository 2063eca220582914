import { useEffect, useState } from 'react';

/**
 * `value` once it has stopped changing for `delayMs`: inputs show every keystroke at once while
 * whatever follows them (a query, a page reset) waits for the user to pause.
 */
export function useDebouncedValue<T>(value: T, delayMs = 300): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}
