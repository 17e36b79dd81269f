import type { TEmailOnlyParsed } from '@homebid/contracts/accounts';
import { type AccountsContext, deliverCode, findUserByEmail, issueOneTimeCode } from '../accounts';

export type RequestLoginCodeOptions = TEmailOnlyParsed & { ctx: AccountsContext };

/**
 * Login by one-time code, step one: a code to the account's e-mail and mobile. An e-mail without an
 * account gets a code row too (never sent, never usable), so both cases answer alike, and the
 * 30-second rule and the per-address limit hold for both.
 */
export async function requestLoginCode({ ctx, email, user_type }: RequestLoginCodeOptions): Promise<void> {
  await ctx.limitCodes(email, async () => {
    const user = await findUserByEmail(ctx.db, email, user_type);
    const issued = await ctx.db.transaction((tx) =>
      issueOneTimeCode(tx, ctx.config.otp, { purpose: 'login', target: email, userId: user?.id ?? null }),
    );
    if (!user) return;
    await deliverCode(ctx, {
      issued,
      purpose: 'login',
      email: { to: user.email, name: user.name },
      mobile: user.mobileNumber,
    });
  });
}
