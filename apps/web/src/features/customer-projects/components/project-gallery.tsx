import type { TProjectFile } from '@homebid/contracts/projects';
import { type KeyboardEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { fileSrc } from '@/lib/file-src';
import { customerProjectTexts as t } from '../texts';

function FullSize({ file, title }: { file: TProjectFile; title: string }) {
  if (file.kind === 'video') {
    return (
      // biome-ignore lint/a11y/useMediaCaption: the customer's own clips of the job come without captions
      <video src={fileSrc(file.url)} controls preload="metadata" className="max-h-[70vh] w-full rounded-lg bg-black" />
    );
  }
  return <img src={fileSrc(file.url)} alt={title} className="max-h-[70vh] w-full rounded-lg object-contain" />;
}

/** The project's photos and videos as thumbnails; each opens full size in a dialog with previous/next. */
export function ProjectGallery({ files, title }: { files: TProjectFile[]; title: string }) {
  const [open, setOpen] = useState<number | null>(null);
  if (files.length === 0) return null;
  const count = files.length;
  const current = open === null ? undefined : files[open];
  const move = (step: number) => setOpen((index) => (index === null ? null : (index + step + count) % count));
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (count < 2 || event.target instanceof HTMLVideoElement) return;
    if (event.key === 'ArrowLeft') move(-1);
    else if (event.key === 'ArrowRight') move(1);
  };

  return (
    <section aria-labelledby="project-photos" className="space-y-3">
      <h2 id="project-photos" className="text-base font-semibold text-slate-900">
        {t.photos}
      </h2>
      <ul className="grid grid-cols-3 gap-2 sm:grid-cols-4">
        {files.map((file, index) => (
          <li key={file.id}>
            <button
              type="button"
              onClick={() => setOpen(index)}
              aria-label={t.openPhoto(index + 1, count)}
              className="block aspect-square w-full overflow-hidden rounded-lg bg-slate-200 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
            >
              {file.thumbnail_url || file.kind === 'image' ? (
                <img
                  src={fileSrc(file.thumbnail_url ?? file.url)}
                  alt=""
                  loading="lazy"
                  className="h-full w-full object-cover"
                />
              ) : (
                <span aria-hidden="true" className="flex h-full items-center justify-center text-2xl text-slate-500">
                  ▶
                </span>
              )}
            </button>
          </li>
        ))}
      </ul>
      <Modal
        isOpen={current !== undefined}
        onClose={() => setOpen(null)}
        title={open === null ? '' : t.photoDialog(open + 1, count)}
        className="max-w-3xl"
      >
        {/* biome-ignore lint/a11y/noStaticElementInteractions: arrow keys page through the photos; the buttons do too */}
        <div onKeyDown={onKeyDown} className="space-y-3">
          {current && <FullSize key={current.id} file={current} title={title} />}
          {count > 1 && (
            <div className="flex justify-between gap-3">
              <Button variant="secondary" onClick={() => move(-1)}>
                {t.previous}
              </Button>
              <Button variant="secondary" onClick={() => move(1)}>
                {t.next}
              </Button>
            </div>
          )}
        </div>
      </Modal>
    </section>
  );
}
