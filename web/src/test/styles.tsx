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

let kept = false;

/**
 * For a test that reads what CSS decides (a colour, a size, what is hidden by a style): emotion
 * writes the rules rendered from here to the end of the test into the document. Every other test
 * renders without them (src/test/setup.ts): queries find elements by their roles, names and the
 * attributes that hide them (`hidden`, `aria-hidden`, unmounted), and happy-dom's
 * getComputedStyle, called for every element a `*ByRole` query or a click weighs, has no rule to
 * match it against: a quarter of the suite's processor time.
 */
export function keepStyles(): void {
  kept = true;
}

/** Called after each test (src/test/setup.ts): the next test renders without rules again. */
export function dropStyles(): void {
  kept = false;
}

/**
 * Makes emotion's style sheets (the class of `sheet`, shared by every emotion cache and global
 * style) write a rule into the document only while a test keeps styles.
 */
export function writeRulesOnlyWhenKept(sheet: object): void {
  const proto = Object.getPrototypeOf(sheet) as { insert(rule: string): void; patched?: true };
  if (proto.patched) return;
  const insert = proto.insert;
  proto.insert = function (this: unknown, rule: string) {
    if (kept) insert.call(this, rule);
  };
  proto.patched = true;
}
