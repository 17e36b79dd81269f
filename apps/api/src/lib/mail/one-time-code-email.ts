import { PRODUCT_NAME } from '@homebid/contracts/messages';
import type { OneTimeCodePurpose } from '../one-time-code';
import type { MailMessage } from './create-mailer';

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

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

const minutes = (n: number) => `${n} minute${n === 1 ? '' : 's'}`;

/** The e-mail that carries a one-time code: text and HTML, the six digits on a line of their own. */
export function oneTimeCodeEmail({
  to,
  purpose,
  code,
  ttlMinutes,
  name,
  publicUrl,
}: OneTimeCodeEmailOptions): MailMessage {
  const { subject, intro } = WORDING[purpose];
  const greeting = name ? `Hello ${name},` : 'Hello,';
  const validity = `This code expires in ${minutes(ttlMinutes)} and can be used once.`;
  const notYou = `If you did not ask for it, you can ignore this email: nothing changes without the code.`;
  const never = `${PRODUCT_NAME} will never ask you for this code by phone or chat.`;
  const text = [
    greeting,
    '',
    intro,
    '',
    code,
    '',
    validity,
    notYou,
    never,
    '',
    `The ${PRODUCT_NAME} team`,
    publicUrl,
    '',
  ].join('\n');
  const html = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:0;background:#f1f5f9;font-family:Arial,Helvetica,sans-serif;color:#0f172a">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f1f5f9;padding:24px 0">
<tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:480px;background:#ffffff;border-radius:8px;padding:32px">
<tr><td style="font-size:22px;font-weight:bold;color:#0f766e;padding-bottom:24px">${PRODUCT_NAME}</td></tr>
<tr><td style="font-size:16px;line-height:24px;padding-bottom:8px">${escapeHtml(greeting)}</td></tr>
<tr><td style="font-size:16px;line-height:24px;padding-bottom:16px">${escapeHtml(intro)}</td></tr>
<tr><td align="center" style="padding:8px 0 24px"><div style="display:inline-block;font-family:'Courier New',Courier,monospace;font-size:32px;font-weight:bold;letter-spacing:8px;background:#f0fdfa;border:1px solid #99f6e4;border-radius:8px;padding:12px 20px;color:#134e4a">${code}</div></td></tr>
<tr><td style="font-size:14px;line-height:22px;color:#334155">${escapeHtml(validity)}<br>${escapeHtml(notYou)}<br>${escapeHtml(never)}</td></tr>
<tr><td style="font-size:13px;line-height:20px;color:#64748b;padding-top:24px">The ${PRODUCT_NAME} team &middot; <a href="${escapeHtml(publicUrl)}" style="color:#0f766e">${escapeHtml(publicUrl)}</a></td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
  return { to, subject, text, html };
}
