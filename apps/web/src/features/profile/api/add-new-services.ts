import type { TProviderProfile } from '@homebid/contracts/profile';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { profileQueryOptions } from './get-profile';
import { unselectedServicesQueryOptions } from './get-unselected-services';

/** Spec §7 PUT /providers/update_new_project_type: adds the chosen sub-types to the provider's services. */
export async function addNewServices(subTypeIds: number[]): Promise<{ message: string; profile: TProviderProfile }> {
  const { body } = await apiRequest<{ message: string; data: TProviderProfile }>('/providers/update_new_project_type', {
    method: 'PUT',
    body: { provider: { project_type_ids: [], project_sub_type_ids: subTypeIds } },
  });
  return { message: body.message, profile: body.data };
}

export function useAddNewServices() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addNewServices,
    onSuccess: ({ profile }) => {
      queryClient.setQueryData(profileQueryOptions().queryKey, profile);
      return queryClient.invalidateQueries(unselectedServicesQueryOptions());
    },
  });
}
