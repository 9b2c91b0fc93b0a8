// Workbooks written byte by byte, for the import's bounds (decision 0061): a minimal XLSX whose
// parts are given as text or as a stream of chunks (deflated as they come, so a part of hundreds
// of megabytes costs the test a few hundred kilobytes), and whose zip directory may be told to
// state another size than the part's real one, as an attacker's would.
import { crc32, createDeflateRaw } from 'node:zlib';

export interface ZipPart {
  name: string;
  /** The part's text, or a function giving its chunks. */
  content: string | (() => Iterable<Buffer>);
  /** What the zip directory says it unpacks to (default: the truth). */
  declaredSize?: number;
}

async function deflate(content: ZipPart['content']) {
  const chunks = typeof content === 'string' ? [Buffer.from(content)] : content();
  const deflater = createDeflateRaw({ level: 9 });
  const packed: Buffer[] = [];
  deflater.on('data', (chunk: Buffer) => packed.push(chunk));
  const done = new Promise((resolve) => deflater.on('end', resolve));
  let size = 0;
  let crc = 0;
  for (const chunk of chunks) {
    size += chunk.length;
    crc = crc32(chunk, crc);
    if (!deflater.write(chunk)) await new Promise((resolve) => deflater.once('drain', resolve));
  }
  deflater.end();
  await done;
  return { data: Buffer.concat(packed), size, crc };
}

/** A zip of the parts, deflated, in the given order. */
export async function zipOf(parts: ZipPart[]): Promise<Buffer> {
  const locals: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const { data, size, crc } = await deflate(part.content);
    const name = Buffer.from(part.name);
    const declared = part.declaredSize ?? size;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(declared, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(declared, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, data);
    directory.push(central, name);
    offset += local.length + name.length + data.length;
  }
  const directoryBytes = Buffer.concat(directory);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directoryBytes.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directoryBytes, end]);
}

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const RELS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const DOC_RELS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

/**
 * The parts of a one-sheet workbook whose first row is `header` and whose cells are shared
 * strings: `sharedStrings` replaces that part (the sheet refers to its first strings only).
 */
export function workbookParts(
  header: string[],
  rows: string[][],
  sharedStrings?: Omit<ZipPart, 'name'>,
): ZipPart[] {
  const strings = [...header, ...rows.flat()];
  const column = (i: number) => String.fromCharCode(65 + i);
  const sheetRows = [header, ...rows]
    .map((cells, r) => {
      const offset = r === 0 ? 0 : header.length + (r - 1) * header.length;
      const xml = cells
        .map((_cell, c) => `<c r="${column(c)}${r + 1}" t="s"><v>${offset + c}</v></c>`)
        .join('');
      return `<row r="${r + 1}">${xml}</row>`;
    })
    .join('');
  const escape = (text: string) =>
    text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  return [
    {
      name: '[Content_Types].xml',
      content:
        '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
        '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
        '<Default Extension="xml" ContentType="application/xml"/>' +
        '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
        '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>' +
        '<Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/>' +
        '</Types>',
    },
    {
      name: '_rels/.rels',
      content: `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="${RELS}"><Relationship Id="rId1" Type="${DOC_RELS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    },
    {
      name: 'xl/workbook.xml',
      content: `<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="${MAIN}" xmlns:r="${DOC_RELS}"><sheets><sheet name="Biens" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    },
    {
      name: 'xl/_rels/workbook.xml.rels',
      content: `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="${RELS}"><Relationship Id="rId1" Type="${DOC_RELS}/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="${DOC_RELS}/sharedStrings" Target="sharedStrings.xml"/></Relationships>`,
    },
    {
      name: 'xl/sharedStrings.xml',
      ...(sharedStrings ?? {
        content: `<?xml version="1.0" encoding="UTF-8"?><sst xmlns="${MAIN}">${strings
          .map((text) => `<si><t>${escape(text)}</t></si>`)
          .join('')}</sst>`,
      }),
    },
    {
      name: 'xl/worksheets/sheet1.xml',
      content: `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="${MAIN}"><sheetData>${sheetRows}</sheetData></worksheet>`,
    },
  ];
}

/** Shared strings of `count` strings of `text`, as chunks of about a megabyte. */
export function manySharedStrings(count: number, text: string): () => Iterable<Buffer> {
  return function* () {
    yield Buffer.from(`<?xml version="1.0" encoding="UTF-8"?><sst xmlns="${MAIN}">`);
    const item = `<si><t>${text}</t></si>`;
    const perChunk = Math.max(1, Math.floor(1_000_000 / item.length));
    const chunk = Buffer.from(item.repeat(perChunk));
    let left = count;
    while (left >= perChunk) {
      yield chunk;
      left -= perChunk;
    }
    if (left > 0) yield Buffer.from(item.repeat(left));
    yield Buffer.from('</sst>');
  };
}
