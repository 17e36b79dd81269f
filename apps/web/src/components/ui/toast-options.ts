import type { CSSProperties } from 'react';

/**
 * The toast container (spec §9: top-right, 4 s, with a progress bar), below the sticky 4 rem header
 * so a toast never covers the profile menu. Kept apart from toast.ts so the app shell can use it
 * without loading react-toastify.
 */
export const TOAST_CONTAINER_OPTIONS = {
  position: 'top-right',
  autoClose: 4000,
  newestOnTop: true,
  limit: 4,
  style: { top: 'calc(4.5rem + env(safe-area-inset-top, 0px))' } satisfies CSSProperties,
} as const;
