import type { Readable } from 'node:stream';
import type { Multipart } from '@fastify/multipart';
import { uploadMessages } from '@homebid/contracts/files';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../lib/errors';

export interface GuardedParts {
  /** The request's parts, read lazily (nothing is parsed until the handler iterates). */
  parts: AsyncIterable<Multipart>;
  /** The error to answer for `error`: a 400 in words when the multipart parser raised it, else `error`. */
  answerFor(error: unknown): unknown;
}

/**
 * A multipart body's parts, where whatever the parser raises (a content type without boundary, a
 * body cut before its closing line, a part cut short inside a file) is answered as a 400 in words
 * instead of a 500: every error the parts' iterator or a file part's stream gives is remembered, and
 * that same error reaching the route's end is mapped. The parser's own 4xx (too many parts, a file
 * over the limit) keep their status.
 */
export function guardMultipartParts(request: FastifyRequest): GuardedParts {
  const parserErrors = new WeakSet<object>();
  /** Each file part's stream: an error it ended with before a listener was attached is still its own. */
  const fileStreams: Readable[] = [];
  const remember = (error: unknown) => {
    if (typeof error === 'object' && error !== null) parserErrors.add(error);
    return error;
  };
  async function* parts(): AsyncGenerator<Multipart> {
    const source = request.parts()[Symbol.asyncIterator]();
    for (;;) {
      let step: IteratorResult<Multipart>;
      try {
        step = await source.next();
      } catch (error) {
        throw remember(error);
      }
      if (step.done) return;
      if (step.value.type === 'file') {
        fileStreams.push(step.value.file);
        step.value.file.on('error', remember);
      }
      yield step.value;
    }
  }
  return {
    parts: { [Symbol.asyncIterator]: parts },
    answerFor(error) {
      if (typeof error !== 'object' || error === null) return error;
      if (!parserErrors.has(error) && !fileStreams.some((stream) => stream.errored === error)) return error;
      if (error instanceof AppError) return error;
      const status = (error as { statusCode?: unknown }).statusCode;
      if (typeof status === 'number' && status >= 400 && status < 500) return error;
      return new AppError('bad_request', uploadMessages.malformedMultipart);
    },
  };
}
