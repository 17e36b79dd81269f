import { ApiError } from '@/lib/api-client';

/** Every message of a failed answer. */
export const errorMessagesOf = (error: Error) => (error instanceof ApiError ? error.errors : [error.message]);

/**
 * Spec §8: a server error shows in red under the form; every message of the answer is listed,
 * except those shown on their own field (`shownOnFields`).
 */
export function FormError({
  error,
  shownOnFields = [],
}: {
  error: Error | null | undefined;
  shownOnFields?: readonly string[];
}) {
  if (!error) return null;
  const messages = errorMessagesOf(error).filter((message) => !shownOnFields.includes(message));
  if (messages.length === 0) return null;
  return (
    <div role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
      {messages.map((message) => (
        <p key={message}>{message}</p>
      ))}
    </div>
  );
}
