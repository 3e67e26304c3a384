import QRCode from 'qrcode';
import { QR_RULES, qrDownloadCanvas } from '#domain/cards/index.ts';

export const QR_OPTIONS = {
  errorCorrectionLevel: QR_RULES.errorCorrectionLevel,
  margin: 0,
  color: { dark: '#000000', light: '#FFFFFF' },
} as const;

/** Draws the download image with the requirements §9 geometry: 4 × size + 320 px padding; a top text adds 240 px. */
export const renderQrDownload = async (
  target: string,
  topText: string,
  bottomText: string,
): Promise<Blob | null> => {
  const size = QR_RULES.defaultSize;
  const { width, height } = qrDownloadCanvas(size, Boolean(topText), Boolean(bottomText));
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const ctx = canvas.getContext('2d');
  if (!ctx) return null;
  ctx.fillStyle = '#FFFFFF';
  ctx.fillRect(0, 0, width, height);
  const qr = document.createElement('canvas');
  await QRCode.toCanvas(qr, target, { ...QR_OPTIONS, width: size * QR_RULES.scale });
  const top = topText ? QR_RULES.topTextHeight : 0;
  ctx.drawImage(qr, QR_RULES.padding / 2, top + QR_RULES.padding / 2);
  ctx.fillStyle = '#111111';
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.font = "600 44px 'Inter Variable', Arial, sans-serif";
  if (topText) ctx.fillText(topText, width / 2, QR_RULES.topTextHeight / 2 + 40, width - 80);
  if (bottomText) ctx.fillText(bottomText, width / 2, height - QR_RULES.padding / 4, width - 80);
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/png'));
};

/** Saves bytes as a file through a temporary link. */
export const saveFile = (blob: Blob, fileName: string) => {
  const link = document.createElement('a');
  link.href = URL.createObjectURL(blob);
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(link.href), 1000);
};
