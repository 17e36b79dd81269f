import type { TProjectFile } from '@homebid/contracts/projects';
import { type KeyboardEvent, useState } from 'react';
import { ChevronDownIcon } from '@/components/ui/icons';
import { fileSrc } from '@/lib/file-src';
import { projectScreenTexts as t } from '../texts';
import { PlayIcon } from './project-icons';

export interface ProjectMediaSliderProps {
  /** The project's title: names the carousel and each picture. */
  title: string;
  files: TProjectFile[];
}

const arrowButton =
  'absolute top-1/2 z-10 flex h-11 w-11 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-slate-800 shadow hover:bg-white';

/**
 * The project's photos and videos one at a time (spec §2): previous/next buttons, the left and
 * right arrow keys, a count label ('2 / 5') and thumbnails; videos play with the browser's controls.
 */
export function ProjectMediaSlider({ title, files }: ProjectMediaSliderProps) {
  const [index, setIndex] = useState(0);
  const count = files.length;
  const shown = Math.min(index, count - 1);
  const current = files[shown];
  if (!current) return null;
  const move = (step: number) => setIndex((shown + step + count) % count);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (count < 2) return;
    // A playing video keeps its own arrow keys (seeking).
    if (event.target instanceof HTMLVideoElement) return;
    if (event.key === 'ArrowLeft') move(-1);
    else if (event.key === 'ArrowRight') move(1);
    else return;
    event.preventDefault();
  };

  return (
    <section
      aria-roledescription="carousel"
      aria-label={`${t.media}: ${title}`}
      onKeyDown={onKeyDown}
      className="space-y-3"
    >
      <div className="relative overflow-hidden rounded-2xl bg-slate-900">
        <div className="flex h-60 items-center justify-center sm:h-96">
          {current.kind === 'video' ? (
            // biome-ignore lint/a11y/useMediaCaption: customers' own clips of the job come without captions
            <video
              key={current.id}
              src={fileSrc(current.url)}
              poster={current.thumbnail_url ? fileSrc(current.thumbnail_url) : undefined}
              controls
              preload="metadata"
              className="h-full w-full object-contain"
            />
          ) : (
            <img
              key={current.id}
              src={fileSrc(current.url)}
              alt={`${title}, ${shown + 1} of ${count}`}
              className="h-full w-full object-contain"
            />
          )}
        </div>
        {count > 1 && (
          <>
            <button
              type="button"
              aria-label={t.previousMedia}
              onClick={() => move(-1)}
              className={`${arrowButton} left-3`}
            >
              <ChevronDownIcon className="h-5 w-5 rotate-90" />
            </button>
            <button type="button" aria-label={t.nextMedia} onClick={() => move(1)} className={`${arrowButton} right-3`}>
              <ChevronDownIcon className="h-5 w-5 -rotate-90" />
            </button>
          </>
        )}
        <p
          aria-live="polite"
          className="absolute bottom-3 left-1/2 -translate-x-1/2 rounded-full bg-slate-900/75 px-3 py-1 text-sm font-medium tabular-nums text-white"
        >
          {shown + 1} / {count}
        </p>
      </div>
      {count > 1 && (
        <ul aria-label={t.media} className="flex gap-2 overflow-x-auto pb-1">
          {files.map((file, i) => (
            <li key={file.id} className="shrink-0">
              <button
                type="button"
                aria-label={t.showMedia(i + 1)}
                aria-current={i === shown ? 'true' : undefined}
                onClick={() => setIndex(i)}
                className={`relative block h-14 w-20 overflow-hidden rounded-lg border-2 bg-slate-800 ${i === shown ? 'border-brand-600' : 'border-transparent opacity-80 hover:opacity-100'}`}
              >
                {file.kind === 'image' || file.thumbnail_url ? (
                  <img
                    src={fileSrc(file.thumbnail_url ?? file.url)}
                    alt=""
                    loading="lazy"
                    className="h-full w-full object-cover"
                  />
                ) : null}
                {file.kind === 'video' && (
                  <span className="absolute inset-0 flex items-center justify-center text-white">
                    <PlayIcon className="h-6 w-6 drop-shadow" />
                  </span>
                )}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
