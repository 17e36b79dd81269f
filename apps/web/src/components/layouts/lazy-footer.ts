import { lazy } from 'react';

/** The footer, below the fold on a phone and last on the page, comes just after the first paint. */
export const Footer = lazy(async () => ({ default: (await import('./footer')).Footer }));
