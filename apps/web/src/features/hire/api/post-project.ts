import { uploadMessages } from '@homebid/contracts/files';
import type { TPostCustomerProjectAnswer } from '@homebid/contracts/projects';
import { useMutation } from '@tanstack/react-query';
import { apiCall, apiUpload } from '@/lib/api-client';
import * as endpoints from '@/lib/endpoints/customer-projects.gen';
import type { PostedAnswer } from '../utils/answers';

/** CONTRACT §5: the multipart field of the project's photos and videos. */
export const PROJECT_FILES_FIELD = 'files[]';

export interface PostProjectInput {
  title: string;
  description: string;
  project_type_id: number;
  project_sub_type_id: number;
  street_address: string;
  zipcode: string;
  /** Dollars as typed; empty for none. */
  budget: string;
  question_answers: PostedAnswer[];
  files: File[];
  /** Share of the bytes sent so far, 0 to 1 (multipart only). */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

export interface PostedProject extends TPostCustomerProjectAnswer {
  /** The server's message: 'Project posted successfully', with the contact-details notice when it masked some. */
  message: string;
}

/**
 * POST /v2/customers/projects (CONTRACT §5): a JSON body, or multipart/form-data with `files[]`
 * (question_answers then as a JSON string), sent through XMLHttpRequest for its upload progress.
 */
export async function postProject({
  files,
  onProgress,
  signal,
  budget,
  ...fields
}: PostProjectInput): Promise<PostedProject> {
  const budgetField = budget.trim() === '' ? {} : { budget: budget.trim() };
  if (files.length === 0) {
    const answer = await apiCall(endpoints.postCustomerProject, { body: { ...fields, ...budgetField }, signal });
    return { ...answer.data, message: answer.message };
  }
  const form = new FormData();
  form.set('title', fields.title);
  form.set('description', fields.description);
  form.set('project_type_id', String(fields.project_type_id));
  form.set('project_sub_type_id', String(fields.project_sub_type_id));
  form.set('street_address', fields.street_address);
  form.set('zipcode', fields.zipcode);
  if (budgetField.budget) form.set('budget', budgetField.budget);
  form.set('question_answers', JSON.stringify(fields.question_answers));
  for (const file of files) form.append(PROJECT_FILES_FIELD, file, file.name);
  const answer = await apiUpload(endpoints.postCustomerProject, {
    params: undefined,
    body: form,
    onProgress,
    signal,
    failureMessage: uploadMessages.uploadFailed,
  });
  return { ...answer.data, message: answer.message };
}

export function usePostProject() {
  return useMutation({ mutationFn: postProject });
}
