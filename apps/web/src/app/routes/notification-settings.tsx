import { notificationSettingsTexts as s } from '@homebid/contracts/notifications';
import { Button } from '@/components/ui/button';
import { useGlobalSettings, useTypeSettings } from '@/features/notifications/api/notification-settings';
import { NotificationSettingsForm } from '@/features/notifications/components/notification-settings-form';
import { notificationLabels } from '@/features/notifications/texts';
import { answerMessageOr } from '@/lib/api-client';

/** Spec 'projects' §2 Notification settings (/notification-settings). */
export default function NotificationSettingsPage() {
  const global = useGlobalSettings();
  const types = useTypeSettings();

  let body: React.ReactNode;
  if (global.isPending || types.isPending) {
    body = (
      <div role="status" aria-label={s.loading} className="space-y-3">
        <div className="h-16 animate-pulse rounded-xl bg-slate-200" />
        <div className="h-14 animate-pulse rounded-xl bg-slate-200" />
        <div className="h-14 animate-pulse rounded-xl bg-slate-200" />
        <div className="h-14 animate-pulse rounded-xl bg-slate-200" />
      </div>
    );
  } else if (global.isError || types.isError) {
    body = (
      <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-5 text-red-800">
        <p>{answerMessageOr(global.error ?? types.error, notificationLabels.settingsFailedToLoad)}</p>
        <Button
          variant="secondary"
          className="mt-3"
          onClick={() => {
            void global.refetch();
            void types.refetch();
          }}
        >
          {notificationLabels.tryAgain}
        </Button>
      </div>
    );
  } else {
    body = <NotificationSettingsForm initialGlobal={global.data} initialRows={types.data} />;
  }

  return (
    <section aria-labelledby="notification-settings-title" className="mx-auto max-w-3xl space-y-6">
      <h1 id="notification-settings-title" className="text-2xl font-semibold">
        {s.title}
      </h1>
      {body}
    </section>
  );
}
