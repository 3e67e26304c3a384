import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import * as fontkit from 'fontkit';
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import sharp from 'sharp';

const require = createRequire(import.meta.url);
// The standard PDF fonts are WinAnsi only ("Ł" or Cyrillic would fail): embed a Unicode TTF.
const TEXT_FONTS = {
  body: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'),
  bold: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'),
} as const;
/** The two faces every document has, registered under these names. */
export type PdfFace = keyof typeof TEXT_FONTS;

// DejaVu has no emoji. Noto Emoji (monochrome outlines, so it prints) ships only as web fonts
// split by Unicode range; the WOFF (not WOFF2) files are used because fontkit cannot subset
// WOFF2's transformed glyphs for embedding.
const EMOJI_DIR = join(dirname(require.resolve('@fontsource/noto-emoji/package.json')), 'files');
const EMOJI_WEIGHT = { body: 400, bold: 700 } as const;

/** Every font a document may use, by the name it is registered under: its bytes, and it parsed. */
const loaded = new Map<string, { bytes: Buffer; font: fontkit.Font }>();
// Read once per process. The parsed font only answers which characters it has and its ascent:
// pdfkit parses its own copy per document, because embedding rewrites the parsed glyph data.
const fontNamed = (name: string, path: string) => {
  if (!loaded.has(name)) {
    const bytes = readFileSync(path);
    loaded.set(name, { bytes, font: fontkit.create(bytes) as fontkit.Font });
  }
  return loaded.get(name)!;
};
const textFont = (face: PdfFace) => fontNamed(face, TEXT_FONTS[face]).font;
const register = (doc: PDFKit.PDFDocument, name: string) => doc.registerFont(name, loaded.get(name)!.bytes);
const emojiNames = new Map<PdfFace, string[]>();
const emojiFontsOf = (face: PdfFace) => {
  if (!emojiNames.has(face)) {
    const suffix = `-${EMOJI_WEIGHT[face]}-normal.woff`;
    const files = readdirSync(EMOJI_DIR).filter((file) => file.endsWith(suffix));
    emojiNames.set(face, files.sort());
  }
  return emojiNames.get(face)!.map((file) => ({
    name: `emoji/${file}`,
    font: fontNamed(`emoji/${file}`, join(EMOJI_DIR, file)).font,
  }));
};

/** A stretch of text drawn in one font. */
export interface TextRun {
  readonly text: string;
  /** The face (`body`, `bold`), or `emoji/<file>`: the Noto Emoji file that holds the run's characters. */
  readonly font: string;
}

const covers = (font: fontkit.Font, cluster: string) =>
  [...cluster].every((char) => font.hasGlyphForCodePoint(char.codePointAt(0)!));

const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });

/**
 * The text cut into runs by font: DejaVu for every character it has, and for a character (or an
 * emoji sequence: a flag, a skin tone, a ZWJ family) it lacks, the Noto Emoji file that has all
 * of it, so the sequence is shaped as one glyph. What no file has stays with DejaVu.
 */
export const textRuns = (text: string, face: PdfFace): TextRun[] => {
  const base = textFont(face);
  const runs: { text: string; font: string }[] = [];
  for (const { segment } of graphemes.segment(text)) {
    const font = covers(base, segment)
      ? face
      : (emojiFontsOf(face).find((emoji) => covers(emoji.font, segment))?.name ?? face);
    const last = runs.at(-1);
    if (last?.font === font) last.text += segment;
    else runs.push({ text: segment, font });
  }
  return runs;
};

/** How a block of text is set: its face and size, and the box it wraps in (as pdfkit names them). */
export interface TextStyle {
  readonly face: PdfFace;
  readonly size: number;
  readonly width: number;
  readonly align?: 'left' | 'center' | 'right';
  /** The most the block may take; lines past it are dropped. */
  readonly height?: number;
  /** Ends a block cut short by `height` with "…". */
  readonly ellipsis?: boolean;
}

interface Word {
  readonly runs: TextRun[];
  readonly width: number;
  /** The spaces after it: they count between words, not at the end of a line. */
  readonly space: number;
}

const lineWidth = (line: readonly Word[]) =>
  line.reduce((sum, word, i) => sum + word.width + (i < line.length - 1 ? word.space : 0), 0);

/**
 * Writes text at (x, y), wrapped to the style's box, and leaves `doc.y` under it as pdfkit's
 * `text` does. Text DejaVu prints whole goes to pdfkit as it is. Text with emoji is laid out
 * here, because pdfkit's own way to mix fonts in a paragraph (`continued`) draws the pieces of a
 * centred line on top of each other.
 */
