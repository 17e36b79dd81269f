/** A message that could not be handed to the SMTP server or SMS gateway. */
export class DeliveryError extends Error {
  readonly channel: 'email' | 'sms';

  constructor(channel: 'email' | 'sms', message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'DeliveryError';
    this.channel = channel;
  }
}
