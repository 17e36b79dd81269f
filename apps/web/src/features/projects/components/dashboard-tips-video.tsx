import { useState } from 'react';
import { Modal } from '@/components/ui/modal';
import { dashboardTexts } from '../texts';
import { PlayIcon } from './project-icons';

/** A YouTube watch or short link as its privacy-enhanced embed address; other addresses stay as they are. */
function embedUrl(url: string): string | null {
  try {
    const parsed = new URL(url);
    const host = parsed.hostname.replace(/^www\./, '');
    if (host === 'youtu.be') return `https://www.youtube-nocookie.com/embed/${parsed.pathname.slice(1)}`;
    if (host === 'youtube.com' || host === 'm.youtube.com') {
      const id = parsed.searchParams.get('v');
      if (id) return `https://www.youtube-nocookie.com/embed/${encodeURIComponent(id)}`;
    }
    return null;
  } catch {
    return null;
  }
}

/** The tips video button and modal (spec 'access' §2: only when the dashboard names a video). */
export function DashboardTipsVideo({ url }: { url: string }) {
  const [isOpen, setIsOpen] = useState(false);
  const embed = embedUrl(url);
  return (
    <>
      <button
        type="button"
        onClick={() => setIsOpen(true)}
        className="inline-flex min-h-11 items-center gap-2 rounded-lg border border-brand-700 px-4 text-sm font-semibold text-brand-700 hover:bg-brand-50"
      >
        <PlayIcon className="h-4 w-4" />
        {dashboardTexts.tipsVideo}
      </button>
      <Modal
        isOpen={isOpen}
        onClose={() => setIsOpen(false)}
        title={dashboardTexts.tipsVideoTitle}
        className="max-w-3xl"
      >
        <div className="aspect-video overflow-hidden rounded-xl bg-slate-900">
          {embed ? (
            <iframe
              src={embed}
              title={dashboardTexts.tipsVideoTitle}
              allow="encrypted-media; picture-in-picture"
              allowFullScreen
              className="h-full w-full"
            />
          ) : (
            // biome-ignore lint/a11y/useMediaCaption: the tips video is a third-party file without a captions track.
            <video src={url} controls preload="metadata" className="h-full w-full" />
          )}
        </div>
        <a
          href={url}
          target="_blank"
          rel="noopener noreferrer"
          className="mt-3 inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 underline"
        >
          {dashboardTexts.tipsVideoOpen}
        </a>
      </Modal>
    </>
  );
}
