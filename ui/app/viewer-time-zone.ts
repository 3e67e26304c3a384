/** The browser's time zone, in which the viewer reads days and times; UTC when it names none. */
export const viewerTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
