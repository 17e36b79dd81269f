import { notificationMessages, notificationSettingsTexts } from '@homebid/contracts/notifications';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useEmailUnsubscribeCheck } from '../api/check-email-unsubscribe';
import { useUnsubscribeEmail } from '../api/unsubscribe-email';
import { unsubscribeTexts as t } from '../texts';

/**
 * What an e-mail's unsubscribe link opens: the notification type it names, and one button that
 * switches that type's e-mails off (the same POST mail apps send for one-click unsubscribe).
 */
export function EmailUnsubscribe({ token }: { token: string }) {
  const check = useEmailUnsubscribeCheck(token);
  const unsubscribe = useUnsubscribeEmail(token);
  const typeLabel = check.data ? notificationSettingsTexts.types[check.data.notification_type] : '';

  let content: ReactNode;
  if (!token) content = <p role="alert">{notificationMessages.unsubscribeInvalid}</p>;
  else if (check.isPending) content = <Spinner label={t.checking} />;
  else if (check.isError) content = <p role="alert">{check.error.message}</p>;
  else if (unsubscribe.isSuccess) content = <p role="status">{notificationMessages.unsubscribeDone}</p>;
  else if (!check.data.email_notification) content = <p role="status">{t.alreadyOff(typeLabel)}</p>;
  else {
    content = (
      <>
        <p className="font-medium text-slate-900">{t.question(typeLabel)}</p>
        <p className="mt-2 text-sm text-slate-600">{t.explain}</p>
        {unsubscribe.isError ? (
          <p role="alert" className="mt-3 text-sm text-red-700">
            {unsubscribe.error.message || t.failed}
          </p>
        ) : null}
        <Button
          className="mt-5 w-full sm:w-auto"
          isLoading={unsubscribe.isPending}
          onClick={() => unsubscribe.mutate()}
        >
          {t.confirm}
        </Button>
      </>
    );
  }

  return (
    <section
      aria-labelledby="unsubscribe-title"
      className="rounded-2xl border border-slate-200 bg-white p-6 text-slate-700"
    >
      <h1 id="unsubscribe-title" className="mb-3 text-xl font-semibold text-slate-900">
        {t.title}
      </h1>
      {content}
    </section>
  );
}
