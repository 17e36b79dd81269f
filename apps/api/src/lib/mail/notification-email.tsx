import { notificationDeliveryTexts } from '@homebid/contracts/notifications';
import type { MailMessage } from './create-mailer';
import { renderEmail } from './render-email';
import { NotificationTemplate, type NotificationTemplateProps } from './templates/notification-template';

export type { EmailProjectCard } from './templates/notification-template';

export interface NotificationEmailOptions extends Omit<NotificationTemplateProps, 'greeting'> {
  to: string;
  /** The person's name, when known. */
  name: string | null;
}

/**
 * A notification e-mail, HTML and plain text from one template, the readable title as its subject.
 * Every one carries RFC 8058 one-click unsubscribe: `List-Unsubscribe` with the signed link (a POST
 * switches this notification type's e-mails off) and `List-Unsubscribe-Post`.
 */
export async function notificationEmail({ to, name, ...props }: NotificationEmailOptions): Promise<MailMessage> {
  const { html, text } = await renderEmail(
    <NotificationTemplate greeting={notificationDeliveryTexts.emailGreeting(name)} {...props} />,
  );
  return {
    to,
    subject: notificationDeliveryTexts.emailSubject(props.title),
    text,
    html,
    headers: {
      'List-Unsubscribe': `<${props.unsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
