import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useServiceList } from '@/api/get-service-list';
import { LoadFailure } from '@/components/errors/load-failure';
import { Spinner } from '@/components/ui/spinner';
import { ChangeEmailDialog } from '@/features/contact-change/components/change-email-dialog';
import { ChangeMobileDialog } from '@/features/contact-change/components/change-mobile-dialog';
import { profileQueryOptions, useProfile } from '@/features/profile/api/get-profile';
import { CertificatesCard } from '@/features/profile/components/certificates-card';
import { GetReviewedCard } from '@/features/profile/components/get-reviewed-card';
import { ProfileForm } from '@/features/profile/components/profile-form';
import { ProfilePictureDialog } from '@/features/profile/components/profile-picture-dialog';
import { ProfileSummary } from '@/features/profile/components/profile-summary';

type OpenDialog = 'picture' | 'email' | 'mobile' | null;

/** Spec §2 Profile (/profile, My Account), with the pro's licence and insurance certificates. */
export default function ProfilePage() {
  const profile = useProfile();
  const catalogue = useServiceList();
  const queryClient = useQueryClient();
  const [dialog, setDialog] = useState<OpenDialog>(null);

  if (profile.isPending || catalogue.isPending) return <Spinner label="Loading your profile…" />;
  if (profile.isError || catalogue.isError) {
    return <LoadFailure message={(profile.error ?? catalogue.error)?.message ?? ''} />;
  }
  const data = profile.data;
  const close = () => setDialog(null);
  const refresh = () => queryClient.invalidateQueries(profileQueryOptions());

  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <ProfileSummary
        profile={data}
        onChangePicture={() => setDialog('picture')}
        onChangeEmail={() => setDialog('email')}
        onChangeMobile={() => setDialog('mobile')}
      />
      <ProfileForm profile={data} catalogue={catalogue.data} />
      <CertificatesCard />
      <GetReviewedCard providerId={data.id} />
      <ProfilePictureDialog isOpen={dialog === 'picture'} onClose={close} />
      <ChangeEmailDialog isOpen={dialog === 'email'} onClose={close} currentEmail={data.email} onChanged={refresh} />
      <ChangeMobileDialog
        isOpen={dialog === 'mobile'}
        onClose={close}
        currentMobile={data.mobile_number ?? ''}
        onChanged={refresh}
      />
    </div>
  );
}
