import { stampStripSvg, STAMP_STRIP_SIZE, type StampStrip } from '#domain/designer/index.ts';

/**
 * The stamp strip as the pass shows it: the domain's SVG drawing, the same one the server
 * rasterises into the pass's strip image. Plain markup (no component library) so the light
 * get-pass page can use it too. The SVG holds only numbers, validated colours, fixed icon paths
 * and an escaped image URL, so inserting it as markup is safe.
 */
export const StampStripImage = ({
  strip,
  label,
  className,
}: {
  strip: StampStrip;
  label: string;
  className?: string;
}) => (
  <div
    role="img"
    aria-label={label}
    data-stamp-strip={`${strip.filled}/${strip.total}`}
    className={className}
    style={{ lineHeight: 0, ...(className ? {} : { width: '100%' }) }}
    dangerouslySetInnerHTML={{
      __html: stampStripSvg(strip, STAMP_STRIP_SIZE.width, STAMP_STRIP_SIZE.height, true),
    }}
  />
);
