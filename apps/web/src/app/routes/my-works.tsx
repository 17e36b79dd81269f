import { type TAlbum, WORKS_REFRESH_DELAY_MS, worksMessages, worksTexts } from '@homebid/contracts/works';
import { useState } from 'react';
import { LoadFailure } from '@/components/errors/load-failure';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Spinner } from '@/components/ui/spinner';
import { notify } from '@/components/ui/toast';
import { useCreateAlbum } from '@/features/works/api/create-album';
import { useDeleteAlbum } from '@/features/works/api/delete-album';
import { useAlbums } from '@/features/works/api/get-albums';
import { useRenameAlbum } from '@/features/works/api/rename-album';
import { AlbumCard, photoCount } from '@/features/works/components/album-card';
import { AlbumIllustration } from '@/features/works/components/album-illustration';
import { AlbumNameDialog } from '@/features/works/components/album-name-dialog';
import { answerMessageOr } from '@/lib/api-client';

/** Spec §2 My Works: the provider's albums. */
export default function MyWorksPage() {
  const albums = useAlbums();
  const createAlbum = useCreateAlbum();
  const renameAlbum = useRenameAlbum();
  const deleteAlbum = useDeleteAlbum();
  const [isCreating, setIsCreating] = useState(false);
  const [renaming, setRenaming] = useState<TAlbum | null>(null);
  const [deleting, setDeleting] = useState<TAlbum | null>(null);

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      const { message } = await deleteAlbum.mutateAsync(deleting.id);
      setDeleting(null);
      notify.success(message);
    } catch (error) {
      setDeleting(null);
      notify.error(answerMessageOr(error, 'The album could not be deleted. Please try again.'));
    }
  };

  return (
    <section aria-labelledby="my-works-title">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 id="my-works-title" className="text-2xl font-semibold">
            {worksTexts.myWorks}
          </h1>
          <p className="mt-1 text-slate-600">Albums of your finished jobs, shown to customers on your profile.</p>
        </div>
        <Button onClick={() => setIsCreating(true)}>{worksTexts.newAlbum}</Button>
      </div>

      <div className="mt-6">
        {albums.isPending ? (
          <Spinner label="Loading your albums…" />
        ) : albums.isError ? (
          <LoadFailure
            message={answerMessageOr(albums.error, 'Your albums could not be loaded.')}
            onRetry={() => void albums.refetch()}
          />
        ) : albums.data.length === 0 ? (
          <div className="mx-auto max-w-md rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center">
            <AlbumIllustration className="mx-auto h-28 w-36 rounded-lg" />
            <h2 className="mt-4 text-lg font-semibold">{worksTexts.emptyAlbums}</h2>
            <p className="mt-2 text-slate-600">{worksTexts.emptyAlbumsHint}</p>
            <Button className="mt-5" onClick={() => setIsCreating(true)}>
              Create your first album
            </Button>
          </div>
        ) : (
          <ul
            aria-label="Albums"
            className="grid grid-cols-1 gap-4 min-[480px]:grid-cols-2 md:grid-cols-3 xl:grid-cols-4"
          >
            {albums.data.map((album) => (
              <AlbumCard key={album.id} album={album} onRename={setRenaming} onDelete={setDeleting} />
            ))}
          </ul>
        )}
      </div>

      <AlbumNameDialog
        isOpen={isCreating}
        title={worksTexts.createAlbumTitle}
        submitLabel="Create"
        clearAfterSaveMs={WORKS_REFRESH_DELAY_MS}
        onClose={() => setIsCreating(false)}
        onSave={async (name) => {
          // The album shows at once (optimistic); the dialog does not wait for the server.
          setIsCreating(false);
          createAlbum.mutate(name, {
            onSuccess: ({ message }) => notify.success(message),
            onError: (error) => notify.error(answerMessageOr(error, worksMessages.albumNotCreated)),
          });
        }}
      />
      <AlbumNameDialog
        isOpen={renaming !== null}
        title="Rename album"
        submitLabel="Save"
        initialName={renaming?.name ?? ''}
        onClose={() => setRenaming(null)}
        onSave={async (name) => {
          if (!renaming) return;
          const { message } = await renameAlbum.mutateAsync({ albumId: renaming.id, name });
          setRenaming(null);
          notify.success(message);
        }}
      />
      <ConfirmDialog
        isOpen={deleting !== null}
        title="Delete this album?"
        message={
          deleting
            ? `“${deleting.name}” and its ${photoCount(deleting.files_count)} will be deleted. This cannot be undone.`
            : undefined
        }
        confirmLabel="Delete"
        cancelLabel="Cancel"
        isConfirming={deleteAlbum.isPending}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
    </section>
  );
}
