// The web project's tests run in a happy-dom page (vitest.config.ts). Testing Library registers its
// own clean-up only with Vitest globals, which this repository leaves off: unmount after each test.
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });

afterEach(() => {
  cleanup();
});
