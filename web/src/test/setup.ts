import '@testing-library/jest-dom/vitest';
import { __unsafe_useEmotionCache, type EmotionCache } from '@emotion/react';
import { cleanup, configure, render } from '@testing-library/react';
import * as React from 'react';
import type * as UserEventModule from '@testing-library/user-event';
import { afterEach, vi } from 'vitest';
import type * as ThemeModule from '../app/theme.ts';
import { dropStyles, writeRulesOnlyWhenKept } from './styles.tsx';

// Lazily loaded pages (one chunk per area) take more than the default second to appear when the
// suites share two busy cores (CI runs them on a two-core machine, a whole screen's tree rendered
// by happy-dom); a real failure still fails, fifteen seconds later.
configure({ asyncUtilTimeout: 15_000 });

// happy-dom's Element.toString() serializes the element (a browser answers "[object
// HTMLDivElement]", as happy-dom's Node does). Popper asks `node.toString()` of <html> to tell a
// window from a node each time it positions a tooltip or a menu: every tooltip serialized the whole
// document, about an eighth of a screen test's time.
Object.defineProperty(Element.prototype, 'toString', {
  configurable: true,
  writable: true,
  value: Node.prototype.toString,
});

// A test DOM lays nothing out: MUI X's charts read their container's width from getComputedStyle,
// and at 0 draw nothing and log an error. Their containers are given a laptop column's width (their
// height is each chart's own prop), so a test sees the points and bands a browser draws.
const CHART_TEST_WIDTH = '560px';
const computedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element, pseudoElement?: string | null) => {
  const style = computedStyle(element, pseudoElement);
  if (element.tagName !== 'DIV' || !element.classList.contains('MuiChartsSurface-root'))
    return style;
  return new Proxy(style, {
    get: (target, key) => {
      if (key === 'width') return CHART_TEST_WIDTH;
      const value: unknown = Reflect.get(target, key, target);
      return typeof value === 'function' ? (value as () => unknown).bind(target) : value;
    },
  });
};

// React's development build captures a stack trace for every element it creates (its "owner
// stack", for the component stacks of its warnings), about a tenth of a screen test's time. Past
// 10,000 elements in a render it stops and uses one shared stack; the counter below keeps it there,
// so warnings still come, with a shorter component stack. Internal to React: if it is renamed,
// nothing changes but the speed.
const reactInternals = (
  React as unknown as Record<string, { recentlyCreatedOwnerStacks?: number } | undefined>
).__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE;
if (reactInternals && 'recentlyCreatedOwnerStacks' in reactInternals) {
  Object.defineProperty(reactInternals, 'recentlyCreatedOwnerStacks', {
    configurable: true,
    get: () => Number.MAX_SAFE_INTEGER,
    set: () => {},
  });
}

// The app's theme without ripples or transitions: in a test DOM each click otherwise mounts a ripple
// and each dialog, menu and tooltip runs its enter and exit timers, for nothing a test looks at
// (the screens, texts and colours stay the app's own).
vi.mock('../app/theme.ts', async (importOriginal) => {
  const app = await importOriginal<typeof ThemeModule>();
  const { createTheme } = await import('@mui/material/styles');
  type Theme = ReturnType<typeof app.createAppTheme>;
  const still = (theme: Theme): Theme =>
    createTheme(theme, {
      components: { MuiButtonBase: { defaultProps: { disableRipple: true } } },
      transitions: {
        create: () => 'none',
        duration: {
          shortest: 0,
          shorter: 0,
          short: 0,
          standard: 0,
          complex: 0,
          enteringScreen: 0,
          leavingScreen: 0,
        },
      },
    });
  return {
    ...app,
    createAppTheme: (mode?: ThemeModule.ThemeMode) => still(app.createAppTheme(mode)),
    theme: still(app.theme),
  };
});

// Typing without a pause between keys: user-event otherwise yields to the event loop after every
// key (delay 0 is a macrotask each), which made typing most of a form test's time. A test that
// wants a pause still passes its own `delay`.
vi.mock('@testing-library/user-event', async (importOriginal) => {
  const module = await importOriginal<typeof UserEventModule>();
  const setup = (options?: Parameters<typeof module.default.setup>[0]): UserEventModule.UserEvent =>
    module.default.setup({ delay: null, ...options });
  const userEvent = { ...module.default, setup };
  return { ...module, default: userEvent, userEvent };
});

// The test files share one document (vite.config.ts: no isolation), and emotion's default cache
// keeps every rule a test rendered in a <style> of its own in its head, for the rest of the run;
// happy-dom's getComputedStyle (asked by every `*ByRole` query) matches each element against all of
// them, so each file paid for the ones before it. Emptied after each test, as a fresh document
// would be (src/test/styles.tsx does the same for the trees it wraps). And written at all only for
// a test that reads styles (keepStyles in src/test/styles.tsx).
let emotionCache: EmotionCache | undefined;
function ReadEmotionCache() {
  emotionCache = __unsafe_useEmotionCache() ?? undefined;
  return null;
}

render(React.createElement(ReadEmotionCache)).unmount();
if (!emotionCache) throw new Error("emotion's default cache was not found");
writeRulesOnlyWhenKept(emotionCache.sheet);

afterEach(() => {
  cleanup();
  localStorage.clear();
  dropStyles();
  if (emotionCache) {
    emotionCache.sheet.flush();
    for (const key of Object.keys(emotionCache.inserted)) delete emotionCache.inserted[key];
  }
});
