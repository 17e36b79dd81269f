import { customerProfileMessages } from '@homebid/contracts/profile';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import * as endpoints from '@/lib/endpoints/profile.gen';
import { getSession, updateSessionUser } from '@/lib/session';
import { customerProfileQueryOptions } from './get-customer-profile';

/**
 * PATCH /api/v2/customers/profile changes the name; the stored user follows, so the header
 * shows the new name at once. Answers the saved details and the server's message.
 */
export async function updateCustomerProfile({ name }: { name: string }) {
  const { data, message } = await apiCall(endpoints.updateCustomerProfile, { body: { name } });
  const session = getSession();
  if (session) updateSessionUser({ ...session.user, name: data.customer.name });
  return { customer: data.customer, message: message || customerProfileMessages.saved };
}

export function useUpdateCustomerProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCustomerProfile,
    onSuccess: ({ customer }) => queryClient.setQueryData(customerProfileQueryOptions().queryKey, customer),
  });
}
