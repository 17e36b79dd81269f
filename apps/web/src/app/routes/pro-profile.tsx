import { proProfileTexts } from '@homebid/contracts/pros';
import { pages } from '@homebid/contracts/routes';
import { useState } from 'react';
import { useParams } from 'react-router';
import { LoadFailure } from '@/components/errors/load-failure';
import { Spinner } from '@/components/ui/spinner';
import { usePublicProProfile } from '@/features/pros/api/get-public-pro-profile';
import { ProAlbums } from '@/features/pros/components/pro-albums';
import { ProProfileHeader } from '@/features/pros/components/pro-profile-header';
import { ProReviews } from '@/features/pros/components/pro-reviews';
import { ProAreas, ProServices } from '@/features/pros/components/pro-services';
import { prosTexts } from '@/features/pros/texts';
import { ImageViewer } from '@/features/works/components/image-viewer';
import { ApiError } from '@/lib/api-client';

/** A valid provider id from the address, or 0 (which no pro has: the API answers 404). */
function idFromAddress(param: string | undefined): number {
  const id = Number(param);
  return Number.isSafeInteger(id) && id > 0 ? id : 0;
}

/** /pros/:providerId (public): a pro's profile as customers see it, with the portfolio's full-screen viewer. */
export default function ProProfilePage() {
  const providerId = idFromAddress(useParams().providerId);
  const profile = usePublicProProfile(providerId);
  const [viewing, setViewing] = useState<{ albumId: number; index: number } | null>(null);

  if (profile.isPending) return <Spinner label={prosTexts.loading} />;
  if (profile.isError) {
    const isMissing = profile.error instanceof ApiError && [404, 422].includes(profile.error.status);
    return (
      <div className="mx-auto max-w-2xl px-4 py-8">
        {isMissing ? (
          <section className="rounded-2xl border border-slate-200 bg-white p-6 text-center">
            <h1 className="text-xl font-semibold">{pages.proProfile.title}</h1>
            <p className="mt-2 text-slate-700">{proProfileTexts.notFound}</p>
          </section>
        ) : (
          <LoadFailure
            title={prosTexts.loadFailed}
            titleLevel={1}
            message={profile.error.message}
            onRetry={() => profile.refetch()}
          />
        )}
      </div>
    );
  }

  const data = profile.data;
  const album = viewing ? data.albums.find((candidate) => candidate.id === viewing.albumId) : undefined;
  return (
    <div className="mx-auto max-w-4xl space-y-6 px-4 py-6 sm:py-8">
      <ProProfileHeader profile={data} />
      <div className="grid items-start gap-6 md:grid-cols-2">
        <ProServices services={data.services} />
        <ProAreas areas={data.areas} />
      </div>
      <ProReviews reviews={data.reviews} companyName={data.company_name} />
      <ProAlbums albums={data.albums} onOpen={(albumId, index) => setViewing({ albumId, index })} />
      <ImageViewer
        isOpen={Boolean(album)}
        albumName={album?.name ?? ''}
        files={album?.files ?? []}
        index={viewing?.index ?? 0}
        onIndexChange={(index) => setViewing((current) => (current ? { ...current, index } : current))}
        onClose={() => setViewing(null)}
      />
    </div>
  );
}
