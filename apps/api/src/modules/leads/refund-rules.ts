// The automatic refund rules: a request is approved at once, with the rule named, when one
// holds. Rules computed here: duplicate lead, outside the provider's areas, customer phone not
// verified, the provider's first message unread for 48 hours, and the project closed (cancelled)
// without a hire: bid views are not recorded, so a project closed before any hire stands for it.
import { DUPLICATE_LEAD_DAYS, type TRefundRule, UNREAD_MESSAGE_HOURS } from '@homebid/contracts/leads';
import { type Executor, rows } from '@homebid/db/client';
import { sql } from 'drizzle-orm';

export async function matchRefundRule(
  db: Executor,
  providerId: number,
  projectId: number,
): Promise<TRefundRule | null> {
  const [facts] = await rows<{
    is_duplicate: boolean;
    is_outside_areas: boolean;
    is_phone_unverified: boolean;
    is_closed_without_hire: boolean;
    is_message_unread: boolean;
  }>(
    db,
    sql`select
          exists (select 1 from projects o where o.id <> p.id and o.customer_user_id = p.customer_user_id
                    and o.project_sub_type_id = p.project_sub_type_id and o.zipcode = p.zipcode
                    and o.created_at <= p.created_at
                    and o.created_at > p.created_at - make_interval(days => ${DUPLICATE_LEAD_DAYS})) as is_duplicate,
          (not exists (select 1 from provider_serviced_zipcodes z where z.provider_id = ${providerId} and z.zip = p.zipcode)
            or not exists (select 1 from provider_project_sub_types s where s.provider_id = ${providerId}
                             and s.project_sub_type_id = p.project_sub_type_id)) as is_outside_areas,
          (not p.is_phone_verified) as is_phone_unverified,
          (p.status = 'cancelled' and p.hired_at is null) as is_closed_without_hire,
          coalesce((select m.read_at is null and m.created_at < now() - make_interval(hours => ${UNREAD_MESSAGE_HOURS})
                    from chat_messages m where m.project_id = p.id and m.provider_id = ${providerId}
                      and m.message_by = 'provider' and m.deleted_at is null
                    order by m.id limit 1), false) as is_message_unread
        from projects p where p.id = ${projectId}`,
  );
  if (!facts) return null;
  if (facts.is_duplicate) return 'duplicate';
  if (facts.is_outside_areas) return 'outside_areas';
  if (facts.is_phone_unverified) return 'phone_unverified';
  if (facts.is_closed_without_hire) return 'closed_without_viewing';
  if (facts.is_message_unread) return 'message_unread';
  return null;
}
