import { AsyncLocalStorage } from 'node:async_hooks';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { oneTimeCodeEmail } from './one-time-code-email';

// Rendering an e-mail must not switch on an AsyncLocalStorage: once one runs, Node calls its async
// hook for every promise, timer and write of the process for as long as the process lives.
describe('renderEmail', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('renders the XHTML document with no AsyncLocalStorage entered', async () => {
    const run = vi.spyOn(AsyncLocalStorage.prototype, 'run');
    const enterWith = vi.spyOn(AsyncLocalStorage.prototype, 'enterWith');
    const mail = await oneTimeCodeEmail({
      to: 'pat@example.com',
      purpose: 'login',
      code: '042917',
      ttlMinutes: 10,
      name: 'Pat',
      publicUrl: 'https://pro.homebid.example',
    });
    expect(run).not.toHaveBeenCalled();
    expect(enterWith).not.toHaveBeenCalled();
    expect(mail.html.startsWith('<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN"')).toBe(true);
    expect(mail.html.match(/<!DOCTYPE/g)).toHaveLength(1);
    expect(mail.html).toContain('<html');
    expect(mail.html).not.toContain('<!--');
  });
});
