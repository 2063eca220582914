import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import type * as UserEventModule from '@testing-library/user-event';
import { afterEach, vi } from 'vitest';
import type * as ThemeModule from '../app/theme.ts';

// Lazily loaded pages (one chunk per area) take more than the default second to appear when the
// suites share two busy cores (CI runs them on a two-core machine, a whole screen's tree rendered
// by happy-dom); a real failure still fails, fifteen seconds later.
configure({ asyncUtilTimeout: 15_000 });

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

afterEach(() => {
  cleanup();
  localStorage.clear();
});
