import { describe, expect, it } from 'vitest';
import type { OneTimeCodePurpose } from '../one-time-code';
import { oneTimeCodeSms } from '../sms/one-time-code-sms';
import { oneTimeCodeEmail } from './one-time-code-email';

const PURPOSES: OneTimeCodePurpose[] = ['login', 'registration', 'password_reset', 'email_change', 'mobile_change'];

describe('oneTimeCodeEmail', () => {
  it.each(PURPOSES)(
    'names HomeBid, puts the code on a line of its own and states the validity (%s)',
    async (purpose) => {
      const mail = await oneTimeCodeEmail({
        to: 'pat@example.com',
        purpose,
        code: '042917',
        ttlMinutes: 10,
        name: 'Pat',
        publicUrl: 'https://pro.homebid.example',
      });
      expect(mail.to).toBe('pat@example.com');
      expect(mail.subject).toContain('HomeBid');
      expect(mail.text.split('\n')).toContain('042917');
      expect(mail.text).toContain('expires in 10 minutes');
      expect(mail.text).toContain('Hello Pat,');
      expect(mail.html).toMatch(/<p[^>]*>042917<\/p>/);
      expect(mail.html).toContain('expires in 10 minutes');
      expect(mail.html).toContain('https://pro.homebid.example');
      // The code is the only six-digit number in the message.
      expect(mail.text.match(/\b\d{6}\b/g)).toEqual(['042917']);
    },
  );

  it('escapes the name in the HTML and greets without one', async () => {
    const { html } = await oneTimeCodeEmail({
      to: 'x@example.com',
      purpose: 'login',
      code: '123456',
      ttlMinutes: 10,
      name: '<b>Eve</b>',
      publicUrl: 'http://localhost:3000',
    });
    expect(html).toContain('Hello &lt;b&gt;Eve&lt;/b&gt;,');
    expect(html).not.toContain('<b>Eve</b>');
    const { text } = await oneTimeCodeEmail({
      to: 'x@example.com',
      purpose: 'login',
      code: '123456',
      ttlMinutes: 1,
      publicUrl: 'http://localhost:3000',
    });
    expect(text.startsWith('Hello,\n')).toBe(true);
    expect(text).toContain('expires in 1 minute ');
  });
});

describe('oneTimeCodeSms', () => {
  it("reads 'HomeBid: your code is 123456. It expires in 10 minutes.'", () => {
    expect(oneTimeCodeSms('123456', 10)).toBe('HomeBid: your code is 123456. It expires in 10 minutes.');
    expect(oneTimeCodeSms('000001', 1)).toBe('HomeBid: your code is 000001. It expires in 1 minute.');
  });
});
