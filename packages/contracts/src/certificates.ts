// A pro's certificates: the licence or insurance document it uploads from its profile for an
// operator to review (`npm run admin -- certificates …`). An approved one gives the pro's public
// card its "Licence verified" or "Insurance verified" badge. The file is private: only the pro and
// the operator command read it.
import { z } from 'zod';
import './zod-config';

/** What a certificate proves; the API's spelling follows the specification's `license_number`. */
export const CERTIFICATE_KINDS = ['license', 'insurance'] as const;
export type TCertificateKind = (typeof CERTIFICATE_KINDS)[number];

/** A certificate waits for the operator ('pending'), who approves or rejects it with a reason. */
export const CERTIFICATE_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type TCertificateStatus = (typeof CERTIFICATE_STATUSES)[number];

/** The file types a certificate may be, by the type sniffed from its bytes (the size cap is MAX_UPLOAD_BYTES). */
export const CERTIFICATE_CONTENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;

/** What the file picker offers (the server sniffs the bytes whatever the browser says). */
export const CERTIFICATE_ACCEPT = [...CERTIFICATE_CONTENT_TYPES, '.pdf', '.jpg', '.jpeg', '.png'].join(',');

/** The multipart fields of POST /v2/providers/certificates. */
export const CERTIFICATE_FILE_FIELD = 'document';
export const CERTIFICATE_KIND_FIELD = 'kind';

/** The longest reason an operator may give for a rejection. */
export const CERTIFICATE_REASON_MAX = 500;

/** The task name of the notification the operator's decision writes (its title and link are in notifications.ts). */
export const CERTIFICATE_REVIEWED_TASK = 'Certificate Reviewed';

/** A kind as a person reads it inside a sentence. */
export const certificateKindNames: Record<TCertificateKind, string> = {
  license: 'licence',
  insurance: 'insurance',
};

export const certificateMessages = {
  uploaded: 'Certificate uploaded. It is pending review.',
  wrongType: 'Only PDF, JPEG or PNG files can be uploaded as a certificate.',
  kindRequired: 'Choose whether the certificate is a licence or insurance.',
} as const;

/** The notification of the operator's decision. */
export const certificateNotificationTexts = {
  approved: (kind: TCertificateKind) =>
    `Your ${certificateKindNames[kind]} certificate was approved. Customers now see it as verified on your profile.`,
  rejected: (kind: TCertificateKind, reason: string) =>
    `Your ${certificateKindNames[kind]} certificate was not approved. The reviewer wrote: “${reason}” Upload a new one from your profile.`,
} as const;

/** One of the signed-in pro's certificates, as the pro sees it. */
export const ZCertificate = z.object({
  id: z.number().int(),
  kind: z.enum(CERTIFICATE_KINDS),
  status: z.enum(CERTIFICATE_STATUSES),
  /** The operator's reason when rejected, else null. */
  rejection_reason: z.string().nullable(),
  /** The uploaded file's name as it was chosen. */
  file_name: z.string().nullable(),
  content_type: z.string(),
  /** The private file: only its owner's session reads it (anyone else gets 404). */
  file_url: z.string(),
  /** ISO 8601 UTC. */
  uploaded_at: z.string(),
  reviewed_at: z.string().nullable(),
});
export type TCertificate = z.infer<typeof ZCertificate>;

/** GET /v2/providers/certificates, data: at most one certificate per kind, in CERTIFICATE_KINDS order. */
export const ZCertificateList = z.object({ certificates: z.array(ZCertificate) });
export type TCertificateList = z.infer<typeof ZCertificateList>;

/** POST /v2/providers/certificates, data. */
export const ZCertificateAnswer = z.object({ certificate: ZCertificate });
