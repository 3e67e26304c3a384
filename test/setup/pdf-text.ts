import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The PDF in a temporary file, for poppler's tools. */
export const savedPdf = (pdf: Uint8Array) => {
  const file = join(mkdtempSync(join(tmpdir(), 'passdeck-pdf-')), 'document.pdf');
  writeFileSync(file, pdf);
  return file;
};

/** A word as poppler reads it from the page, with its box in points from the top left. */
export interface PdfWord {
  readonly text: string;
  readonly xMin: number;
  readonly yMin: number;
  readonly xMax: number;
  readonly yMax: number;
}

/** Each word poppler reads (`pdftotext -bbox`), in reading order: what a reader sees, and where. */
export const pdfWords = (pdf: Uint8Array): PdfWord[] =>
  [
    ...execFileSync('pdftotext', ['-bbox', savedPdf(pdf), '-'])
      .toString()
      .matchAll(/<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/g),
  ].map(([, xMin, yMin, xMax, yMax, text]) => ({
    text: text ?? '',
    xMin: Number(xMin),
    yMin: Number(yMin),
    xMax: Number(xMax),
    yMax: Number(yMax),
  }));
