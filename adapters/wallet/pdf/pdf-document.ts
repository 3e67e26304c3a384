import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import sharp from 'sharp';

const require = createRequire(import.meta.url);
// The standard PDF fonts are WinAnsi only ("Ł" or Cyrillic would fail): embed a Unicode TTF.
const FONT_REGULAR = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
const FONT_BOLD = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf');

/**
 * A pdfkit document with the Unicode fonts registered as `body` and `bold`, and `finish()`, which
 * ends it and resolves to its bytes.
 */
export const createPdfDocument = (options: PDFKit.PDFDocumentOptions) => {
  const doc = new PDFDocument(options);
  doc.registerFont('body', FONT_REGULAR);
  doc.registerFont('bold', FONT_BOLD);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<void>((resolve) => doc.on('end', () => resolve()));
  const finish = async () => {
    doc.end();
    await done;
    return new Uint8Array(Buffer.concat(chunks));
  };
  return { doc, finish };
};

/** The uploaded logo as a PNG that fits the box, or null when there is none or it is gone. */
export const readLogoPng = async (
  readUpload: (url: string) => Promise<Uint8Array | null>,
  url: string | null | undefined,
  box: { width: number; height: number },
): Promise<Buffer | null> => {
  const bytes = url ? await readUpload(url) : null;
  return bytes
    ? sharp(bytes)
        .resize({ ...box, fit: 'inside' })
        .png()
        .toBuffer()
    : null;
};
