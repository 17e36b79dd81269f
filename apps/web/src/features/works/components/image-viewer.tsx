import type { TAlbumFile } from '@homebid/contracts/works';
import { type KeyboardEvent, type TouchEvent, useId, useRef } from 'react';
import { ChevronDownIcon, CloseIcon } from '@/components/ui/icons';
import { useModalDialog } from '@/components/ui/modal';
import { fileSrc } from '@/lib/file-src';

export interface ImageViewerProps {
  isOpen: boolean;
  albumName: string;
  files: TAlbumFile[];
  index: number;
  onIndexChange: (index: number) => void;
  onClose: () => void;
}

const SWIPE_MIN_PX = 40;
const roundButton =
  'flex h-12 w-12 items-center justify-center rounded-full bg-white/10 text-white hover:bg-white/20 focus-visible:bg-white/20';

/**
 * Photos full screen in a modal <dialog>: the page behind is inert (focus stays inside), Escape
 * closes, the arrow keys and a swipe move between photos, focus returns to the opener.
 */
export function ImageViewer({ isOpen, albumName, files, index, onIndexChange, onClose }: ImageViewerProps) {
  const closeRef = useRef<HTMLButtonElement>(null);
  const { dialogRef } = useModalDialog(isOpen, onClose, () => closeRef.current?.focus());
  const touchStartX = useRef<number | null>(null);
  const titleId = useId();
  const count = files.length;
  const current = files[index];

  const move = (step: number) => {
    if (count > 1) onIndexChange((index + step + count) % count);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') move(1);
    else if (event.key === 'ArrowLeft') move(-1);
    else if (event.key === 'Home') onIndexChange(0);
    else if (event.key === 'End') onIndexChange(count - 1);
    else if (event.key === 'Tab') {
      // Keep Tab inside the viewer (the browser would also offer its own toolbar).
      const focusable = [...(dialogRef.current?.querySelectorAll<HTMLElement>('button') ?? [])];
      const first = focusable[0];
      const last = focusable.at(-1);
      if (event.shiftKey && document.activeElement === first) last?.focus();
      else if (!event.shiftKey && document.activeElement === last) first?.focus();
      else return;
    } else return;
    event.preventDefault();
  };

  const onTouchStart = (event: TouchEvent) => {
    touchStartX.current = event.touches[0]?.clientX ?? null;
  };
  const onTouchEnd = (event: TouchEvent) => {
    const start = touchStartX.current;
    const end = event.changedTouches[0]?.clientX;
    touchStartX.current = null;
    if (start === null || end === undefined || Math.abs(end - start) < SWIPE_MIN_PX) return;
    move(end < start ? 1 : -1);
  };

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      onKeyDown={onKeyDown}
      className="m-0 h-dvh max-h-none w-screen max-w-none bg-slate-950 p-0 text-white backdrop:bg-slate-950"
    >
      {isOpen && current && (
        <div className="flex h-full flex-col">
          <div className="flex items-center justify-between gap-3 px-4 py-3">
            <h2 id={titleId} className="truncate text-base font-semibold">
              {albumName}{' '}
              <span className="font-normal text-slate-300">
                · Photo {index + 1} of {count}
              </span>
            </h2>
            <button ref={closeRef} type="button" aria-label="Close viewer" onClick={onClose} className={roundButton}>
              <CloseIcon />
            </button>
          </div>
          <div
            className="relative flex min-h-0 flex-1 items-center justify-center px-2 pb-4"
            onTouchStart={onTouchStart}
            onTouchEnd={onTouchEnd}
          >
            <img
              key={current.id}
              src={fileSrc(current.url)}
              alt={`${albumName}, ${index + 1} of ${count}`}
              className="max-h-full max-w-full select-none object-contain"
              draggable={false}
            />
            {count > 1 && (
              <>
                <button
                  type="button"
                  aria-label="Previous photo"
                  onClick={() => move(-1)}
                  className={`${roundButton} absolute left-3 top-1/2 -translate-y-1/2`}
                >
                  <ChevronDownIcon className="h-6 w-6 rotate-90" />
                </button>
                <button
                  type="button"
                  aria-label="Next photo"
                  onClick={() => move(1)}
                  className={`${roundButton} absolute right-3 top-1/2 -translate-y-1/2`}
                >
                  <ChevronDownIcon className="h-6 w-6 -rotate-90" />
                </button>
              </>
            )}
          </div>
        </div>
      )}
    </dialog>
  );
}
