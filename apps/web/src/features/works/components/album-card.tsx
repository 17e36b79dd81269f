import { type TAlbum, worksTexts } from '@homebid/contracts/works';
import { Link } from 'react-router';
import { DropdownMenu, menuItemClass } from '@/components/ui/dropdown-menu';
import { paths } from '@/config/paths';
import { fileSrc } from '@/lib/file-src';
import { isPendingAlbum } from '../api/create-album';
import { AlbumIllustration } from './album-illustration';

export interface AlbumCardProps {
  album: TAlbum;
  onRename: (album: TAlbum) => void;
  onDelete: (album: TAlbum) => void;
}

export const photoCount = (count: number) => `${count} ${count === 1 ? 'photo' : 'photos'}`;

/** One album in the My Works grid: cover, name and count link to the album; rename and delete in a menu. */
export function AlbumCard({ album, onRename, onDelete }: AlbumCardProps) {
  if (isPendingAlbum(album)) return <PendingAlbumCard album={album} />;
  return (
    <li className="relative overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition hover:border-brand-500">
      <Link to={paths.album(album.id)} className="block focus-visible:outline-offset-[-2px]">
        <div className="aspect-[4/3] bg-slate-100">
          {album.cover_thumbnail_url ? (
            <img
              src={fileSrc(album.cover_thumbnail_url)}
              alt=""
              loading="lazy"
              className="h-full w-full object-cover"
            />
          ) : (
            <AlbumIllustration className="h-full w-full" />
          )}
        </div>
        <div className="px-4 py-3 pr-14">
          <h2 className="truncate font-semibold text-slate-900">{album.name}</h2>
          <p className="text-sm text-slate-500">{photoCount(album.files_count)}</p>
        </div>
      </Link>
      <div className="absolute bottom-2 right-2">
        <DropdownMenu label={`Actions for ${album.name}`} trigger={<span aria-hidden="true">⋯</span>}>
          {(close) => (
            <>
              <button
                type="button"
                role="menuitem"
                className={menuItemClass}
                onClick={() => {
                  close();
                  onRename(album);
                }}
              >
                Rename
              </button>
              <button
                type="button"
                role="menuitem"
                className={`${menuItemClass} text-red-700`}
                onClick={() => {
                  close();
                  onDelete(album);
                }}
              >
                Delete
              </button>
            </>
          )}
        </DropdownMenu>
      </div>
    </li>
  );
}

/** A new album before the server has answered: shown at once, not yet a link. */
function PendingAlbumCard({ album }: { album: TAlbum }) {
  return (
    <li aria-busy="true" className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
      <div className="aspect-[4/3] bg-slate-100">
        <AlbumIllustration className="h-full w-full opacity-60" />
      </div>
      <div className="px-4 py-3">
        <h2 className="truncate font-semibold text-slate-900">{album.name}</h2>
        <p className="text-sm text-slate-500">{worksTexts.savingAlbum}</p>
      </div>
    </li>
  );
}
