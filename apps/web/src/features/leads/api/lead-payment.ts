import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import * as endpoints from '@/lib/endpoints.gen';
import { leadsKeys } from './query-keys';

/** GET /providers/get_provider_card_details?project_id=: available, service_amount, cards, project. */
export const leadPaymentDetailsQueryOptions = (projectId: number) =>
  queryOptions({
    queryKey: leadsKeys.paymentDetails(projectId),
    queryFn: async ({ signal }) =>
      (await apiCall(endpoints.getLeadPaymentDetails, { query: { project_id: projectId }, signal })).data,
    retry: false,
  });

export function useLeadPaymentDetails(projectId: number, enabled = true) {
  return useQuery({ ...leadPaymentDetailsQueryOptions(projectId), enabled });
}

export interface PayLeadInput {
  projectId: number;
  providerId: number;
  providerProjectId: number | null;
  leadFee: number;
  paymentMethodId: string;
  idempotencyKey: string;
}

/**
 * Spec §4 lead payment: POST /initiate-elapsed-payment (a payment intent with its client secret),
 * then POST /confirm-elapsed-payment with the card; the server charges it and records the purchase.
 */
export async function payLead(input: PayLeadInput) {
  const initiated = await apiCall(endpoints.initiateLeadPayment, {
    body: { provider_id: input.providerId, project_id: input.projectId, lead_fee: input.leadFee },
    headers: { 'Idempotency-Key': `${input.idempotencyKey}:initiate` },
  });
  const intent = initiated.data.payment_response;
  try {
    return await confirmPayment(input, intent.id);
  } catch (error) {
    throw new ConfirmationFailed(error);
  }
}

/** The intent was made but confirming it failed (spec §8 'Payment confirmation failed'). */
export class ConfirmationFailed extends Error {
  override readonly cause: unknown;
  constructor(cause: unknown) {
    super(cause instanceof Error ? cause.message : 'Payment confirmation failed');
    this.name = 'ConfirmationFailed';
    this.cause = cause;
  }
}

async function confirmPayment(input: PayLeadInput, paymentIntentId: string) {
  const confirmed = await apiCall(endpoints.confirmLeadPayment, {
    body: {
      payment_method_id: input.paymentMethodId,
      payment_intent_id: paymentIntentId,
      provider_id: input.providerId,
      payment_type: 'card',
      project_id: input.projectId,
      provider_project_id: input.providerProjectId ?? '',
    },
    headers: { 'Idempotency-Key': `${input.idempotencyKey}:confirm` },
  });
  return confirmed.data;
}

export function usePayLead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: payLead,
    // Not the payment details: the paid lead is no longer available, and the page must stay for its
    // success modal rather than send the provider to /leads.
    onSettled: () => queryClient.invalidateQueries({ queryKey: leadsKeys.purchased() }),
  });
}
