import { useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';

/**
 * The emotion styles of one rendered tree, removed with it.
 *
 * Emotion's default cache keeps every rule a test ever rendered in a `<style>` of its own in the
 * document's head, for the rest of the file; jsdom's getComputedStyle (asked by MUI's grids and
 * tabs, and by every `*ByRole` query and `toBeVisible`) matches the element against each of those
 * rules, for each property it reads. A file rendering many screens paid more for each new test. A
 * cache per tree holds only that tree's rules, and they go when the tree is unmounted.
 */
export function TestStyles({ children }: { children: ReactNode }) {
  const [cache] = useState(() => createCache({ key: 'css' }));
  useEffect(() => () => cache.sheet.flush(), [cache]);
  return <CacheProvider value={cache}>{children}</CacheProvider>;
}
