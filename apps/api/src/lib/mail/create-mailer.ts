import type { FastifyBaseLogger } from 'fastify';
import { createTransport } from 'nodemailer';
import { DeliveryError } from '../delivery-error';
import { writeToOutbox } from '../outbox';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers, e.g. List-Unsubscribe (notification e-mails only; one-time codes carry none). */
  headers?: Record<string, string>;
}

export interface Mailer {
  /** Where messages go: the SMTP server of SMTP_URL, or DATA_DIR/outbox.jsonl. */
  readonly transport: 'smtp' | 'outbox';
  /** Resolves once the message is accepted; rejects with a DeliveryError otherwise. */
  send(message: MailMessage): Promise<void>;
  close(): void;
}

export interface CreateMailerOptions {
  smtpUrl: string | undefined;
  from: string;
  dataDir: string;
  log: FastifyBaseLogger;
}

const SMTP_TIMEOUT_MS = 10_000;

/** E-mail through nodemailer over SMTP_URL; without it, every message goes to the outbox. */
export function createMailer({ smtpUrl, from, dataDir, log }: CreateMailerOptions): Mailer {
  if (!smtpUrl) {
    return {
      transport: 'outbox',
      async send(message) {
        try {
          await writeToOutbox(dataDir, log, {
            channel: 'email',
            to: message.to,
            subject: message.subject,
            text: message.text,
          });
        } catch (cause) {
          throw new DeliveryError('email', 'could not write the e-mail to the outbox', { cause });
        }
      },
      close() {},
    };
  }
  const transporter = createTransport(
    {
      url: smtpUrl,
      connectionTimeout: SMTP_TIMEOUT_MS,
      greetingTimeout: SMTP_TIMEOUT_MS,
      socketTimeout: SMTP_TIMEOUT_MS,
    },
    { from },
  );
  return {
    transport: 'smtp',
    async send(message) {
      try {
        await transporter.sendMail({
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html,
          ...(message.headers ? { headers: message.headers } : {}),
        });
      } catch (cause) {
        throw new DeliveryError('email', 'the SMTP server did not accept the e-mail', { cause });
      }
    },
    close() {
      transporter.close();
    },
  };
}
