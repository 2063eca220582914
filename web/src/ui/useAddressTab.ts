import { useSearchParams } from 'react-router-dom';

/**
 * A page's tab kept in the address (?tab=…, left out for the first one), so a reload or a shared
 * link opens the same tab; changing tabs replaces the history entry instead of adding one.
 */
export function useAddressTab<T extends string>(
  names: readonly T[],
): [tab: T, select: (next: T) => void] {
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const first = names[0] as T;
  const tab = (names as readonly (string | null)[]).includes(requested) ? (requested as T) : first;
  const select = (next: T) =>
    setParams(
      (current) => {
        const changed = new URLSearchParams(current);
        if (next === first) changed.delete('tab');
        else changed.set('tab', next);
        return changed;
      },
      { replace: true },
    );
  return [tab, select];
}
