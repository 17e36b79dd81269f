import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiCall } from '@/lib/api-client';
import * as endpoints from '@/lib/endpoints/reference.gen';
import { hireKeys } from './query-keys';

/** GET /question_list?project_sub_type_id=: the sub-type's own questions, then the common ones. */
export async function getQuestionList(subTypeId: number, signal?: AbortSignal) {
  return (await apiCall(endpoints.listQuestions, { query: { project_sub_type_id: subTypeId }, signal })).data.questions;
}

export const questionListQueryOptions = (subTypeId: number) =>
  queryOptions({
    queryKey: hireKeys.questions(subTypeId),
    queryFn: ({ signal }) => getQuestionList(subTypeId, signal),
    // Reference data (served with an ETag): it changes with a deploy, not while someone answers.
    staleTime: 60 * 60_000,
    // An unavailable catalogue must not hold the page: one more try after a failure of the server or
    // the network (none after a refusal), then the page offers to go on without it.
    retry: (count, error) => count < 1 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
  });

export function useQuestionList(subTypeId: number | null) {
  return useQuery({ ...questionListQueryOptions(subTypeId ?? 0), enabled: subTypeId !== null });
}
