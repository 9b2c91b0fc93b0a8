// What an XLSX workbook unpacks to, bounded before exceljs reads it (decision 0061). The 50 MB
// limit bounds the packed file only: XML compresses about a thousand to one, so 13 MB of shared
// strings unpacked to 6 GB and took the server past its heap (exceljs keeps the shared strings in
// memory, every one of them). A workbook is a zip: its central directory, at its end, says what
// each part unpacks to. That is checked first (refused in milliseconds, nothing inflated); then
// every part is inflated once as a stream and counted, so a directory that lies is caught at the
// limit too, never past it. The parts exceljs reads outside the directory are bounded by the XML
// reader itself (exceljs.ts).
import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { createInflateRaw } from 'node:zlib';
import { DomainError } from '../domain-error.ts';

const MB = 1024 * 1024;

/** The bounds, with the reasons for each number in decision 0061. */
export const XLSX_LIMITS = {
  /** Parts in the zip: a workbook has a dozen; thousands only make the reading slow. */
  entries: 1_000,
  /** The shared strings' XML, all of it held in memory while the sheet is read. */
  sharedStringsBytes: 100 * MB,
  /** Shared strings: each is one JavaScript string kept until the end of the read. */
  sharedStrings: 1_000_000,
  /** Any other part (a sheet is streamed, but one cell of it is held whole). */
  partBytes: 512 * MB,
  /** All the parts together. */
  totalBytes: 1024 * MB,
} as const;

export type XlsxSource = { path: string } | { data: Buffer };

interface Entry {
  name: string;
  method: number;
  packed: number;
  unpacked: number;
  localOffset: number;
}

const unreadable = (detail: string) =>
  new DomainError('import.unreadable_file', `The file cannot be read: ${detail}`);

const tooLarge = (detail: string) =>
  new DomainError('import.too_large', `The workbook unpacks to too much: ${detail}. Split it`);

const megabytes = (bytes: number) => `${Math.round(bytes / MB)} MB`;

const isSharedStrings = (name: string) => /(^|\/)sharedStrings\d*\.xml$/i.test(name);

const limitOf = (name: string) =>
  isSharedStrings(name) ? XLSX_LIMITS.sharedStringsBytes : XLSX_LIMITS.partBytes;

/** Bytes `length` at `position` of the file (fewer at its end). */
async function readAt(source: XlsxSource, position: number, length: number): Promise<Buffer> {
  if ('data' in source) return source.data.subarray(position, position + length);
  const handle = await open(source.path);
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(length), 0, length, position);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

async function sizeOf(source: XlsxSource): Promise<number> {
  if ('data' in source) return source.data.length;
  const handle = await open(source.path);
  try {
    return (await handle.stat()).size;
  } finally {
    await handle.close();
  }
}

/** The central directory's entries (zip64 is refused: no workbook under 50 MB needs it). */
async function centralDirectory(source: XlsxSource): Promise<Entry[]> {
  const size = await sizeOf(source);
  // The end record is 22 bytes, after a comment of at most 65,535.
  const tailStart = Math.max(0, size - 22 - 65_535);
  const tail = await readAt(source, tailStart, size - tailStart);
  const end = tail.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (end < 0 || end + 22 > tail.length) throw unreadable('it is not a complete zip (XLSX) file');
  const count = tail.readUInt16LE(end + 10);
  const directorySize = tail.readUInt32LE(end + 12);
  const directoryOffset = tail.readUInt32LE(end + 16);
  if (count === 0xffff || directoryOffset === 0xffffffff) throw tooLarge('a zip64 archive');
  if (count > XLSX_LIMITS.entries)
    throw tooLarge(`${count} parts (${XLSX_LIMITS.entries} at most)`);
  if (directoryOffset + directorySize > size) throw unreadable('its zip directory is cut short');
  const directory = await readAt(source, directoryOffset, directorySize);
  const entries: Entry[] = [];
  let at = 0;
  for (let i = 0; i < count; i++) {
    if (at + 46 > directory.length || directory.readUInt32LE(at) !== 0x02014b50)
      throw unreadable('its zip directory is damaged');
    const nameLength = directory.readUInt16LE(at + 28);
    const entry: Entry = {
      method: directory.readUInt16LE(at + 10),
      packed: directory.readUInt32LE(at + 20),
      unpacked: directory.readUInt32LE(at + 24),
      localOffset: directory.readUInt32LE(at + 42),
      name: directory.toString('utf8', at + 46, at + 46 + nameLength),
    };
    if ([entry.packed, entry.unpacked, entry.localOffset].includes(0xffffffff))
      throw tooLarge('a zip64 archive');
    entries.push(entry);
    at += 46 + nameLength + directory.readUInt16LE(at + 30) + directory.readUInt16LE(at + 32);
  }
  return entries;
}

