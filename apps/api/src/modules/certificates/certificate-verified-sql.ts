import type { TCertificateKind } from '@homebid/contracts/certificates';
import { providerCertificates } from '@homebid/db/schema';
import { type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/**
 * True when the provider of `providerId` has an approved certificate of `kind`: what the public
 * card's "Licence verified" / "Insurance verified" badges read (one index probe per provider).
 */
export function certificateVerifiedSql(providerId: PgColumn | SQL, kind: TCertificateKind): SQL<boolean> {
  return sql<boolean>`exists (
    select 1 from ${providerCertificates}
    where ${providerCertificates.providerId} = ${providerId}
      and ${providerCertificates.kind} = ${kind}
      and ${providerCertificates.status} = 'approved'
  )`;
}
