import { roleOf } from '@homebid/contracts/constants';
import { notificationSettingsTexts as s } from '@homebid/contracts/notifications';
import { LoadFailure } from '@/components/errors/load-failure';
import { useGlobalSettings, useTypeSettings } from '@/features/notifications/api/notification-settings';
import { NotificationSettingsForm } from '@/features/notifications/components/notification-settings-form';
import { notificationLabels } from '@/features/notifications/texts';
import { rowsForRole } from '@/features/notifications/utils/rows-for-role';
import { answerMessageOr } from '@/lib/api-client';
import { useSession } from '@/lib/use-session';

/**
 * Spec 'projects' §2 Notification settings (/notification-settings); the customer's
 * (/customer/notification-settings) is the same screen with the rows of the session's role.
 */
export default function NotificationSettingsPage() {
  const side = roleOf(useSession()?.user.user_type ?? 0) ?? 'provider';
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
      <LoadFailure
        message={answerMessageOr(global.error ?? types.error, notificationLabels.settingsFailedToLoad)}
        onRetry={() => {
          void global.refetch();
          void types.refetch();
        }}
      />
    );
  } else {
    body = <NotificationSettingsForm initialGlobal={global.data} initialRows={rowsForRole(types.data, side)} />;
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
