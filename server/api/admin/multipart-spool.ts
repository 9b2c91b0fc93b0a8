// The one file of a multipart upload written to a temporary file as it arrives, for work that
// reads it as a stream (the catalogue import, decision 0050): memory stays flat whatever the
// size, and the size limit is checked on the way (413 once it is passed). The temporary file is
// removed when the work ends, whatever its outcome.
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { DomainError } from '../../services/domain-error.ts';
import { asClientError, assertMultipart, fileNameOf } from './multipart-files.ts';

export interface SpooledFile {
  name: string;
  path: string;
}

/**
 * Runs `work` on the request's first file once it is on disk. The multipart plugin must be
 * registered with `throwFileSizeLimit: false` and the allowed size as its file size limit: a
 * file past it is cut there and marked `truncated`, and `tooLarge()` is thrown.
 */
export async function withSpooledFile<T>(
  request: FastifyRequest,
  tooLarge: () => DomainError,
  work: (file: SpooledFile) => Promise<T>,
): Promise<T> {
  assertMultipart(request, 'the file');
  const dir = await mkdtemp(path.join(tmpdir(), 'upload-'));
  try {
    const file = path.join(dir, 'file');
    let name: string;
    try {
      const part = await request.file();
      if (!part) {
        throw new DomainError('upload.no_file', 'Send the file as multipart/form-data');
      }
      await pipeline(part.file, createWriteStream(file));
      name = fileNameOf(part.filename, 'import');
      if (part.file.truncated) throw tooLarge();
    } catch (error) {
      throw asClientError(error);
    }
    return await work({ name, path: file });
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
