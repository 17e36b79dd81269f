import { type KeyboardEvent, type ReactNode, useCallback, useEffect, useId, useRef, useState } from 'react';
import { dashboardTexts } from '../texts';

export interface CarouselProps<T> {
  /** The carousel's name (its heading's text): names the region and the previous/next buttons. */
  title: string;
  items: readonly T[];
  getKey: (item: T) => string | number;
  renderItem: (item: T) => ReactNode;
  /** Beside the previous/next buttons (e.g. a View all link). */
  action?: ReactNode;
}

interface Position {
  first: number;
  last: number;
  isAtStart: boolean;
  isAtEnd: boolean;
}

/**
 * A row of slides (spec 'access' §2 Dashboard): one slide on phones, two from 640 px. The track
 * scrolls natively (swipe, scroll snap); Previous and Next move by one page of slides, ArrowLeft
 * and ArrowRight do too while focus is inside, and tabbing to a slide's link scrolls it into view.
 */
export function Carousel<T>({ title, items, getKey, renderItem, action }: CarouselProps<T>) {
  const headingId = useId();
  const trackRef = useRef<HTMLUListElement>(null);
  const [position, setPosition] = useState<Position>({
    first: 1,
    last: Math.min(items.length, 1),
    isAtStart: true,
    isAtEnd: items.length <= 1,
  });

  const measure = useCallback(() => {
    const track = trackRef.current;
    const slide = track?.firstElementChild as HTMLElement | null;
    if (!track || !slide) return;
    const step = slide.getBoundingClientRect().width + gapOf(track);
    const perView = Math.max(1, Math.round((track.clientWidth + gapOf(track)) / step));
    const first = Math.min(items.length, Math.round(track.scrollLeft / step) + 1);
    setPosition({
      first,
      last: Math.min(items.length, first + perView - 1),
      isAtStart: track.scrollLeft <= 1,
      isAtEnd: track.scrollLeft + track.clientWidth >= track.scrollWidth - 1,
    });
  }, [items.length]);

  useEffect(() => {
    const track = trackRef.current;
    if (!track) return;
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(track);
    return () => observer.disconnect();
  }, [measure]);

  const move = (direction: -1 | 1) => {
    const track = trackRef.current;
    if (!track) return;
    const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    track.scrollBy({ left: direction * track.clientWidth, behavior: smooth ? 'smooth' : 'auto' });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    // Keys that edit text keep their meaning (no text fields in slides today, but stay safe).
    if ((event.target as HTMLElement).closest('input, textarea, select')) return;
    event.preventDefault();
    move(event.key === 'ArrowLeft' ? -1 : 1);
  };

  const hasControls = items.length > 1;
  return (
    <section
      aria-labelledby={headingId}
      aria-roledescription="carousel"
      onKeyDown={onKeyDown}
      // Phones: title and link, the slides, then the controls under them; from 640 px the controls
      // sit in the title row.
      className="flex min-w-0 flex-wrap items-center gap-x-3 gap-y-3"
    >
      <h2 id={headingId} className="order-1 mr-auto text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {action && <div className="order-2 sm:order-3">{action}</div>}
      <ul
        ref={trackRef}
        onScroll={measure}
        className="order-3 -mx-1 flex w-[calc(100%+0.5rem)] snap-x snap-mandatory scroll-px-1 gap-4 overflow-x-auto scroll-smooth px-1 pt-1 pb-2 [scrollbar-width:none] motion-reduce:scroll-auto sm:order-4 [&::-webkit-scrollbar]:hidden"
      >
        {items.map((item, index) => (
          <li
            key={getKey(item)}
            aria-roledescription="slide"
            aria-label={dashboardTexts.slide(index + 1, items.length)}
            className="w-full shrink-0 snap-start sm:w-[calc((100%-1rem)/2)]"
          >
            {renderItem(item)}
          </li>
        ))}
      </ul>
      {hasControls && (
        <div className="order-4 flex w-full items-center justify-between gap-2 sm:order-2 sm:w-auto">
          <span aria-live="polite" className="min-w-12 text-sm tabular-nums text-slate-500 sm:text-right">
            {dashboardTexts.showing(position.first, position.last, items.length)}
          </span>
          <div className="flex gap-2">
            <ArrowButton
              label={dashboardTexts.previous(title)}
              direction={-1}
              isDisabled={position.isAtStart}
              onClick={() => move(-1)}
            />
            <ArrowButton
              label={dashboardTexts.next(title)}
              direction={1}
              isDisabled={position.isAtEnd}
              onClick={() => move(1)}
            />
          </div>
        </div>
      )}
    </section>
  );
}

const gapOf = (track: HTMLElement) => Number.parseFloat(getComputedStyle(track).columnGap) || 0;

function ArrowButton({
  label,
  direction,
  isDisabled,
  onClick,
}: {
  label: string;
  direction: -1 | 1;
  isDisabled: boolean;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      // aria-disabled keeps the button focusable at the ends, so focus is not lost mid-way.
      aria-disabled={isDisabled}
      onClick={() => {
        if (!isDisabled) onClick();
      }}
      className={`flex h-11 w-11 items-center justify-center rounded-full border transition ${isDisabled ? 'cursor-not-allowed border-slate-200 text-slate-300' : 'border-slate-300 bg-white text-slate-700 hover:border-brand-500 hover:text-brand-700'}`}
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        className="h-5 w-5"
      >
        <path d={direction < 0 ? 'm15 18-6-6 6-6' : 'm9 18 6-6-6-6'} />
      </svg>
    </button>
  );
}
