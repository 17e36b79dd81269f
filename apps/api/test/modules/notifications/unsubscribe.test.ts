import { DEFAULT_TYPE_SETTINGS, notificationMessages } from '@homebid/contracts/notifications';
import { notificationSettings } from '@homebid/db/schema';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notify } from '../../../src/modules/notifications';
import { dialects } from '../../helpers/build-test-app';
import { expectErrorEnvelope } from '../../helpers/expect-envelope';
import { headerOf, type ReceivedMail } from '../../helpers/messaging';
import { type CreatedUser, createUser } from '../../helpers/users';
import { buildMessagingApp, channelsOf, delivered, type MessagingApp, uniqueMobile } from './support';

describe.each(dialects())('one-click unsubscribe from notification e-mails on %s', (dialect) => {
  let m: MessagingApp;

  beforeAll(async () => {
    m = await buildMessagingApp(dialect);
  }, 120_000);
  afterAll(() => m?.close());

  const provider = () => createUser(m.t.db, { role: 'provider', mobileNumber: uniqueMobile() });

  /** Writes a notification as an event does and waits until it was delivered. */
  async function notifyAndDeliver(user: CreatedUser, taskName: 'You are Hired!' | 'Project Reviewed', text: string) {
    const row = await m.t.db.transaction((tx) => notify(tx, { userId: user.id, taskName, text }));
    await delivered(m.t, row.id);
    return row.id;
  }

  /** The unsubscribe address of the last notification e-mail to the user, and its token. */
  async function unsubscribeLinkOf(user: CreatedUser) {
    const mail = m.smtp.mailsTo(user.email).at(-1);
    expect(mail).toBeDefined();
    const header = headerOf(mail as ReceivedMail, 'List-Unsubscribe') ?? '';
    const match = /^<([^>]+)>$/.exec(header);
    expect(match, header).not.toBeNull();
    const url = new URL((match as RegExpExecArray)[1]);
    return { url, token: url.searchParams.get('token') ?? '', mail: mail as ReceivedMail };
  }

  const emailSwitch = async (userId: number, type: 'hired' | 'reviews') => {
    const [row] = await m.t.db
      .select({ email: notificationSettings.emailNotification })
      .from(notificationSettings)
      .where(and(eq(notificationSettings.userId, userId), eq(notificationSettings.notificationType, type)));
    return row?.email;
  };

  const postUnsubscribe = (token: string) =>
    m.t.app.inject({
      method: 'POST',
      url: `/api/unsubscribe?token=${encodeURIComponent(token)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });

  it('puts List-Unsubscribe and List-Unsubscribe-Post on a notification e-mail, with the readable title as subject', async () => {
    const pat = await provider();
    await notifyAndDeliver(pat, 'You are Hired!', 'You are hired for Fix the roof');
    const { url, token, mail } = await unsubscribeLinkOf(pat);
    expect(`${url.origin}${url.pathname}`).toBe(`${m.t.app.config.publicUrl}/api/unsubscribe`);
    expect(token).toMatch(new RegExp(`^${pat.id}\\.hired\\.`));
    expect(headerOf(mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    expect(mail.subject).toBe('You are Hired!');
  });

  it('GET reads what the link names and changes nothing', async () => {
    const pat = await provider();
    await notifyAndDeliver(pat, 'You are Hired!', 'Hired again');
    const { token } = await unsubscribeLinkOf(pat);
    const response = await m.t.app.inject({
      method: 'GET',
      url: `/api/unsubscribe?token=${encodeURIComponent(token)}`,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toEqual({
      notification_type: 'hired',
      email_notification: DEFAULT_TYPE_SETTINGS.hired.email_notification,
    });
    expect(await emailSwitch(pat.id, 'hired')).not.toBe(false);
  });

  it('a one-click POST, without signing in, switches off that type’s e-mails only', async () => {
    const pat = await provider();
    await notifyAndDeliver(pat, 'You are Hired!', 'First hire');
    const { token } = await unsubscribeLinkOf(pat);

    const response = await postUnsubscribe(token);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      message: notificationMessages.unsubscribeDone,
      data: { notification_type: 'hired', email_notification: false },
    });
    expect(await emailSwitch(pat.id, 'hired')).toBe(false);
    // Once more is harmless.
    expect((await postUnsubscribe(token)).statusCode).toBe(200);

    const before = m.smtp.mailsTo(pat.email).length;
    const hired = await notifyAndDeliver(pat, 'You are Hired!', 'Second hire');
    expect(await channelsOf(m.t, hired)).not.toContain('email');
    expect(m.smtp.mailsTo(pat.email)).toHaveLength(before);
    // Another type still e-mails, with its own link.
    await notifyAndDeliver(pat, 'Project Reviewed', 'You have a new review');
    expect(m.smtp.mailsTo(pat.email)).toHaveLength(before + 1);
    expect((await unsubscribeLinkOf(pat)).token).toMatch(new RegExp(`^${pat.id}\\.reviews\\.`));
    expect(await emailSwitch(pat.id, 'reviews')).not.toBe(false);
  });

  it('refuses a tampered, cut or foreign token with a 4xx and changes nothing', async () => {
    const pat = await provider();
    const other = await provider();
    await notifyAndDeliver(pat, 'You are Hired!', 'Hired');
    const { token } = await unsubscribeLinkOf(pat);
    const [, type, signature] = token.split('.');
    const tampered = [
      `${other.id}.${type}.${signature}`,
      `${pat.id}.reviews.${signature}`,
      `${pat.id}.${type}.${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`,
      token.slice(0, -5),
      'garbage',
    ];
    for (const bad of tampered) {
      expectErrorEnvelope(await postUnsubscribe(bad), 422, notificationMessages.unsubscribeInvalid);
      const read = await m.t.app.inject({ method: 'GET', url: `/api/unsubscribe?token=${encodeURIComponent(bad)}` });
      expectErrorEnvelope(read, 422, notificationMessages.unsubscribeInvalid);
    }
    expect(await emailSwitch(other.id, 'hired')).not.toBe(false);
    expect(await emailSwitch(pat.id, 'reviews')).not.toBe(false);
    expect(await emailSwitch(pat.id, 'hired')).not.toBe(false);
    expect((await m.t.app.inject({ method: 'POST', url: '/api/unsubscribe' })).statusCode).toBe(422);
  });

  it('one-time-code e-mails carry no unsubscribe header', async () => {
    const pat = await provider();
    const response = await m.t.app.inject({
      method: 'POST',
      url: '/api/web_login_with_email',
      payload: { email: pat.email },
    });
    expect(response.statusCode, response.body).toBe(200);
    const mail = m.smtp.mailsTo(pat.email).at(-1) as ReceivedMail;
    expect(mail.text).toMatch(/\d{6}/);
    expect(headerOf(mail, 'List-Unsubscribe')).toBeUndefined();
    expect(headerOf(mail, 'List-Unsubscribe-Post')).toBeUndefined();
  });
});
