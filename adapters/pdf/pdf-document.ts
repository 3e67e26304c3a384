import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import * as fontkit from 'fontkit';
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import sharp from 'sharp';
import { graphemes } from '#domain/shared/index.ts';

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

/** One grapheme (a letter with its accents, an emoji sequence) and the font that prints it. */
interface Cluster {
  readonly text: string;
  readonly font: string;
}

const clustersOf = (text: string, face: PdfFace): Cluster[] => {
  const base = textFont(face);
  return graphemes(text).map((segment) => ({
    text: segment,
    font: covers(base, segment)
      ? face
      : (emojiFontsOf(face).find((emoji) => covers(emoji.font, segment))?.name ?? face),
  }));
};

/** Neighbouring clusters in the same font, joined. */
const runsOf = (clusters: readonly Cluster[]): TextRun[] => {
  const runs: { text: string; font: string }[] = [];
  for (const cluster of clusters) {
    const last = runs.at(-1);
    if (last?.font === cluster.font) last.text += cluster.text;
    else runs.push({ ...cluster });
  }
  return runs;
};

/**
 * The text cut into runs by font: DejaVu for every character it has, and for a character (or an
 * emoji sequence: a flag, a skin tone, a ZWJ family) it lacks, the Noto Emoji file that has all
 * of it, so the sequence is shaped as one glyph. What no file has stays with DejaVu.
 */
export const textRuns = (text: string, face: PdfFace): TextRun[] => runsOf(clustersOf(text, face));

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

/** A word (with any spaces before it, as pdfkit keeps them) and the spaces after it. */
interface Word {
  readonly clusters: Cluster[];
  readonly width: number;
  /** The spaces after it: they count between words, not at the end of a line. */
  readonly spaces: Cluster[];
  readonly space: number;
}

const lineWidth = (line: readonly Word[]) =>
  line.reduce((sum, word, i) => sum + word.width + (i < line.length - 1 ? word.space : 0), 0);

const isSpace = (cluster: Cluster) => /^\s+$/.test(cluster.text);

/**
 * Writes text at (x, y), wrapped to the style's box, and leaves `doc.y` under it as pdfkit's
 * `text` does. Text DejaVu prints whole goes to pdfkit as it is. Text with emoji is laid out
 * here, because pdfkit's own way to mix fonts in a paragraph (`continued`) draws the pieces of a
 * centred line on top of each other. It wraps as pdfkit does (a word fits with the spaces after
 * it; a word wider than the box is broken between graphemes), except that such a word starts
 * on a line of its own.
 */
export const writeText = (doc: PDFKit.PDFDocument, text: string, x: number, y: number, style: TextStyle) => {
  const { face, size, ...box } = style;
  doc.fontSize(size);
  const clusters = clustersOf(text, face);
  if (clusters.every((cluster) => cluster.font === face)) {
    doc.font(face).text(text, x, y, box);
    return;
  }
  // The emoji fonts this text uses join the document under their names.
  for (const font of new Set(clusters.map((cluster) => cluster.font))) if (font !== face) register(doc, font);
  const widthOf = (part: readonly Cluster[]) =>
    runsOf(part).reduce((sum, run) => sum + doc.font(run.font).widthOfString(run.text), 0);
  const wordOf = (part: Cluster[], spaces: Cluster[]): Word => ({
    clusters: part,
    width: widthOf(part),
    spaces,
    space: widthOf(spaces),
  });

  // Paragraphs end at line breaks; a break at the very end adds no line, as in pdfkit.
  const paragraphs: Cluster[][] = [[]];
  for (const cluster of clusters) {
    if (cluster.text === '\n' || cluster.text === '\r\n') paragraphs.push([]);
    else paragraphs.at(-1)!.push(cluster);
  }
  if (paragraphs.length > 1 && paragraphs.at(-1)!.length === 0) paragraphs.pop();

  const lines: Word[][] = [];
  for (const paragraph of paragraphs) {
    let line: Word[] = [];
    let used = 0;
    const place = (word: Word) => {
      if (line.length > 0 && used + word.width + word.space > box.width) {
        lines.push(line);
        line = [];
        used = 0;
      }
      line.push(word);
      used += word.width + word.space;
    };
    let index = 0;
    while (index < paragraph.length) {
      const start = index;
      while (index < paragraph.length && isSpace(paragraph[index]!)) index++;
      while (index < paragraph.length && !isSpace(paragraph[index]!)) index++;
      const wordEnd = index;
      while (index < paragraph.length && isSpace(paragraph[index]!)) index++;
      const word = paragraph.slice(start, wordEnd);
      const spaces = paragraph.slice(wordEnd, index);
      if (widthOf(word) <= box.width) {
        place(wordOf(word, spaces));
        continue;
      }
      // Too wide for any line: cut between graphemes into pieces that each fill one (widths
      // summed per grapheme, so a long word costs its length, not its square).
      let piece: Cluster[] = [];
      let pieceWidth = 0;
      for (const cluster of word) {
        const width = widthOf([cluster]);
        if (piece.length > 0 && pieceWidth + width > box.width) {
          place(wordOf(piece, []));
          piece = [];
          pieceWidth = 0;
        }
        piece.push(cluster);
        pieceWidth += width;
      }
      place(wordOf(piece, spaces));
    }
    lines.push(line);
  }

  const lineHeight = doc.font(face).currentLineHeight(true);
  const shown = box.height ? lines.slice(0, Math.max(1, Math.floor(box.height / lineHeight))) : lines;
  if (shown.length < lines.length && box.ellipsis) {
    // The last line shown gives up graphemes from its end until "…" fits right after it.
    const kept = shown
      .at(-1)!
      .flatMap((word, i, line) => [...word.clusters, ...(i < line.length - 1 ? word.spaces : [])]);
    const trim = () => {
      while (kept.length > 0 && isSpace(kept.at(-1)!)) kept.pop();
    };
    const dots: Cluster = { text: '…', font: face };
    trim();
    while (kept.length > 1 && widthOf([...kept, dots]) > box.width) {
      kept.pop();
      trim();
    }
    shown[shown.length - 1] = [wordOf([...kept, dots], [])];
  }
  // Every run sits on the line's baseline, set by DejaVu's ascent as pdfkit sets it for plain text.
  const base = textFont(face);
  const ascent = (base.ascent / base.unitsPerEm) * size;
  shown.forEach((line, index) => {
    const free = Math.max(0, box.width - lineWidth(line));
    let cursor = x + (box.align === 'center' ? free / 2 : box.align === 'right' ? free : 0);
    const baseline = y + index * lineHeight + ascent;
    for (const word of line) {
      for (const run of runsOf(word.clusters)) {
        doc.font(run.font).text(run.text, cursor, baseline, { lineBreak: false, baseline: 'alphabetic' });
        cursor += doc.widthOfString(run.text);
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
 * quiet zone inside it, on the light background the caller has drawn there. Vectors print sharp
 * at any size and cost pdfkit nothing to decode, where a PNG of the code took it longer than the
 * rest of the page.
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
  for (const face of ['body', 'bold'] as const)
    doc.registerFont(face, fontNamed(face, TEXT_FONTS[face]).bytes);
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
