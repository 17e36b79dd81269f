import {
  CERTIFICATE_ACCEPT,
  CERTIFICATE_KINDS,
  type TCertificate,
  type TCertificateKind,
  type TCertificateStatus,
} from '@homebid/contracts/certificates';
import { useId, useState } from 'react';
import { LoadFailure } from '@/components/errors/load-failure';
import { Spinner } from '@/components/ui/spinner';
import { notify } from '@/components/ui/toast';
import { UploadProgress } from '@/components/ui/upload-progress';
import { fileSrc } from '@/lib/file-src';
import { useCertificates } from '../api/list-certificates';
import { checkCertificateFile, useUploadCertificate } from '../api/upload-certificate';
import { certificateTexts as t } from '../certificate-texts';

const STATUS_STYLES: Record<TCertificateStatus, string> = {
  pending: 'bg-amber-50 text-amber-900 ring-amber-200',
  approved: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  rejected: 'bg-red-50 text-red-800 ring-red-200',
};

const formatDay = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

/**
 * The profile's certificates: for a licence and for insurance, the uploaded file's review status
 * (Pending review, Approved, Rejected with the operator's reason), a link that opens the private
 * file, and an upload (or replacement) with its progress.
 */
export function CertificatesCard() {
  const certificates = useCertificates();
  return (
    <section
      aria-labelledby="certificates-title"
      className="rounded-2xl border border-slate-200 bg-white p-5 sm:p-6"
      data-testid="certificates-card"
    >
      <h2 id="certificates-title" className="text-lg font-semibold text-slate-900">
        {t.title}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t.intro}</p>
      {certificates.isPending ? (
        <Spinner label={t.loading} />
      ) : certificates.isError ? (
        <LoadFailure
          tone="inline"
          className="mt-4"
          title={t.loadFailed}
          message={certificates.error.message}
          onRetry={() => void certificates.refetch()}
        />
      ) : (
        <ul className="mt-4 grid gap-4 md:grid-cols-2">
          {CERTIFICATE_KINDS.map((kind) => (
            <CertificateRow
              key={kind}
              kind={kind}
              certificate={certificates.data.find((certificate) => certificate.kind === kind) ?? null}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

function CertificateRow({ kind, certificate }: { kind: TCertificateKind; certificate: TCertificate | null }) {
  const inputId = useId();
  const [error, setError] = useState<string | null>(null);
  const [progress, setProgress] = useState(0);
  const upload = useUploadCertificate();

  const choose = (input: HTMLInputElement) => {
    const file = input.files?.[0];
    // The same file may be chosen again after a failure.
    input.value = '';
    if (!file) return;
    const problem = checkCertificateFile(file);
    setError(problem);
    if (problem) return;
    setProgress(0);
    upload.mutate(
      { kind, file, onProgress: setProgress },
      {
        onSuccess: ({ message }) => notify.success(message),
        onError: (failure) => setError(failure.message),
      },
    );
  };

  const action = certificate ? t.replace : t.upload;
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-slate-200 p-4" data-testid={`certificate-${kind}`}>
      <h3 className="font-semibold text-slate-900">{t.kindTitle[kind]}</h3>
      {certificate ? (
        <div className="space-y-2 text-sm">
          <p className="flex flex-wrap items-center gap-2">
            <span className="sr-only">{t.statusLabel}: </span>
            <span
              className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ${STATUS_STYLES[certificate.status]}`}
              data-testid={`certificate-status-${kind}`}
            >
              {t.status[certificate.status]}
            </span>
            <span className="text-slate-600">{t.uploadedOn(formatDay(certificate.uploaded_at))}</span>
          </p>
          {certificate.status === 'rejected' && certificate.rejection_reason && (
            <p className="text-red-800" data-testid={`certificate-reason-${kind}`}>
              <span className="font-semibold">{t.reason}:</span> {certificate.rejection_reason}
            </p>
          )}
          <a
            href={fileSrc(certificate.file_url)}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-block max-w-full break-all font-semibold text-brand-700 hover:underline"
          >
            {certificate.file_name ? t.viewFile(certificate.file_name) : t.viewFileFallback}
          </a>
        </div>
      ) : (
        <p className="text-sm text-slate-600">{t.none}</p>
      )}
      {upload.isPending && <UploadProgress label={t.progress[kind]} fraction={progress} />}
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      <div>
        <label
          htmlFor={inputId}
          className={`inline-flex min-h-11 cursor-pointer items-center justify-center rounded-lg border border-brand-700 px-5 py-2.5 text-sm font-semibold text-brand-700 hover:bg-brand-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500 ${upload.isPending ? 'pointer-events-none opacity-50' : ''}`}
        >
          {action}
          <input
            id={inputId}
            type="file"
            accept={CERTIFICATE_ACCEPT}
            className="sr-only"
            aria-label={t.fileLabel(action, kind)}
            disabled={upload.isPending}
            onChange={(event) => choose(event.currentTarget)}
          />
        </label>
      </div>
    </li>
  );
}
