import { accountMessages } from '@homebid/contracts/accounts';
import { AppError } from '../../lib/errors';
import { oneTimeCodeEmail } from '../../lib/mail/one-time-code-email';
import type { OneTimeCodePurpose } from '../../lib/one-time-code';
import { oneTimeCodeSms } from '../../lib/sms/one-time-code-sms';
import type { AccountsContext } from './accounts-context';
import { discardOneTimeCode, type IssuedCode } from './one-time-codes';

export interface DeliverCodeOptions {
  issued: IssuedCode;
  purpose: OneTimeCodePurpose;
  email?: { to: string; name?: string | null };
  mobile?: string | null;
}

/**
 * Sends a committed code by e-mail and/or SMS. When no channel took it, the code is discarded and
 * the caller gets 503 with a plain message; the reason goes to the log (never the code itself).
 */
export async function deliverCode(ctx: AccountsContext, { issued, purpose, email, mobile }: DeliverCodeOptions) {
  const { ttlMinutes } = ctx.config.otp;
  const sends: Array<{ channel: 'email' | 'sms'; to: string; sending: Promise<void> }> = [];
  if (email) {
    const sending = oneTimeCodeEmail({
      to: email.to,
      purpose,
      code: issued.code,
      ttlMinutes,
      name: email.name,
      publicUrl: ctx.config.publicUrl,
    }).then((message) => ctx.mailer.send(message));
    sends.push({ channel: 'email', to: email.to, sending });
  }
  if (mobile) {
    sends.push({
      channel: 'sms',
      to: mobile,
      sending: ctx.sms.send({ to: mobile, body: oneTimeCodeSms(issued.code, ttlMinutes) }),
    });
  }
  const results = await Promise.allSettled(sends.map((s) => s.sending));
  const failures = sends.filter((_, i) => results[i].status === 'rejected');
  for (const [i, send] of sends.entries()) {
    const result = results[i];
    if (result.status === 'rejected') {
      ctx.log.error({ err: result.reason, channel: send.channel, purpose }, 'one-time code could not be delivered');
    }
  }
  if (sends.length > 0 && failures.length === sends.length) {
    await discardOneTimeCode(ctx.db, issued.id);
    throw new AppError(
      'unavailable',
      failures.some((f) => f.channel === 'email')
        ? accountMessages.emailDeliveryFailed
        : accountMessages.smsDeliveryFailed,
    );
  }
}
