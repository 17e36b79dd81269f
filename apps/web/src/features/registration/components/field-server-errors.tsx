import { accountMessages } from '@homebid/contracts/accounts';
import { uiTexts } from '@homebid/contracts/messages';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

/** The server's answers that belong to one field of step 1, shown under it (not under the button). */
export const FIELD_SERVER_ERRORS = {
  email: accountMessages.emailTaken,
  mobile_number: accountMessages.mobileTaken,
} as const;

export const fieldServerMessages: readonly string[] = Object.values(FIELD_SERVER_ERRORS);

/** A field's message as shown: 'This email is already registered' carries its 'log in' link. */
export function fieldMessage(message: string | undefined): ReactNode {
  if (message !== accountMessages.emailTaken) return message;
  const words = uiTexts.emailTakenLoginLink;
  const at = message.indexOf(words);
  if (at < 0) return message;
  return (
    <>
      {message.slice(0, at)}
      <Link to={paths.login} className="font-semibold underline">
        {words}
      </Link>
      {message.slice(at + words.length)}
    </>
  );
}
