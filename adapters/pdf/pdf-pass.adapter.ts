import sharp from 'sharp';
import type { CardContent } from '#domain/cards/index.ts';
import { STAMP_STRIP_SIZE, accessibleTextOn, type StampStrip } from '#domain/designer/index.ts';
import { formatShortCode } from '#domain/shared/index.ts';
import { holderPreviews, type PassHolder } from '#domain/wallet/index.ts';
import { createPdfDocument, drawQrCode, readLogoPng, writeText } from './pdf-document.ts';

const WIDTH = 320;
const HEIGHT = 500;

/** ISO/IEC 18004 asks for a light margin of 4 modules around a QR code. */
export const QR_QUIET_ZONE_MODULES = 4;

/**
 * A card-sized PDF of the holder's pass: colours, logo, the stamp strip as the phone shows it,
 * fields, back fields and the QR code (EC level H, with its full quiet zone). Customers see the
 * business's name and the pass description; the card's name is the owner's own label. Text keeps the card's colours where they read at
 * 4.5:1 on its background, else turns black or white: a printed pass is read in poor light.
 */
export const renderPdfPass = async (
  card: CardContent,
  holder: PassHolder,
  readUpload: (url: string) => Promise<Uint8Array | null>,
  drawStrip: (strip: StampStrip, width: number, height: number) => Promise<Uint8Array>,
): Promise<Uint8Array> => {
  const { front, back } = holderPreviews(card, holder, 'APPLE');
  const background = front.colors.background;
  const logo = await readLogoPng(readUpload, front.logo, { width: 240, height: 80 }, background);
  // Drawn at 3× its place on the page so it stays sharp when printed, and laid on the card's
  // colour here (sharp works off the main thread): pdfkit would take apart a PNG with an alpha
  // channel pixel by pixel, while an opaque one is embedded as it is.
  const strip = front.stamps
    ? await sharp(await drawStrip(front.stamps, STAMP_STRIP_SIZE.width * 3, STAMP_STRIP_SIZE.height * 3))
        .flatten({ background })
        .png()
        .toBuffer()
    : null;
  const pageHeight = (strip ? HEIGHT + 110 : HEIGHT) + (front.barcode ? 22 : 0);
  const textColor = accessibleTextOn(background, front.colors.foreground);
  const labelColor = accessibleTextOn(background, front.colors.label);

  const { doc, finish } = createPdfDocument({
    size: [WIDTH, pageHeight],
    margin: 0,
    info: {
      Title: front.description || front.logoText || 'Pass',
      Author: card.info.companyName || 'Passdeck',
      Creator: 'Passdeck',
    },
  });

  doc.rect(0, 0, WIDTH, pageHeight).fill(background);
  let y = 20;
  if (logo) {
    doc.image(logo, 20, y, { fit: [120, 40] });
    y += 48;
  }
  doc.fillColor(textColor);
  writeText(doc, front.logoText || front.description, 20, y, { face: 'bold', size: 16, width: WIDTH - 40 });
  y = doc.y + 4;
  if (front.description && front.logoText) {
    writeText(doc, front.description, 20, y, { face: 'body', size: 11, width: WIDTH - 40 });
    y = doc.y;
  }
  y += 12;
  if (strip) {
    const height = (WIDTH * STAMP_STRIP_SIZE.height) / STAMP_STRIP_SIZE.width;
    doc.image(strip, 0, y, { width: WIDTH, height });
    y += height + 12;
  }
  // A label above its value; returns where the next field starts.
  const drawField = (
    field: { label: string; value: string; href?: string },
    top: number,
    labelSize: number,
    valueSize: number,
  ) => {
    doc.fillColor(labelColor);
    writeText(doc, field.label.toUpperCase(), 20, top, { face: 'bold', size: labelSize, width: WIDTH - 40 });
    doc.fillColor(textColor);
    const valueTop = doc.y;
    writeText(doc, field.value, 20, valueTop, {
      face: 'body',
      size: valueSize,
      width: WIDTH - 40,
      height: pageHeight - valueTop - 10,
    });
    // A contact link opens from the PDF too: its value is the link's area.
    if (field.href) doc.link(20, valueTop, WIDTH - 40, doc.y - valueTop, field.href);
    return doc.y + (valueSize > 10 ? 8 : 6);
  };
  for (const field of [
    ...front.headerFields,
    ...front.primaryFields,
    ...front.secondaryFields,
    ...front.auxiliaryFields,
  ])
    y = drawField(field, y, 8, 13);
  if (front.barcode) {
    // The white box is the code's quiet zone; its rounded corners only soften it.
    const size = 170;
    doc.roundedRect((WIDTH - size) / 2, y, size, size, 8).fill('#FFFFFF');
    drawQrCode(doc, holder.barcodeMessage, (WIDTH - size) / 2, y, size, {
      errorCorrectionLevel: 'H',
      margin: QR_QUIET_ZONE_MODULES,
    });
    y += size + 6;
    // The code staff type when the camera cannot read the QR code (its alternative text).
    doc
      .font('bold')
      .fontSize(13)
      .fillColor(textColor)
      .text(formatShortCode(holder.shortCode), 20, y, {
        width: WIDTH - 40,
        align: 'center',
        characterSpacing: 1,
      });
    y = doc.y + 10;
  }
  for (const field of back.backFields) {
    if (y > pageHeight - 40) break;
    y = drawField(field, y, 7, 9);
  }
  return finish();
};
