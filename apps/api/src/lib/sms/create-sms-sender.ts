import type { FastifyBaseLogger } from 'fastify';
import { DeliveryError } from '../delivery-error';
import { writeToOutbox } from '../outbox';

export interface SmsMessage {
  /** The mobile number: 10 US digits as stored, or already in E.164 (+1…). */
  to: string;
  body: string;
}

export interface SmsSender {
  /** Where texts go: the SMS_WEBHOOK_URL gateway, Twilio, or DATA_DIR/outbox.jsonl. */
  readonly transport: 'webhook' | 'twilio' | 'outbox';
  /** Resolves once the gateway accepted the text; rejects with a DeliveryError otherwise. */
  send(message: SmsMessage): Promise<void>;
}

export interface TwilioSettings {
  accountSid: string;
  authToken: string;
  from: string;
  /** https://api.twilio.com, or a stand-in in tests (TWILIO_API_URL). */
  baseUrl: string;
}

export interface CreateSmsSenderOptions {
  webhookUrl: string | undefined;
  twilio: TwilioSettings | undefined;
  dataDir: string;
  log: FastifyBaseLogger;
}

const GATEWAY_TIMEOUT_MS = 10_000;

/** SMS_WEBHOOK_URL first, then Twilio when its three credentials are set, else the outbox. */
export function createSmsSender({ webhookUrl, twilio, dataDir, log }: CreateSmsSenderOptions): SmsSender {
  if (webhookUrl) return webhookSender(webhookUrl);
  if (twilio) return twilioSender(twilio, log);
  return {
    transport: 'outbox',
    async send({ to, body }) {
      try {
        await writeToOutbox(dataDir, log, { channel: 'sms', to, text: body });
      } catch (cause) {
        throw new DeliveryError('sms', 'could not write the text message to the outbox', { cause });
      }
    },
  };
}

/** POSTs `{"to":"<10 digits>","body":"<text>"}` as JSON; any 2xx answer means accepted. */
function webhookSender(url: string): SmsSender {
  return {
    transport: 'webhook',
    async send({ to, body }) {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ to, body }),
        signal: AbortSignal.timeout(GATEWAY_TIMEOUT_MS),
      }).catch((cause) => {
        throw new DeliveryError('sms', 'the SMS gateway could not be reached', { cause });
      });
      await response.arrayBuffer().catch(() => undefined);
      if (!response.ok) throw new DeliveryError('sms', `the SMS gateway answered ${response.status}`);
    },
  };
}

/** US numbers are stored as 10 digits; Twilio wants E.164. */
export const toE164 = (number: string) => (number.startsWith('+') ? number : `+1${number}`);

/** Twilio's REST Messages API (form-encoded To, From, Body; HTTP basic auth with the account SID and token). */
function twilioSender({ accountSid, authToken, from, baseUrl }: TwilioSettings, log: FastifyBaseLogger): SmsSender {
  const url = `${baseUrl}/2010-04-01/Accounts/${encodeURIComponent(accountSid)}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`;
  return {
    transport: 'twilio',
    async send({ to, body }) {
      const response = await fetch(url, {
        method: 'POST',
        headers: { authorization, 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body: new URLSearchParams({ To: toE164(to), From: from, Body: body }).toString(),
        signal: AbortSignal.timeout(GATEWAY_TIMEOUT_MS),
      }).catch((cause) => {
        throw new DeliveryError('sms', 'Twilio could not be reached', { cause });
      });
      const answer = (await response.json().catch(() => undefined)) as
        | { sid?: string; code?: number; message?: string }
        | undefined;
      if (!response.ok) {
        // Twilio's error body names the problem (21211 invalid 'To', 20003 authentication, …).
        throw new DeliveryError(
          'sms',
          `Twilio answered ${response.status} (${answer?.code ?? 'no code'}: ${answer?.message ?? ''})`,
        );
      }
      log.info({ twilioSid: answer?.sid }, 'sms handed to Twilio');
    },
  };
}
