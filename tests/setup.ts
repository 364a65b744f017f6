import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// The venue's zone unless TZ names another, so a bare `npx vitest run` answers the same on every
// machine. `npm run test:unit` sets TZ itself: the suite runs in Europe/Vilnius and again in
// America/Los_Angeles, where the browser's calendar day starts ten hours later.
if (!process.env.TZ) process.env.TZ = 'Europe/Vilnius';

// findBy*/waitFor wait on a condition; the default bound of 1 s was met by lazily loaded dialogs
// (their first import transforms them) when the two cores of a CI machine were busy. A longer
// bound costs a passing test nothing (as Playwright's expect timeout in playwright.config.ts).
configure({ asyncUtilTimeout: 10_000 });

// jsdom lacks CSS.escape, which react-aria uses for selectors.
if (typeof globalThis.CSS === 'undefined') {
  (globalThis as { CSS?: unknown }).CSS = {};
}
if (typeof CSS.escape !== 'function') {
  CSS.escape = (value: string) => value.replace(/[^a-zA-Z0-9_-]/g, (ch) => `\\${ch}`);
}

afterEach(() => {
  cleanup();
});
