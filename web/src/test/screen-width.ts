import { vi } from 'vitest';

/** The phone the layouts are designed for (an iPhone 12 to 15, portrait). */
export const PHONE_WIDTH = 390;

/**
 * jsdom has no matchMedia (so useMediaQuery sees a desktop): this one answers the min-width and
 * max-width queries MUI's breakpoints write, for a window `width` pixels wide. Undo with
 * vi.unstubAllGlobals().
 */
export function stubScreenWidth(width: number): void {
  const matches = (query: string) =>
    [...query.matchAll(/\((min|max)-width:\s*([\d.]+)px\)/g)].every(([, side, px]) =>
      side === 'min' ? width >= Number(px) : width <= Number(px),
    );
  vi.stubGlobal(
    'matchMedia',
    (query: string) =>
      ({
        matches: matches(query),
        media: query,
        onchange: null,
        addEventListener: () => {},
        removeEventListener: () => {},
        addListener: () => {},
        removeListener: () => {},
        dispatchEvent: () => false,
      }) as MediaQueryList,
  );
}
