// The words of the profile's certificates card (the API's own messages are in
// packages/contracts/src/certificates.ts). No `@/` imports: the browser tests read this file.
import type { TCertificateKind, TCertificateStatus } from '@homebid/contracts/certificates';

export const certificateTexts = {
  title: 'Licence and insurance certificates',
  intro:
    'Upload your licence or insurance certificate (PDF, JPEG or PNG, up to 10 MB). HomeBid reviews it; once it is approved, customers see “Licence verified” or “Insurance verified” on your public profile. The file stays private: only you and HomeBid’s reviewers can open it.',
  kindTitle: { license: 'Licence certificate', insurance: 'Insurance certificate' } satisfies Record<
    TCertificateKind,
    string
  >,
  /** The file input's accessible name: the visible action, then which certificate. */
  fileLabel: (action: string, kind: TCertificateKind) =>
    `${action}: ${kind === 'license' ? 'Licence certificate' : 'Insurance certificate'}`,
  status: { pending: 'Pending review', approved: 'Approved', rejected: 'Rejected' } satisfies Record<
    TCertificateStatus,
    string
  >,
  statusLabel: 'Status',
  none: 'No certificate uploaded yet.',
  reason: 'Reason',
  uploadedOn: (date: string) => `Uploaded ${date}`,
  viewFile: (name: string) => `Open ${name}`,
  viewFileFallback: 'Open the file',
  upload: 'Upload certificate',
  replace: 'Replace certificate',
  progress: { license: 'Upload of the licence certificate', insurance: 'Upload of the insurance certificate' },
  loading: 'Loading your certificates…',
  loadFailed: 'Your certificates could not be loaded.',
} as const;
