import type { Database } from '@homebid/db/client';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../../lib/config';
import type { Mailer } from '../../lib/mail/create-mailer';
import type { SmsSender } from '../../lib/sms/create-sms-sender';

/**
 * Sends codes to one address under RATE_LIMIT_CODES_PER_HOUR_PER_ADDRESS: checked before `send`,
 * counted only when it succeeds (a refused or undeliverable send never counts).
 */
export type LimitCodes = <T>(address: string, send: () => Promise<T>) => Promise<T>;

/** What the accounts services need from the app: the database, settings, messaging and the code limit. */
export interface AccountsContext {
  db: Database;
  config: Config;
  mailer: Mailer;
  sms: SmsSender;
  log: FastifyBaseLogger;
  limitCodes: LimitCodes;
}

export function accountsContext(app: FastifyInstance, request: FastifyRequest): AccountsContext {
  return {
    db: app.db,
    config: app.config,
    mailer: app.mailer,
    sms: app.sms,
    log: request.log,
    limitCodes: (address, send) => app.addressLimits.sendCode(request, address, send),
  };
}
