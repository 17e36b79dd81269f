import { type TAlbumFile, worksTexts } from '@homebid/contracts/works';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { LoadFailure } from '@/components/errors/load-failure';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ChevronDownIcon } from '@/components/ui/icons';
import { Spinner } from '@/components/ui/spinner';
import { notify } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { useDeleteAlbumFile } from '@/features/works/api/delete-album-file';
import { useAlbum } from '@/features/works/api/get-album';
import { AlbumIllustration } from '@/features/works/components/album-illustration';
import { ImageViewer } from '@/features/works/components/image-viewer';
import { PhotoSlider } from '@/features/works/components/photo-slider';
import { UploadArea } from '@/features/works/components/upload-area';
import { ApiError, answerMessageOr } from '@/lib/api-client';

function BackLink() {
  return (
    <Link
      to={paths.myWorks}
      className="inline-flex min-h-11 items-center gap-1 font-semibold text-brand-700 hover:underline"
    >
      <ChevronDownIcon className="h-4 w-4 rotate-90" />
      {worksTexts.myWorks}
    </Link>
  );
}

/** Spec §2 /my-works/{id}: one album, its photos, the upload area. */
export default function AlbumPage() {
  const albumId = Number(useParams().id);
  const album = useAlbum(albumId);
  const removeFile = useDeleteAlbumFile();
  const [index, setIndex] = useState(0);
  const [isViewerOpen, setIsViewerOpen] = useState(false);
  const [removing, setRemoving] = useState<TAlbumFile | null>(null);

  const _name = album.data?.album.name;

  const files = album.data?.files ?? [];
  // After a removal or a refresh the list can be shorter than where the slider stood.
  const shown = Math.min(index, Math.max(files.length - 1, 0));

  if (
    !Number.isInteger(albumId) ||
    albumId <= 0 ||
    (album.isError && album.error instanceof ApiError && album.error.status === 404)
  ) {
    return (
      <section className="space-y-4">
        <BackLink />
        <h1 className="text-2xl font-semibold">Album not found</h1>
        <p className="text-slate-600">This album does not exist or was deleted.</p>
      </section>
    );
  }

  const confirmRemove = async () => {
    if (!removing) return;
    try {
      const { message } = await removeFile.mutateAsync({ albumId, fileId: removing.id });
      setRemoving(null);
      notify.success(message);
    } catch (error) {
      setRemoving(null);
      notify.error(answerMessageOr(error, 'The photo could not be removed. Please try again.'));
    }
  };

  return (
    <section aria-labelledby="album-title" className="space-y-5">
      <BackLink />
      {album.isPending ? (
        <Spinner label="Loading the album…" />
      ) : album.isError ? (
        <LoadFailure
          message={answerMessageOr(album.error, 'The album could not be loaded.')}
          onRetry={() => void album.refetch()}
        />
      ) : (
        <>
          <div>
            <h1 id="album-title" className="break-words text-2xl font-semibold">
              {album.data.album.name}
            </h1>
            <p className="mt-1 text-slate-600">
              {files.length} {files.length === 1 ? 'photo' : 'photos'}
            </p>
          </div>
          <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
            <div>
              {files.length === 0 ? (
                <div className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center">
                  <AlbumIllustration className="mx-auto h-24 w-32 rounded-lg" />
                  <p className="mt-4 font-semibold">{worksTexts.emptyAlbum}</p>
                  <p className="mt-1 text-sm text-slate-600">Add photos of this job with the upload area.</p>
                </div>
              ) : (
                <PhotoSlider
                  albumName={album.data.album.name}
                  files={files}
                  index={shown}
                  onIndexChange={setIndex}
                  onOpenViewer={() => setIsViewerOpen(true)}
                  onRemove={setRemoving}
                />
              )}
            </div>
            <UploadArea albumId={albumId} />
          </div>
          <ImageViewer
            isOpen={isViewerOpen && files.length > 0}
            albumName={album.data.album.name}
            files={files}
            index={shown}
            onIndexChange={setIndex}
            onClose={() => setIsViewerOpen(false)}
          />
        </>
      )}
      <ConfirmDialog
        isOpen={removing !== null}
        title="Remove this photo?"
        message="It will be deleted from the album. This cannot be undone."
        confirmLabel="Remove"
        cancelLabel="Cancel"
        isConfirming={removeFile.isPending}
        onConfirm={() => void confirmRemove()}
        onCancel={() => setRemoving(null)}
      />
    </section>
  );
}
