import type { Multipart, MultipartFile } from '@fastify/multipart';
import { fieldMessages } from '@homebid/contracts/messages';
import { invalid } from '../../lib/errors';
import { readUploadedFile } from './store-upload';

/**
 * Reads a multipart body in order: text fields into a record (the last value of a repeated name
 * wins), each file part handed to `onFile` (which must consume it). Without `onFile` files are
 * read and dropped, so a form that carries an empty file attribute still parses. A text field with
 * a NUL character is refused (422), as the input guard refuses it in JSON: PostgreSQL's text cannot
 * hold one.
 */
export async function readForm(
  parts: AsyncIterable<Multipart> | Iterable<Multipart>,
  onFile?: (file: MultipartFile) => Promise<void>,
): Promise<Record<string, string>> {
  const fields: Record<string, string> = {};
  for await (const part of parts) {
    if (part.type === 'file') {
      if (onFile) await onFile(part);
      else await readUploadedFile(part);
    } else if (typeof part.value === 'string') {
      if (part.value.includes('\u0000') || part.fieldname.includes('\u0000')) throw invalid(fieldMessages.nulCharacter);
      fields[part.fieldname] = part.value;
    }
  }
  return fields;
}
