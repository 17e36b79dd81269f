import type { TAlbumFile } from '@homebid/contracts/works';
import { ChevronDownIcon } from '@/components/ui/icons';
import { fileSrc } from '@/lib/file-src';

export interface PhotoSliderProps {
  albumName: string;
  files: TAlbumFile[];
  index: number;
  onIndexChange: (index: number) => void;
  onOpenViewer: () => void;
  onRemove: (file: TAlbumFile) => void;
}

const arrowButton =
  'absolute top-1/2 flex h-11 w-11 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-slate-800 shadow hover:bg-white';

/** The album's photos one at a time, with previous/next, thumbnails and a way into the full-screen viewer. */
export function PhotoSlider({ albumName, files, index, onIndexChange, onOpenViewer, onRemove }: PhotoSliderProps) {
  const count = files.length;
  const current = files[index];
  const move = (step: number) => onIndexChange((index + step + count) % count);
  if (!current) return null;

  return (
    <section aria-roledescription="carousel" aria-label={`Photos of ${albumName}`} className="space-y-3">
      <div className="relative overflow-hidden rounded-2xl bg-slate-900">
        <button
          type="button"
          onClick={onOpenViewer}
          aria-label={`Open photo ${index + 1} full screen`}
          className="block w-full"
        >
          <img
            src={fileSrc(current.url)}
            alt={`${albumName}, ${index + 1} of ${count}`}
            className="mx-auto h-64 w-full object-contain sm:h-96"
          />
        </button>
        {count > 1 && (
          <>
            <button
              type="button"
              aria-label="Previous photo"
              onClick={() => move(-1)}
              className={`${arrowButton} left-3`}
            >
              <ChevronDownIcon className="h-5 w-5 rotate-90" />
            </button>
            <button type="button" aria-label="Next photo" onClick={() => move(1)} className={`${arrowButton} right-3`}>
              <ChevronDownIcon className="h-5 w-5 -rotate-90" />
            </button>
          </>
        )}
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p aria-live="polite" className="text-sm text-slate-600">
          Photo {index + 1} of {count}
        </p>
        <div className="flex gap-2">
          <button
            type="button"
            onClick={onOpenViewer}
            className="min-h-11 rounded-lg px-3 text-sm font-semibold text-brand-700 hover:bg-brand-50"
          >
            View full screen
          </button>
          <button
            type="button"
            onClick={() => onRemove(current)}
            className="min-h-11 rounded-lg px-3 text-sm font-semibold text-red-700 hover:bg-red-50"
          >
            Remove photo
          </button>
        </div>
      </div>
      {count > 1 && (
        <ul aria-label="All photos" className="flex gap-2 overflow-x-auto pb-1">
          {files.map((file, i) => (
            <li key={file.id} className="shrink-0">
              <button
                type="button"
                aria-label={`Show photo ${i + 1}`}
                aria-current={i === index ? 'true' : undefined}
                onClick={() => onIndexChange(i)}
                className={`block h-16 w-20 overflow-hidden rounded-lg border-2 ${i === index ? 'border-brand-600' : 'border-transparent opacity-80 hover:opacity-100'}`}
              >
                <img
                  src={fileSrc(file.thumbnail_url ?? file.url)}
                  alt=""
                  loading="lazy"
                  className="h-full w-full object-cover"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
