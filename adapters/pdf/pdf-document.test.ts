import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { pdfWords as wordsOf, savedPdf } from '../../test/setup/pdf-text.ts';
import { createPdfDocument, textRuns, writeText, type TextStyle } from './pdf-document.ts';

/** The fonts poppler finds embedded in the PDF. */
const fontsOf = (pdf: Uint8Array) => execFileSync('pdffonts', [savedPdf(pdf)]).toString();

const written = async (text: string, style: TextStyle) => {
  const { doc, finish } = createPdfDocument({ size: [400, 300], margin: 0 });
  writeText(doc, text, 50, 40, style);
  const after = doc.y;
  return { pdf: await finish(), after };
};

const font = (run: { font: string }) => (run.font.includes('noto-emoji') ? 'emoji' : 'dejavu');

describe('text with emoji in a PDF', () => {
  it('gives DejaVu what it has and Noto Emoji the rest, keeping each emoji sequence whole', () => {
    expect(textRuns('Café 🎉 ☕', 'body').map((run) => [run.text, font(run)])).toEqual([
      ['Café ', 'dejavu'],
      ['🎉', 'emoji'],
      // DejaVu has the hot beverage, so it prints with the letters.
      [' ☕', 'dejavu'],
    ]);
    for (const sequence of ['👨‍👩‍👧', '🇵🇱', '👍🏽', '1️⃣']) {
      const runs = textRuns(`a${sequence}b`, 'bold');
      expect(runs.map((run) => run.text)).toEqual(['a', sequence, 'b']);
      expect(font(runs[1]!)).toBe('emoji');
    }
    expect(textRuns('Zoë Żółw Ілля', 'body')).toHaveLength(1);
  });

  it('embeds Noto Emoji only when the text has an emoji, and poppler reads the emoji back', async () => {
    const plain = await written('Kawiarnia Żółw', { face: 'bold', size: 20, width: 300 });
    expect(fontsOf(plain.pdf)).not.toContain('NotoEmoji');
    const party = await written('Kawiarnia 🎉 Żółw', { face: 'bold', size: 20, width: 300 });
    expect(fontsOf(party.pdf)).toContain('NotoEmoji-Bold');
    expect(wordsOf(party.pdf).map((word) => word.text)).toEqual(['Kawiarnia', '🎉', 'Żółw']);
  });

  it('prints each of several documents made one after another whole', async () => {
    // Fonts are read once per process; each document must still embed its own glyphs.
    const texts = ['Zażółć gęślą jaźń 🎉', 'Passdeck Café Ёжик', 'Zażółć gęślą jaźń 🎉'];
    for (const text of texts) {
      const { pdf } = await written(text, { face: 'body', size: 12, width: 300 });
      expect(
        wordsOf(pdf)
          .map((word) => word.text)
          .join(' '),
      ).toBe(text);
    }
  });

  it('centres a mixed line as one line, each word after the one before', async () => {
    const { pdf } = await written('Free coffee 🎉 for 🐢 friends', {
      face: 'body',
      size: 14,
      width: 300,
      align: 'center',
    });
    const words = wordsOf(pdf);
    expect(words.map((word) => word.text)).toEqual(['Free', 'coffee', '🎉', 'for', '🐢', 'friends']);
    for (const [before, word] of words.slice(1).map((word, i) => [words[i]!, word] as const)) {
      expect(word.xMin).toBeGreaterThan(before.xMax);
      expect(Math.abs(word.yMax - before.yMax)).toBeLessThan(3);
    }
    const left = words[0]!.xMin - 50;
    const right = 350 - words.at(-1)!.xMax;
    expect(Math.abs(left - right)).toBeLessThan(2);
  });

  it('wraps to the width, stops at the height with "…", and leaves doc.y under the block', async () => {
    const style: TextStyle = { face: 'body', size: 12, width: 120 };
    const long = 'Stamp 🎉 every coffee 🎉 and the tenth one 🎉 is on us 🎉 always';
    const open = await written(long, style);
    const lines = new Set(wordsOf(open.pdf).map((word) => Math.round(word.yMin)));
    expect(lines.size).toBeGreaterThan(2);
    for (const word of wordsOf(open.pdf)) expect(word.xMax).toBeLessThanOrEqual(50 + 120 + 0.5);
    expect(open.after).toBeGreaterThan(40 + 12 * lines.size);

    const cut = await written(long, { ...style, height: 32, ellipsis: true });
    const words = wordsOf(cut.pdf);
    expect(new Set(words.map((word) => Math.round(word.yMin))).size).toBe(2);
    expect(words.at(-1)?.text).toMatch(/\S…$/);
    for (const word of words) expect(word.xMax).toBeLessThanOrEqual(50 + 120 + 0.5);
    // A single word too long for the line is cut inside, "…" still within the box.
    const one = await written('🎉Averyveryverylongwordthatdoesnotfitatall next', {
      ...style,
      width: 100,
      height: 14,
      ellipsis: true,
    });
    const [only, ...rest] = wordsOf(one.pdf);
    expect(rest).toEqual([]);
    expect(only?.text).toMatch(/^🎉Avery.*…$/);
    expect(only!.xMax).toBeLessThanOrEqual(150.5);
  });

  it('wraps a line with an emoji where pdfkit wraps the same line without', async () => {
    const sentence = 'Hello world this is a longish sentence that wraps over lines';
    const style: TextStyle = { face: 'body', size: 12, width: 120 };
    const linesOf = (pdf: Uint8Array) => {
      const rows = new Map<number, string[]>();
      for (const word of wordsOf(pdf))
        rows.set(Math.round(word.yMin), [...(rows.get(Math.round(word.yMin)) ?? []), word.text]);
      return [...rows.values()].map((row) => row.join(' '));
    };
    const plain = linesOf((await written(sentence, style)).pdf);
    const mixed = linesOf((await written(`${sentence} 🎉`, style)).pdf);
    expect(plain.length).toBeGreaterThan(2);
    expect(mixed.slice(0, plain.length - 1)).toEqual(plain.slice(0, -1));
    // A line break at the very end adds no line, as in pdfkit.
    expect((await written('a 🎉\n', style)).after).toBe((await written('a 🎉', style)).after);
  });

  it('prints an emoji sequence cut off by an unusual space without failing', async () => {
    // A no-break space is a space to the line breaker, while the skin tone after it still
    // needs the emoji font: every font the text uses must be in the document.
    for (const text of ['🎉\u00a0🏽', '🎉 a\u00a0\u20e3', 'Kawiarnia 🐢\u3000🏽'])
      expect(
        wordsOf((await written(text, { face: 'bold', size: 12, width: 200 })).pdf).length,
      ).toBeGreaterThan(0);
  });

  it('breaks a word wider than the box between characters', async () => {
    const { pdf } = await written('🎉'.repeat(30), { face: 'body', size: 12, width: 100 });
    const words = wordsOf(pdf);
    expect(words.length).toBeGreaterThan(1);
    for (const word of words) expect(word.xMax).toBeLessThanOrEqual(150.5);
    expect(words.map((word) => word.text).join('')).toBe('🎉'.repeat(30));
  });
});
