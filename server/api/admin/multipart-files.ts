// The files of a multipart upload, one at a time, each read whole (up to the size limit) before
// the next. A request the multipart parser cannot finish (cut before its closing boundary) or a
// file name no browser sends (control characters, NUL included: PostgreSQL text cannot hold a
// NUL) is the client's mistake: a 400 naming it, raised before the file is processed.
import type { FastifyRequest } from 'fastify';
import { DomainError } from '../../services/domain-error.ts';
import type { IncomingFile } from '../../services/listings/admin-media.ts';

// eslint-disable-next-line no-control-regex -- control characters are what it looks for
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;

// What busboy (the parser under @fastify/multipart) says of a body that ends too soon or has no
// boundary, and how a file's stream ends when the body stops inside it ("Premature close"). These
// carry no status, so they would otherwise be 500s. A client that went away gets the same 400,
// which nobody reads.
const MALFORMED_BODY = /unexpected end of multipart data|terminated early|boundary not found/i;
const isMalformedBody = (error: unknown) =>
  error instanceof Error &&
  (error as { statusCode?: number }).statusCode === undefined &&
  ((error as { code?: string }).code === 'ERR_STREAM_PREMATURE_CLOSE' ||
    MALFORMED_BODY.test(error.message));

export const MALFORMED_MULTIPART_MESSAGE =
  'The multipart body is incomplete or malformed (no closing boundary): send the files again';

export function assertMultipart(request: FastifyRequest, what: string): void {
  if (!request.isMultipart()) {
    throw new DomainError('upload.not_multipart', `Send ${what} as multipart/form-data`);
  }
}

/** The file's name as sent, for storing; refused when it holds a control character. */
export function fileNameOf(filename: string, fallback: string): string {
  if (CONTROL_CHARACTERS.test(filename)) {
    throw new DomainError(
      'upload.bad_file_name',
      'A file name contains a control character (such as NUL): rename the file',
    );
  }
  return (filename || fallback).slice(0, 255);
}

/** The multipart parser's complaint about a cut or malformed body as a 400; others unchanged. */
export const asClientError = (error: unknown) =>
  isMalformedBody(error)
    ? new DomainError('request.malformed', MALFORMED_MULTIPART_MESSAGE)
    : error;

export async function* filesOf(request: FastifyRequest): AsyncGenerator<IncomingFile> {
  assertMultipart(request, 'the images');
  try {
    for await (const part of request.files()) {
      const chunks: Buffer[] = [];
      for await (const chunk of part.file) chunks.push(chunk as Buffer);
      const originalName = fileNameOf(part.filename, 'image');
      yield {
        originalName,
        data: Buffer.concat(chunks),
        truncated: part.file.truncated,
      };
    }
  } catch (error) {
    throw asClientError(error);
  }
}
