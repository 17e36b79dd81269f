import { type QueryClient, QueryClientContext } from '@tanstack/react-query';
import { useContext, useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/** Where the pages' scroll positions survive a reload (by history entry). */
const STORAGE_KEY = 'homebid-scroll-positions';
/** How many history entries keep their position. */
const MAX_ENTRIES = 100;
/** How long Back waits for its page to be tall enough again before it scrolls as far as it can. */
export const RESTORE_TIMEOUT_MS = 5_000;
/** A person scrolling, tapping or typing takes over: Back stops waiting to restore. */
const USER_INPUT = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

type Positions = Map<string, number>;

/**
 * A history entry: react-router's key, and the URL, since a page loaded afresh always has the key
 * 'default' (so a typed address never lands where another page of that key was).
 */
const entryOf = (location: { key: string; pathname: string; search: string }) =>
  `${location.key} ${location.pathname}${location.search}`;

function readPositions(): Positions {
  try {
    const saved = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]') as [string, number][];
    return new Map(Array.isArray(saved) ? saved : []);
  } catch {
    return new Map();
  }
}

function writePositions(positions: Positions) {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify([...positions].slice(-MAX_ENTRIES)));
  } catch {
    // Storage full or blocked: positions are kept for this page's life only.
  }
}

/**
 * A query still loading its first answer: its screen shows a placeholder, not its content yet. No
 * QueryClient yet (it loads with the first screen that uses it): no query is loading.
 */
const isLoadingFirstAnswer = (queryClient: QueryClient | undefined) =>
  (queryClient?.isFetching({ predicate: (query) => query.state.data === undefined }) ?? 0) > 0;

/**
 * Back to `y` once the page can show it: when no query is loading its first answer (a list that
 * renders after the navigation) and the document is tall enough. Answers the cancel function.
 */
function restoreWhenReady(y: number, queryClient: QueryClient | undefined, onDone: () => void): () => void {
  let isDone = false;
  const maxScroll = () => document.documentElement.scrollHeight - window.innerHeight;
  const finish = (scroll: boolean) => {
    if (isDone) return;
    isDone = true;
    if (scroll) window.scrollTo({ top: y, left: 0, behavior: 'instant' });
    resize.disconnect();
    unsubscribe();
    window.clearTimeout(timer);
    for (const type of USER_INPUT) window.removeEventListener(type, stop, true);
    onDone();
  };
  const stop = () => finish(false);
  const attempt = () => {
    if (isDone) return;
    if (!isLoadingFirstAnswer(queryClient) && maxScroll() >= y - 1) finish(true);
  };
  // Layout changes (a list rendered, pictures sized) come before paint, so the jump is not seen.
  const resize = new ResizeObserver(attempt);
  resize.observe(document.body);
  const unsubscribe = queryClient?.getQueryCache().subscribe(() => requestAnimationFrame(attempt)) ?? (() => {});
  const timer = window.setTimeout(() => finish(true), RESTORE_TIMEOUT_MS);
  for (const type of USER_INPUT) window.addEventListener(type, stop, { capture: true, passive: true });
  attempt();
  return stop;
}

/**
 * The window's scroll across navigations: every new page starts at the top (or at its #hash),
 * Back and Forward return to where that page was, also after a reload. react-router's own
 * ScrollRestoration restores once, as the page first renders; here Back waits until the page's
 * lists have loaded and the page is tall enough, so a list that renders after the navigation
 * still opens where it was left. A page updating its own URL in place (filters, with replace)
 * keeps its scroll.
 */
export function ScrollRestoration() {
  const location = useLocation();
  const navigationType = useNavigationType();
  // Not useQueryClient: this runs on every page, also before the QueryClient has loaded; read when
  // a navigation happens (its arrival is no navigation).
  const queryClient = useRef<QueryClient | undefined>(undefined);
  queryClient.current = useContext(QueryClientContext);
  const positions = useRef<Positions | null>(null);
  positions.current ??= readPositions();
  const current = useRef({ entry: entryOf(location), pathname: location.pathname });
  const cancelRestore = useRef<(() => void) | null>(null);

  useEffect(() => {
    const saved = positions.current as Positions;
    const previous = window.history.scrollRestoration;
    window.history.scrollRestoration = 'manual';
    const onScroll = () => {
      if (cancelRestore.current) return;
      saved.delete(current.current.entry);
      saved.set(current.current.entry, window.scrollY);
    };
    const onPageHide = () => writePositions(saved);
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('pagehide', onPageHide);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('pagehide', onPageHide);
      window.history.scrollRestoration = previous;
    };
  }, []);

  useLayoutEffect(() => {
    const from = current.current;
    current.current = { entry: entryOf(location), pathname: location.pathname };
    cancelRestore.current?.();
    cancelRestore.current = null;
    // Back or Forward to where the page was; a page left without scrolling has no position and, like
    // a new page, starts at the top.
    const y = navigationType === 'POP' ? (positions.current as Positions).get(current.current.entry) : undefined;
    if (y !== undefined) {
      cancelRestore.current = restoreWhenReady(y, queryClient.current, () => {
        cancelRestore.current = null;
      });
      return;
    }
    if (navigationType === 'REPLACE' && from.pathname === location.pathname) return;
    const target = location.hash ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [location, navigationType]);

  return null;
}
