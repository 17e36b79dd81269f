import { PRODUCT_NAME } from '@homebid/contracts/messages';
import type { OneTimeCodePurpose } from '../one-time-code';
import type { MailMessage } from './create-mailer';
import { renderEmail } from './render-email';
import { OneTimeCodeTemplate } from './templates/one-time-code-template';

const WORDING: Record<OneTimeCodePurpose, { subject: string; intro: string }> = {
  login: {
    subject: `Your ${PRODUCT_NAME} login code`,
    intro: `Use this code to log in to your ${PRODUCT_NAME} account:`,
  },
  registration: {
    subject: `Confirm your ${PRODUCT_NAME} registration`,
    intro: `Use this code to confirm your ${PRODUCT_NAME} registration:`,
  },
  password_reset: {
    subject: `Reset your ${PRODUCT_NAME} password`,
    intro: `Use this code to set a new password for your ${PRODUCT_NAME} account:`,
  },
  email_change: {
    subject: `Confirm your new ${PRODUCT_NAME} email`,
    intro: `Use this code to make this address the email of your ${PRODUCT_NAME} account:`,
  },
  mobile_change: {
    subject: `Confirm your new ${PRODUCT_NAME} mobile number`,
    intro: `Use this code to confirm the new mobile number of your ${PRODUCT_NAME} account:`,
  },
};

export interface OneTimeCodeEmailOptions {
  to: string;
  purpose: OneTimeCodePurpose;
  code: string;
  ttlMinutes: number;
  /** The person's name, when known. */
  name?: string | null;
  /** PUBLIC_URL, linked in the footer. */
  publicUrl: string;
}

const minutes = (n: number) => `${n} minute${n === 1 ? '' : 's'}`;

/**
 * The e-mail that carries a one-time code, HTML and plain text from one template: the six digits
 * on a line of their own. It carries no List-Unsubscribe: the person asked for the code.
 */
export async function oneTimeCodeEmail({
  to,
  purpose,
  code,
  ttlMinutes,
  name,
  publicUrl,
}: OneTimeCodeEmailOptions): Promise<MailMessage> {
  const { subject, intro } = WORDING[purpose];
  const notes = [
    `This code expires in ${minutes(ttlMinutes)} and can be used once.`,
    'If you did not ask for it, you can ignore this email: nothing changes without the code.',
    `${PRODUCT_NAME} will never ask you for this code by phone or chat.`,
  ];
  const { html, text } = await renderEmail(
    <OneTimeCodeTemplate
      greeting={name ? `Hello ${name},` : 'Hello,'}
      intro={intro}
      code={code}
      notes={notes}
      publicUrl={publicUrl}
    />,
  );
  return { to, subject, text, html };
}
