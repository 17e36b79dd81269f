import type { TEmailOnlyParsed } from '@homebid/contracts/accounts';
import type { AccountsContext } from './accounts-context';
import { deliverCode } from './deliver-code';
import { issueOneTimeCode } from './one-time-codes';
import { findUserByEmail } from './users-lookup';

export type RequestPasswordResetOptions = TEmailOnlyParsed & { ctx: AccountsContext };

/**
 * Forgot password, step one. The answer is the same whether or not the e-mail has an account;
 * only an account's e-mail receives the code (an unknown one gets an unusable code row, so the
 * 30-second rule and the per-address limit answer alike too).
 */
export async function requestPasswordReset({ ctx, email, user_type }: RequestPasswordResetOptions): Promise<void> {
  await ctx.limitCodes(email, async () => {
    const user = await findUserByEmail(ctx.db, email, user_type);
    const issued = await ctx.db.transaction((tx) =>
      issueOneTimeCode(tx, ctx.config.otp, { purpose: 'password_reset', target: email, userId: user?.id ?? null }),
    );
    if (!user) return;
    await deliverCode(ctx, { issued, purpose: 'password_reset', email: { to: user.email, name: user.name } });
  });
}
