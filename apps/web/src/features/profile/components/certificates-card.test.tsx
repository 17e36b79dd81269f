import { certificateMessages, type TCertificate } from '@homebid/contracts/certificates';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { certificateTexts as t } from '../certificate-texts';
import { CertificatesCard } from './certificates-card';

// The server is faked at its protocols: fetch for the list, XMLHttpRequest for the upload (the one
// that reports progress).

const certificate = (overrides: Partial<TCertificate> = {}): TCertificate => ({
  id: 5,
  kind: 'license',
  status: 'pending',
  rejection_reason: null,
  file_name: 'licence.pdf',
  content_type: 'application/pdf',
  file_url: 'http://localhost:3000/files/2026/11/0123456789abcdef0123456789abcdef.pdf',
  uploaded_at: '2026-11-20T10:00:00.000Z',
  reviewed_at: null,
  ...overrides,
});

/** Every GET of the list answers the next of `lists` (the last one again once they run out). */
function listAnswers(...lists: TCertificate[][]) {
  let call = 0;
  const fetchMock = vi.fn(async () => {
    const certificates = lists[Math.min(call++, lists.length - 1)];
    return new Response(JSON.stringify({ code: 200, message: 'OK', data: { certificates } }), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

interface SentUpload {
  method: string;
  url: string;
  body: FormData;
}

type ProgressListener = (event: { lengthComputable: boolean; loaded: number; total: number }) => void;

/** An XMLHttpRequest that reports half the bytes sent, then answers `status` with `body`. */
function uploadAnswers(status: number, body: unknown) {
  const sent: SentUpload[] = [];
  class FakeXhr {
    status = 0;
    responseText = '';
    private method = '';
    private url = '';
    private listeners: Record<string, Array<() => void>> = {};
    private progress: ProgressListener[] = [];
    upload = {
      addEventListener: (_type: string, listener: ProgressListener) => this.progress.push(listener),
    };
    open(method: string, url: URL | string) {
      this.method = method;
      this.url = String(url);
    }
    setRequestHeader() {}
    getResponseHeader() {
      return null;
    }
    addEventListener(type: string, listener: () => void) {
      this.listeners[type] = [...(this.listeners[type] ?? []), listener];
    }
    abort() {}
    send(form: FormData) {
      sent.push({ method: this.method, url: this.url, body: form });
      for (const listener of this.progress) listener({ lengthComputable: true, loaded: 50, total: 100 });
      setTimeout(() => {
        this.status = status;
        this.responseText = JSON.stringify(body);
        for (const listener of this.listeners.load ?? []) listener();
      }, 150);
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return sent;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderCard() {
  return render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <CertificatesCard />
    </QueryClientProvider>,
  );
}

/** The first answer is checked against its contract, whose module loads on first use: slow on a busy machine. */
const FIRST_LOAD = { timeout: 10_000 };

const pdf = (name = 'licence.pdf') => new File(['%PDF-1.4 test'], name, { type: 'application/pdf' });

describe('CertificatesCard', () => {
  it('offers an upload for each kind when there is none', async () => {
    listAnswers([]);
    renderCard();
    const licence = await screen.findByTestId('certificate-license', {}, FIRST_LOAD);
    expect(within(licence).getByRole('heading', { level: 3, name: t.kindTitle.license }).textContent).toBeTruthy();
    expect(within(licence).getByText(t.none)).toBeTruthy();
    expect(screen.getByLabelText('Upload certificate: Licence certificate')).toBeTruthy();
    expect(screen.getByLabelText('Upload certificate: Insurance certificate')).toBeTruthy();
  });

  it('shows each status in words, the operator’s reason, and the private file’s link on this origin', async () => {
    listAnswers([
      certificate({ status: 'approved', reviewed_at: '2026-11-21T10:00:00.000Z' }),
      certificate({
        id: 6,
        kind: 'insurance',
        status: 'rejected',
        rejection_reason: 'The policy expired in 2024.',
        file_name: 'policy.png',
        content_type: 'image/png',
        reviewed_at: '2026-11-21T10:00:00.000Z',
      }),
    ]);
    renderCard();
    expect((await screen.findByTestId('certificate-status-license', {}, FIRST_LOAD)).textContent).toBe(
      t.status.approved,
    );
    expect(screen.getByTestId('certificate-status-insurance').textContent).toBe(t.status.rejected);
    expect(screen.getByTestId('certificate-reason-insurance').textContent).toBe('Reason: The policy expired in 2024.');
    expect(screen.queryByTestId('certificate-reason-license')).toBeNull();
    const link = screen.getByRole('link', { name: t.viewFile('licence.pdf') });
    expect(link.getAttribute('href')).toBe('/files/2026/11/0123456789abcdef0123456789abcdef.pdf');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(screen.getByLabelText('Replace certificate: Insurance certificate')).toBeTruthy();
  });

  it('uploads the chosen file with its kind, shows the progress, then Pending review', async () => {
    const user = userEvent.setup();
    listAnswers([], [certificate()]);
    const sent = uploadAnswers(200, {
      code: 200,
      message: certificateMessages.uploaded,
      data: { certificate: certificate() },
    });
    renderCard();
    await user.upload(await screen.findByLabelText('Upload certificate: Licence certificate', {}, FIRST_LOAD), pdf());
    const bar = await screen.findByRole('progressbar', { name: t.progress.license });
    expect(bar.getAttribute('aria-valuenow')).toBe('50');
    expect((await screen.findByTestId('certificate-status-license', {}, FIRST_LOAD)).textContent).toBe(
      t.status.pending,
    );
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(sent).toHaveLength(1);
    const [request] = sent as [SentUpload];
    expect(request.method).toBe('POST');
    expect(request.url).toMatch(/\/api\/v2\/providers\/certificates$/);
    expect(request.body.get('kind')).toBe('license');
    expect((request.body.get('document') as File).name).toBe('licence.pdf');
  });

  it('refuses a file of another type before sending, and shows the server’s refusal', async () => {
    const user = userEvent.setup({ applyAccept: false });
    listAnswers([]);
    const sent = uploadAnswers(422, {
      code: 422,
      message: certificateMessages.wrongType,
      errors: [certificateMessages.wrongType],
    });
    renderCard();
    const input = await screen.findByLabelText('Upload certificate: Insurance certificate', {}, FIRST_LOAD);
    await user.upload(input, new File(['GIF89a'], 'policy.gif', { type: 'image/gif' }));
    expect((await screen.findByRole('alert')).textContent).toBe(certificateMessages.wrongType);
    expect(sent).toHaveLength(0);

    // A file the browser cannot type goes to the server, which sniffs it.
    await user.upload(input, new File(['not a pdf'], 'policy', { type: '' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect((await screen.findByRole('alert', {}, FIRST_LOAD)).textContent).toBe(certificateMessages.wrongType);
  });
});
