import { accountMessages, type TEmailUpdateRequestParsed } from '@homebid/contracts/accounts';
import { invalid } from '../../lib/errors';
import type { AccountsContext } from './accounts-context';
import { deliverCode } from './deliver-code';
import { issueOneTimeCode } from './one-time-codes';
import { findUserById, isEmailTakenByOther } from './users-lookup';

export type RequestEmailChangeOptions = TEmailUpdateRequestParsed & { ctx: AccountsContext; userId: number };

/** E-mail change, step one (and its Resend): a code to the NEW address, which no other account may hold. */
export async function requestEmailChange({ ctx, userId, email }: RequestEmailChangeOptions) {
  const user = await findUserById(ctx.db, userId);
  if (user.email.toLowerCase() === email) throw invalid(accountMessages.emailUnchanged);
  if (await isEmailTakenByOther(ctx.db, email, user.id)) throw invalid(accountMessages.emailTaken);
  await ctx.limitCodes(email, async () => {
    const issued = await ctx.db.transaction((tx) =>
      issueOneTimeCode(tx, ctx.config.otp, { purpose: 'email_change', target: email, userId: user.id }),
    );
    await deliverCode(ctx, { issued, purpose: 'email_change', email: { to: email, name: user.name } });
  });
}