/** The declared sizes, checked before anything is inflated. */
function checkDeclared(entries: Entry[]): void {
  let total = 0;
  for (const entry of entries) {
    const limit = limitOf(entry.name);
    if (entry.unpacked > limit)
      throw tooLarge(`${entry.name} is ${megabytes(entry.unpacked)} (${megabytes(limit)} at most)`);
    total += entry.unpacked;
  }
  if (total > XLSX_LIMITS.totalBytes)
    throw tooLarge(`${megabytes(total)} in all (${megabytes(XLSX_LIMITS.totalBytes)} at most)`);
}

/** The packed bytes of one part, as a stream. */
async function packedStream(source: XlsxSource, entry: Entry): Promise<Readable> {
  const header = await readAt(source, entry.localOffset, 30);
  if (header.length < 30 || header.readUInt32LE(0) !== 0x04034b50)
    throw unreadable(`the part ${entry.name} is damaged`);
  const start = entry.localOffset + 30 + header.readUInt16LE(26) + header.readUInt16LE(28);
  if (entry.packed === 0) return Readable.from([]);
  return 'data' in source
    ? Readable.from([source.data.subarray(start, start + entry.packed)])
    : createReadStream(source.path, { start, end: start + entry.packed - 1 });
}

/**
 * Inflates one part as a stream and counts what comes out, stopping at the first byte past what
 * the directory declared (or the limit): a bomb costs the server at most the limit's inflating.
 * Answers the number of shared strings when the part holds them.
 */
async function inflateCounting(source: XlsxSource, entry: Entry): Promise<number> {
  if (entry.method !== 0 && entry.method !== 8)
    throw unreadable(`the part ${entry.name} is packed in a way XLSX files are not`);
  const input = await packedStream(source, entry);
  const output = entry.method === 8 ? input.pipe(createInflateRaw()) : input;
  const counting = isSharedStrings(entry.name);
  let bytes = 0;
  let strings = 0;
  let carry = '';
  try {
    for await (const chunk of output as AsyncIterable<Buffer>) {
      bytes += chunk.length;
      if (bytes > entry.unpacked)
        throw unreadable(`the part ${entry.name} unpacks to more than its zip directory says`);
      if (counting) {
        // `<si>` opens a shared string; the text between two chunks is kept to find one cut there.
        const text = carry + chunk.toString('latin1');
        strings += text.match(/<si[\s>/]/g)?.length ?? 0;
        carry = text.slice(-3);
        if (strings > XLSX_LIMITS.sharedStrings)
          throw tooLarge(
            `more than ${XLSX_LIMITS.sharedStrings.toLocaleString('en')} shared strings`,
          );
      }
    }
  } catch (error) {
    if (error instanceof DomainError) throw error;
    throw unreadable(`the part ${entry.name} is damaged`);
  } finally {
    input.destroy();
    output.destroy();
  }
  return strings;
}

/**
 * Refuses a workbook that unpacks to more than XLSX_LIMITS: 413 `import.too_large` for one too
 * large, 400 `import.unreadable_file` for one whose zip is damaged or lies about its sizes.
 */
export async function assertXlsxWithinBounds(source: XlsxSource): Promise<void> {
  const entries = await centralDirectory(source);
  checkDeclared(entries);
  for (const entry of entries) await inflateCounting(source, entry);
}
