import { proProfileTexts, type TPublicProProfile } from '@homebid/contracts/pros';
import { fileSrc } from '@/lib/file-src';
import { prosTexts } from '../texts';

const THUMBNAILS_PER_ALBUM = 6;

export interface ProAlbumsProps {
  albums: TPublicProProfile['albums'];
  /** Opens the full-screen viewer on a photo of an album (the page supplies the viewer). */
  onOpen: (albumId: number, fileIndex: number) => void;
}

/** A pro's portfolio: each album's first photos as buttons that open the viewer; an empty state without any. */
export function ProAlbums({ albums, onOpen }: ProAlbumsProps) {
  const shown = albums.filter((album) => album.files.length > 0);
  return (
    <section aria-labelledby="pro-portfolio" className="rounded-2xl border border-slate-200 bg-white p-5 sm:p-6">
      <h2 id="pro-portfolio" className="text-lg font-semibold">
        {prosTexts.portfolio}
      </h2>
      {shown.length === 0 ? (
        <p className="mt-3 text-slate-600">{proProfileTexts.noWorks}</p>
      ) : (
        <div className="mt-3 space-y-5">
          {shown.map((album) => (
            <div key={album.id}>
              <h3 className="text-sm font-semibold text-slate-700">
                {album.name} <span className="font-normal text-slate-600">({album.files.length})</span>
              </h3>
              <ul className="mt-2 grid grid-cols-3 gap-2 sm:grid-cols-6">
                {album.files.slice(0, THUMBNAILS_PER_ALBUM).map((file, index) => (
                  <li key={file.id}>
                    <button
                      type="button"
                      onClick={() => onOpen(album.id, index)}
                      className="block w-full overflow-hidden rounded-lg focus-visible:ring-2 focus-visible:ring-brand-500"
                      aria-label={`${album.name}, photo ${index + 1} of ${album.files.length}`}
                    >
                      <img
                        src={fileSrc(file.thumbnail_url ?? file.url)}
                        alt=""
                        loading="lazy"
                        className="aspect-square w-full object-cover"
                      />
                    </button>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      )}
    </section>
  );
}
