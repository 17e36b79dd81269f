import { ApiError } from '@/lib/api-client';

/** Spec §8: a server error shows in red under the form; every message of the answer is listed. */
export function FormError({ error }: { error: Error | null | undefined }) {
  if (!error) return null;
  const messages = error instanceof ApiError ? error.errors : [error.message];
  return (
    <div role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
      {messages.map((message) => (
        <p key={message}>{message}</p>
      ))}
    </div>
  );
}