export const writeText = (doc: PDFKit.PDFDocument, text: string, x: number, y: number, style: TextStyle) => {
  const { face, size, ...box } = style;
  doc.fontSize(size);
  const runs = textRuns(text, face);
  if (runs.every((run) => run.font === face)) {
    doc.font(face).text(text, x, y, box);
    return;
  }
  // The emoji fonts this text uses join the document under their names.
  for (const run of runs) if (run.font !== face) register(doc, run.font);
  const widthOf = (run: TextRun) => doc.font(run.font).widthOfString(run.text);
  const lines: Word[][] = [];
  for (const paragraph of text.split('\n')) {
    let line: Word[] = [];
    for (const piece of paragraph.match(/\s*\S+\s*|\s+/g) ?? ['']) {
      const word = piece.trimEnd();
      const space = doc.font(face).widthOfString(piece.slice(word.length));
      // A word wider than the box is broken between characters, as pdfkit breaks it.
      const parts: string[] = [];
      const whole = textRuns(word, face).reduce((sum, run) => sum + widthOf(run), 0) <= box.width;
      for (const { segment } of whole ? [{ segment: word }] : graphemes.segment(word)) {
        const part = `${parts.at(-1) ?? ''}${segment}`;
        const fits = textRuns(part, face).reduce((sum, run) => sum + widthOf(run), 0) <= box.width;
        if (parts.length > 0 && fits) parts[parts.length - 1] = part;
        else parts.push(segment);
      }
      for (const [i, part] of (parts.length > 0 ? parts : ['']).entries()) {
        const partRuns = textRuns(part, face);
        const next: Word = {
          runs: partRuns,
          width: partRuns.reduce((sum, run) => sum + widthOf(run), 0),
          space: i === parts.length - 1 ? space : 0,
        };
        if (line.length > 0 && lineWidth([...line, next]) > box.width) {
          lines.push(line);
          line = [];
        }
        line.push(next);
      }
    }
    lines.push(line);
  }
  const lineHeight = doc.font(face).currentLineHeight(true);
  const shown = box.height ? lines.slice(0, Math.max(1, Math.floor(box.height / lineHeight))) : lines;
  if (shown.length < lines.length && box.ellipsis) {
    const ellipsis: Word = {
      runs: [{ text: '…', font: face }],
      width: doc.widthOfString('…'),
      space: 0,
    };
    const last = [...shown.at(-1)!];
    while (last.length > 1 && lineWidth([...last, ellipsis]) > box.width) last.pop();
    shown[shown.length - 1] = [...last, ellipsis];
  }
  // Every run sits on the line's baseline, set by DejaVu's ascent as pdfkit sets it for plain text.
  const base = textFont(face);
  const ascent = (base.ascent / base.unitsPerEm) * size;
  shown.forEach((line, index) => {
    const free = Math.max(0, box.width - lineWidth(line));
    let cursor = x + (box.align === 'center' ? free / 2 : box.align === 'right' ? free : 0);
    const baseline = y + index * lineHeight + ascent;
    for (const word of line) {
      for (const run of word.runs) {
        doc.font(run.font).text(run.text, cursor, baseline, { lineBreak: false, baseline: 'alphabetic' });
        cursor += widthOf(run);
      }
      cursor += word.space;
    }
  });
  doc.font(face);
  doc.x = x;
  doc.y = y + shown.length * lineHeight;
};

/**
 * A QR code drawn as vector squares in a square of `size` points at (x, y), `margin` modules of
 * quiet zone inside it, on the light background the caller has drawn there. Vectors print sharp at any size and cost pdfkit nothing to decode,
 * where a PNG of the code took it longer than the rest of the page.
 */
export const drawQrCode = (
  doc: PDFKit.PDFDocument,
  text: string,
  x: number,
  y: number,
  size: number,
  options: { errorCorrectionLevel: QRCode.QRCodeErrorCorrectionLevel; margin: number },
) => {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: options.errorCorrectionLevel });
  const unit = size / (modules.size + options.margin * 2);
  const left = x + options.margin * unit;
  const top = y + options.margin * unit;
  doc.save();
  for (let row = 0; row < modules.size; row++) {
    // One rectangle per run of dark modules in a row; rows overlap by a hair so no seam shows.
    let start = -1;
    for (let col = 0; col <= modules.size; col++) {
      const dark = col < modules.size && modules.get(row, col) === 1;
      if (dark && start < 0) start = col;
      if (!dark && start >= 0) {
        doc.rect(left + start * unit, top + row * unit, (col - start) * unit, unit + 0.05);
        start = -1;
      }
    }
  }
  doc.fill('#000000').restore();
};

/**
 * A pdfkit document with the Unicode fonts registered as `body` and `bold`, and `finish()`, which
 * ends it and resolves to its bytes.
 */
export const createPdfDocument = (options: PDFKit.PDFDocumentOptions) => {
  const doc = new PDFDocument(options);
  for (const face of ['body', 'bold'] as const) {
    textFont(face);
    register(doc, face);
  }
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

/**
 * The uploaded logo as a PNG that fits the box, laid on the colour it is printed on (an opaque
 * PNG goes into the PDF as it is; pdfkit takes one with transparency apart on the main thread);
 * null when there is none or it is gone.
 */
export const readLogoPng = async (
  readUpload: (url: string) => Promise<Uint8Array | null>,
  url: string | null | undefined,
  box: { width: number; height: number },
  background: string,
): Promise<Buffer | null> => {
  const bytes = url ? await readUpload(url) : null;
  return bytes
    ? sharp(bytes)
        .resize({ ...box, fit: 'inside' })
        .flatten({ background })
        .png()
        .toBuffer()
    : null;
};
