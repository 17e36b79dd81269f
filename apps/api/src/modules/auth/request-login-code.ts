import type { TEmailOnlyParsed } from '@homebid/contracts/accounts';
import { type AccountsContext, deliverCode, findUserByEmail, issueOneTimeCode } from '../accounts';
import { WrongDoorError } from './wrong-door';

export type RequestLoginCodeOptions = TEmailOnlyParsed & { ctx: AccountsContext };

/**
 * Login by one-time code, step one: a code to the account's e-mail and mobile. An e-mail without an
 * account gets a code row too (never sent, never usable), so both cases answer alike, and the
 * 30-second rule and the per-address limit hold for both. An e-mail of the other role's account is
 * told its door instead (403 WrongDoorError, no code, nothing counted): sign-up already tells that
 * an e-mail is registered (emailTaken), the door adds only which login is its own.
 */
export async function requestLoginCode({ ctx, email, user_type }: RequestLoginCodeOptions): Promise<void> {
  await ctx.limitCodes(email, async () => {
    const account = await findUserByEmail(ctx.db, email);
    if (account && account.userType !== user_type) throw new WrongDoorError(account.userType === 1 ? 1 : 2);
    const user = account;
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
