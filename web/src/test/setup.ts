import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Lazily loaded pages (one chunk per area) take more than the default second to appear when the
// suites share two busy cores (CI runs them on a two-core machine, a whole screen's tree rendered
// by jsdom); a real failure still fails, fifteen seconds later.
configure({ asyncUtilTimeout: 15_000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
});
