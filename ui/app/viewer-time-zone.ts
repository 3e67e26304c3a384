import { isTimeZone } from '#domain/shared/index.ts';

/**
 * The browser's time zone, in which the viewer reads days and times; UTC when it names none, or
 * one it cannot use itself (a browser that cannot tell reports "Etc/Unknown", which no server takes).
 */
export const viewerTimeZone = (): string => {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return zone && zone !== 'Etc/Unknown' && isTimeZone(zone) ? zone : 'UTC';
};
