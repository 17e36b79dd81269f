// A pro's licence and insurance certificates: the signed-in provider's own, reviewed by an operator.
import { ZCertificateAnswer, ZCertificateList } from '../certificates';
import { endpoint, MULTIPART } from '../endpoint';
import { envelopeOf } from '../envelope';

const tag = 'certificates';

export const listCertificates = endpoint({
  method: 'GET',
  path: '/v2/providers/certificates',
  auth: 'provider',
  tag,
  summary: "The caller's certificates (one per kind at most) with their review status",
  answers: { 200: envelopeOf(ZCertificateList) },
});

export const uploadCertificate = endpoint({
  method: 'POST',
  path: '/v2/providers/certificates',
  auth: 'provider',
  tag,
  summary:
    'Upload a licence or insurance certificate (multipart: kind, document; PDF/JPEG/PNG, 10 MB); replaces the one of that kind and waits for review',
  body: MULTIPART,
  answers: { 200: envelopeOf(ZCertificateAnswer) },
});
