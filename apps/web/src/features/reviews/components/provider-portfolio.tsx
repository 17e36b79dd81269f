import { fileSrc } from '@/lib/file-src';
import { useProviderPortfolio } from '../api/get-provider-portfolio';

const THUMBNAILS_PER_ALBUM = 6;

/** The provider's works albums (public), so the customer recognises the job; nothing when there are none. */
export function ProviderPortfolio({ providerId }: { providerId: number }) {
  const portfolio = useProviderPortfolio(providerId);
  const albums = portfolio.data?.albums.filter((album) => album.files.length > 0) ?? [];
  if (albums.length === 0) return null;
  return (
    <section aria-labelledby="portfolio-title" className="rounded-2xl border border-slate-200 bg-white p-5">
      <h2 id="portfolio-title" className="text-lg font-semibold">
        Recent work
      </h2>
      <div className="mt-3 space-y-4">
        {albums.map((album) => (
          <div key={album.id}>
            <h3 className="text-sm font-semibold text-slate-700">{album.name}</h3>
            <ul className="mt-2 grid grid-cols-3 gap-2 sm:grid-cols-6">
              {album.files.slice(0, THUMBNAILS_PER_ALBUM).map((file, index) => (
                <li key={file.id}>
                  <img
                    src={fileSrc(file.thumbnail_url ?? file.url)}
                    alt={`${album.name} ${index + 1}`}
                    loading="lazy"
                    className="aspect-square w-full rounded-lg object-cover"
                  />
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </section>
  );
}
