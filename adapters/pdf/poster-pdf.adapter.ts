import type { PosterContent, PosterRenderer } from '#domain/invitations/index.ts';
import { createPdfDocument, drawQrCode, readLogoPng, writeText } from './pdf-document.ts';
import { printTexts } from './print-texts.ts';

// A4 in points.
const WIDTH = 595.28;
const HEIGHT = 841.89;
const MARGIN = 56;

/**
 * An A4 poster with pdfkit: the business's colour band and name, a headline, a large QR code of
 * the get-pass link (error correction H, so a worn print still scans), and the link in words.
 */
export const createPosterRenderer = (
  readUpload: (url: string) => Promise<Uint8Array | null>,
): PosterRenderer => ({
  async render(poster: PosterContent) {
    const t = printTexts(poster.language).poster;
    const logo = await readLogoPng(
      readUpload,
      poster.logo,
      { width: 480, height: 160 },
      poster.backgroundColor,
    );
    const { doc, finish } = createPdfDocument({
      size: 'A4',
      margin: 0,
      info: {
        Title: [poster.businessName, poster.passDescription].filter(Boolean).join(' · '),
        Author: poster.businessName,
        Creator: 'Passdeck',
      },
    });

    const band = 150;
    doc.rect(0, 0, WIDTH, band).fill(poster.backgroundColor);
    if (logo) doc.image(logo, MARGIN, 40, { fit: [160, 70] });
    doc.fillColor(poster.foregroundColor);
    writeText(doc, poster.businessName, logo ? MARGIN + 180 : MARGIN, 58, {
      face: 'bold',
      size: 26,
      width: WIDTH - MARGIN * 2 - (logo ? 180 : 0),
      height: 70,
      ellipsis: true,
    });
    doc
      .font('bold')
      .fontSize(34)
      .fillColor('#1a1b1e')
      .text(t.headline, MARGIN, band + 48, {
        width: WIDTH - MARGIN * 2,
        align: 'center',
      });
    if (poster.passDescription) {
      doc.fillColor('#343a40');
      writeText(doc, poster.passDescription, MARGIN, doc.y + 10, {
        face: 'body',
        size: 18,
        width: WIDTH - MARGIN * 2,
        align: 'center',
      });
    }
    const qrSize = 320;
    const qrTop = doc.y + 32;
    drawQrCode(doc, poster.link, (WIDTH - qrSize) / 2, qrTop, qrSize, {
      errorCorrectionLevel: 'H',
      margin: 2,
    });
    doc
      .font('body')
      .fontSize(16)
      .fillColor('#343a40')
      .text(t.scan, MARGIN, qrTop + qrSize + 28, { width: WIDTH - MARGIN * 2, align: 'center' });
    doc
      .fontSize(12)
      .fillColor('#5c5f66')
      .text(`${t.open} ${poster.link}`, MARGIN, doc.y + 14, { width: WIDTH - MARGIN * 2, align: 'center' });
    doc
      .fontSize(11)
      .fillColor('#868e96')
      .text(t.wallets, MARGIN, HEIGHT - MARGIN - 14, { width: WIDTH - MARGIN * 2, align: 'center' });
    return finish();
  },
});
