/** requirements §9 QR code defaults and limits. */
export const QR_RULES = Object.freeze({
  errorCorrectionLevel: 'H',
  defaultSize: 128,
  maxTextLength: 50,
  fileName: 'qrcode.png',
  padding: 320,
  scale: 4,
  topTextHeight: 240,
});

/** requirements §3 qrCodeState defaults. */
export const QR_CODE_DEFAULT_STATE = Object.freeze({
  isVisible: true,
  isCustom: false,
  customLink: '',
  customText: '',
});

/**
 * The download canvas (requirements §9): 4 × the size plus 320 px of padding; a top text adds
 * 240 px. A bottom text is drawn inside the bottom padding, so it adds nothing.
 */
export const qrDownloadCanvas = (
  size: number,
  hasTopText: boolean,
  hasBottomText: boolean,
): { width: number; height: number } => {
  void hasBottomText;
  const side = size * QR_RULES.scale + QR_RULES.padding;
  return { width: side, height: side + (hasTopText ? QR_RULES.topTextHeight : 0) };
};

/** A QR caption cut to 50 characters (as the user sees them). */
export const clampQrText = (text: string): string =>
  [...new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(text)]
    .slice(0, QR_RULES.maxTextLength)
    .map((s) => s.segment)
    .join('');
