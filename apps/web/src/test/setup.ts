// The web project's tests run in a happy-dom page (vitest.config.ts). Testing Library registers its
// own clean-up only with Vitest globals, which this repository leaves off: unmount after each test.
import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { clearSession } from '@/lib/session';

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });

afterEach(() => {
  cleanup();
});

// The files of a worker share one module graph (isolate: false in vitest.config.ts): each file starts
// signed out, with empty storage, as it would in a page of its own.
beforeAll(() => {
  clearSession();
  localStorage.clear();
  sessionStorage.clear();
});
