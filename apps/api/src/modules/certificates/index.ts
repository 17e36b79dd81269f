// The certificates module's front door: a pro's licence and insurance certificates.
// - certificatesRoutes: GET/POST /api/v2/providers/certificates (the pro's own, private files).
// - runCertificatesAdmin / CERTIFICATES_USAGE: the operator's `npm run admin -- certificates …`
//   (list, file, approve, reject with a reason; the decision notifies the pro).
// - certificateVerifiedSql(providerId, kind): whether an approved certificate stands behind a pro
//   card's "Licence verified" / "Insurance verified" badge.
export { CERTIFICATES_USAGE, runCertificatesAdmin } from './admin-certificates';
export { certificateVerifiedSql } from './certificate-verified-sql';
export { listCertificatesForReview, reviewCertificate } from './review-certificate';
export { default as certificatesRoutes } from './routes';
