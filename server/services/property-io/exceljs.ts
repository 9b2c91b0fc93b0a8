// exceljs, with one fix to its streaming reader. exceljs 4.4 decodes each chunk of a zipped XML
// part on its own (lib/utils/parse-sax.js), so a character whose bytes straddle two chunks
// becomes two U+FFFD: in an XLSX import, Arabic text (two bytes a letter) would be damaged at
// most chunk boundaries and French accents at some. Before exceljs is first loaded, that module
// is put in Node's module cache as the same parser with one streaming decoder per part, which
// keeps a straddling character's first bytes for the next chunk. Everything in the project
// loads exceljs through this module. Drop the fix when exceljs decodes across chunks itself.
// The same parser also stops at XLSX_LIMITS.partBytes of one part (decision 0061): the zip's
// directory is checked before (xlsx-bounds.ts), this bounds a part the directory does not list.
import type * as ExcelJSModule from 'exceljs';
import { createRequire, Module } from 'node:module';
import type { PassThrough as PassThroughStream } from 'node:stream';
import type { SaxesParser as Parser } from 'saxes';
import { XLSX_LIMITS } from './xlsx-bounds.ts';

const fromProject = createRequire(import.meta.url);
const fromExceljs = createRequire(fromProject.resolve('exceljs'));
const parseSaxPath = fromExceljs.resolve('./lib/utils/parse-sax.js');

type SaxEvent = { eventType: 'opentag' | 'text' | 'closetag'; value: unknown };

type Chunks = AsyncIterable<Buffer | string>;

async function* parseSax(source: Chunks): AsyncGenerator<SaxEvent[]> {
  const { SaxesParser } = fromExceljs('saxes') as { SaxesParser: new () => Parser };
  const { PassThrough } = fromExceljs('readable-stream') as {
    PassThrough: new () => PassThroughStream;
  };
  // As exceljs does: a stream without async iteration is read through one that has it.
  const old = source as Partial<Chunks> & { pipe?: (to: PassThroughStream) => Chunks };
  const iterable =
    typeof old[Symbol.asyncIterator] !== 'function' && old.pipe
      ? old.pipe(new PassThrough())
      : source;
  const parser = new SaxesParser();
  const decoder = new TextDecoder('utf-8');
  let error: Error | undefined;
  let events: SaxEvent[] = [];
  parser.on('error', (err) => (error = err));
  parser.on('opentag', (value) => events.push({ eventType: 'opentag', value }));
  parser.on('text', (value) => events.push({ eventType: 'text', value }));
  parser.on('closetag', (value) => events.push({ eventType: 'closetag', value }));
  let bytes = 0;
  for await (const chunk of iterable) {
    bytes += chunk.length;
    if (bytes > XLSX_LIMITS.partBytes) throw new Error('a part of the workbook is too large');
    parser.write(typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true }));
    if (error) throw error;
    yield events;
    events = [];
  }
}

if (!fromExceljs.cache[parseSaxPath]) {
  const module = new Module(parseSaxPath);
  module.filename = parseSaxPath;
  module.loaded = true;
  module.exports = parseSax;
  fromExceljs.cache[parseSaxPath] = module;
}

const ExcelJS = fromProject('exceljs') as typeof ExcelJSModule;
export default ExcelJS;
