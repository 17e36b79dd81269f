import type { Database } from '@homebid/db/client';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../../lib/config';
import type { Mailer } from '../../lib/mail/create-mailer';
import type { SmsSender } from '../../lib/sms/create-sms-sender';

/** What the accounts services need from the app: the database, settings and messaging. */
export interface AccountsContext {
  db: Database;
  config: Config;
  mailer: Mailer;
  sms: SmsSender;
  log: FastifyBaseLogger;
}

export function accountsContext(app: FastifyInstance, request: FastifyRequest): AccountsContext {
  return { db: app.db, config: app.config, mailer: app.mailer, sms: app.sms, log: request.log };
}
