// The load balancer's and the operator's liveness check.
import { endpoint } from '../endpoint';
import { ZErrorEnvelope } from '../envelope';
import { ZHealth } from '../reference';

export const getHealth = endpoint({
  method: 'GET',
  path: '/health',
  auth: 'public',
  tag: 'system',
  summary: 'Up while the database answers',
  // Not the envelope: `{status: "ok"}`; 503 in the error envelope once the database is gone.
  answers: { 200: ZHealth, 503: ZErrorEnvelope },
});
