import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { LoadFailure } from '@/components/errors/load-failure';
import { Spinner } from '@/components/ui/spinner';
import { ChangeEmailDialog } from '@/features/contact-change/components/change-email-dialog';
import { ChangeMobileDialog } from '@/features/contact-change/components/change-mobile-dialog';
import { customerProfileQueryOptions, useCustomerProfile } from '@/features/customer-account/api/get-customer-profile';
import { CustomerAccountDetails } from '@/features/customer-account/components/customer-account-details';
import { customerAccountTexts as t } from '@/features/customer-account/texts';
import { answerMessageOr } from '@/lib/api-client';

type OpenDialog = 'email' | 'mobile' | null;

/**
 * /customer/account, the customer's own details: the name, and the e-mail and mobile
 * number changed with codes as the provider's are (the contact-change dialogs, signed-in calls).
 */
export default function CustomerAccountPage() {
  const profile = useCustomerProfile();
  const queryClient = useQueryClient();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const close = () => setDialog(null);
  const refresh = () => queryClient.invalidateQueries(customerProfileQueryOptions());

  let body: React.ReactNode;
  if (profile.isPending) body = <Spinner label={t.loading} />;
  else if (profile.isError)
    body = <LoadFailure message={answerMessageOr(profile.error, t.failed)} onRetry={() => void profile.refetch()} />;
  else
    body = (
      <>
        <CustomerAccountDetails
          customer={profile.data}
          onChangeEmail={() => setDialog('email')}
          onChangeMobile={() => setDialog('mobile')}
        />
        <ChangeEmailDialog
          isOpen={dialog === 'email'}
          onClose={close}
          currentEmail={profile.data.email}
          onChanged={refresh}
        />
        <ChangeMobileDialog
          isOpen={dialog === 'mobile'}
          onClose={close}
          currentMobile={profile.data.mobile_number ?? ''}
          onChanged={refresh}
        />
      </>
    );

  return (
    <section aria-labelledby="account-title" className="mx-auto max-w-3xl space-y-6">
      <h1 id="account-title" className="text-2xl font-semibold">
        {t.title}
      </h1>
      {body}
    </section>
  );
}
