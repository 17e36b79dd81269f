import fp from 'fastify-plugin';
import { createMailer, type Mailer } from '../lib/mail/create-mailer';
import { createSmsSender, type SmsSender } from '../lib/sms/create-sms-sender';

declare module 'fastify' {
  interface FastifyInstance {
    /** E-mail: SMTP_URL, or DATA_DIR/outbox.jsonl. */
    mailer: Mailer;
    /** SMS: SMS_WEBHOOK_URL, Twilio, or DATA_DIR/outbox.jsonl. */
    sms: SmsSender;
  }
}

/** Outgoing e-mail and SMS. Callers send after their transaction commits. */
export default fp(
  async (app) => {
    const { config } = app;
    const log = app.log.child({ component: 'messaging' });
    const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, dataDir: config.dataDir, log });
    const sms = createSmsSender({
      webhookUrl: config.smsWebhookUrl,
      twilio: config.twilio,
      dataDir: config.dataDir,
      log,
    });
    app.decorate('mailer', mailer);
    app.decorate('sms', sms);
    app.addHook('onClose', async () => mailer.close());
    log.info({ email: mailer.transport, sms: sms.transport }, 'messaging ready');
  },
  { name: 'messaging', dependencies: ['config'] },
);
