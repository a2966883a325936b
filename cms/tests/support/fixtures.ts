/** Real files for the upload tests: images made with sharp, and documents built byte by byte. */
import crypto from 'node:crypto';
import zlib from 'node:zlib';
import sharp from 'sharp';

const picture = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 180, g: 120, b: 60 } } });

export const png = (width = 64, height = 48) => picture(width, height).png().toBuffer();
export const jpeg = (width = 64, height = 48) => picture(width, height).jpeg().toBuffer();
export const webp = (width = 64, height = 48) => picture(width, height).webp().toBuffer();

export const svg = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(1)</script></svg>',
);
export const html = Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>');

export const pdf = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);
/** `pdf` with a random comment: a resume of its own, whose bytes (and hash) no other test's share. */
export const uniquePdf = () =>
  Buffer.concat([Buffer.from(`%PDF-1.4\n% ${crypto.randomUUID()}\n`), pdf.subarray('%PDF-1.4\n'.length)]);
export const textPretendingPdf = Buffer.from('This is plain text, not a PDF.\n');

/** The OLE compound-file signature that .doc files start with, plus padding. */
export const doc = Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(504)]);

/**
 * The fields a zip's local header and its central directory entry both hold, in the same order (CRC-32, compressed
 * size, uncompressed size, name length); the central entry has them two bytes later.
 */
function writeEntrySizes(header: Buffer, at: number, crc: number, size: number, nameLength: number): void {
  header.writeUInt32LE(crc, at);
  header.writeUInt32LE(size, at + 4);
  header.writeUInt32LE(size, at + 8);
  header.writeUInt16LE(nameLength, at + 12);
}

/** A minimal stored (uncompressed) zip. */
export function zip(entries: Record<string, string>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, content] of Object.entries(entries)) {
    const data = Buffer.from(content);
    const nameBytes = Buffer.from(name);
    const crc = zlib.crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    writeEntrySizes(local, 14, crc, data.length, nameBytes.length);
    locals.push(local, nameBytes, data);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    writeEntrySizes(central, 16, crc, data.length, nameBytes.length);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, nameBytes);
    offset += 30 + nameBytes.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(entries).length, 8);
  end.writeUInt16LE(Object.keys(entries).length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

export const docx = zip({
  '[Content_Types].xml':
    '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>',
  'word/document.xml':
    '<?xml version="1.0"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"/>',
});
/** A zip that is not a Word document. */
export const plainZip = zip({ 'notes.txt': 'hello' });

/** A multipart form from text fields and files ({field: [name, bytes, declared type]}). */
export function form(
  fields: Record<string, string>,
  files: [field: string, name: string, bytes: Buffer, type: string][] = [],
): FormData {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.append(key, value);
  for (const [field, name, bytes, type] of files) body.append(field, new Blob([new Uint8Array(bytes)], { type }), name);
  return body;
}

/** A PNG of noise: megabytes that compress badly, so its upload takes longer to write than a small file's. */
export const noisyPng = (width = 1100, height = 900) =>
  sharp({
    create: {
      width,
      height,
      channels: 3,
      background: { r: 0, g: 0, b: 0 },
      noise: { type: 'gaussian', mean: 128, sigma: 60 },
    },
  })
    .png({ compressionLevel: 0 })
    .toBuffer();
