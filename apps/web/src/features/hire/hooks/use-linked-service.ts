import type { TServiceType } from '@homebid/contracts/reference';
import { useEffect, useMemo } from 'react';
import { useServiceList } from '@/api/get-service-list';
import { chooseHireService, type DraftService, useHireDraft } from './hire-draft';

export type LinkedService = { status: 'loading' } | { status: 'missing' } | { status: 'ready'; service: DraftService };

/** The catalogue's sub-type with this id, with its type. */
export function findService(services: readonly TServiceType[], subTypeId: number): DraftService | null {
  for (const type of services) {
    const sub = type.project_sub_types.find((item) => item.id === subTypeId);
    if (sub) {
      return { project_type_id: type.id, project_sub_type_id: sub.id, type_title: type.title, sub_type_name: sub.name };
    }
  }
  return null;
}

/**
 * The service of /hire/new. A link from /hire carries `sub_type` and `zip`: when they name a service
 * of the catalogue and a 5-digit zip code, the draft takes them and `onConsumed` drops them from the
 * address (a reload, or the page after posting, then reads the draft alone). Otherwise the draft's own.
 */
export function useLinkedService(
  subTypeParam: string | null,
  zipParam: string | null,
  onConsumed: () => void,
): LinkedService {
  const draft = useHireDraft();
  const subTypeId = subTypeParam && /^\d{1,10}$/.test(subTypeParam) ? Number(subTypeParam) : null;
  const zipcode = zipParam && /^\d{5}$/.test(zipParam) ? zipParam : null;
  const hasLink = subTypeParam !== null || zipParam !== null;
  const services = useServiceList();
  const linked = useMemo(
    () => (subTypeId !== null && services.data ? findService(services.data, subTypeId) : null),
    [services.data, subTypeId],
  );
  const isResolved = !hasLink || !services.isPending;

  useEffect(() => {
    if (!hasLink || !isResolved) return;
    if (linked && zipcode) chooseHireService(linked, zipcode);
    onConsumed();
  }, [hasLink, isResolved, linked, zipcode, onConsumed]);

  if (!isResolved || hasLink) return { status: 'loading' };
  return draft.service ? { status: 'ready', service: draft.service } : { status: 'missing' };
}
