import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import * as endpoints from '@/lib/endpoints.gen';
import { profileQueryOptions } from './get-profile';
import { unselectedServicesQueryOptions } from './get-unselected-services';

/** Spec §7 PUT /providers/update_new_project_type: adds the chosen sub-types to the provider's services. */
export async function addNewServices(subTypeIds: number[]) {
  const { message, data } = await apiCall(endpoints.addNewServices, {
    body: { provider: { project_type_ids: [], project_sub_type_ids: subTypeIds } },
  });
  return { message, profile: data };
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
