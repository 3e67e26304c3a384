import QRCode from 'qrcode';
import { useEffect, useRef } from 'react';
import { QR_OPTIONS } from './qr-download.ts';

/** A scannable QR code of a link, drawn on a canvas (for a phone camera pointed at the screen). */
export const LinkQr = ({ value, size = 176, label }: { value: string; size?: number; label: string }) => {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    if (canvas.current) void QRCode.toCanvas(canvas.current, value, { ...QR_OPTIONS, width: size });
  }, [value, size]);
  return (
    <canvas
      ref={canvas}
      width={size}
      height={size}
      role="img"
      aria-label={label}
      data-value={value}
      style={{ width: size, height: size, borderRadius: 8 }}
    />
  );
};
