import { useSearchParams } from 'react-router';
import { EmailUnsubscribe } from '@/features/notifications/components/email-unsubscribe';

/** /unsubscribe?token=…: a notification e-mail's unsubscribe link, without signing in. */
export default function UnsubscribePage() {
  const [params] = useSearchParams();
  return (
    <div className="mx-auto max-w-lg px-4 py-8">
      <EmailUnsubscribe token={params.get('token') ?? ''} />
    </div>
  );
}
