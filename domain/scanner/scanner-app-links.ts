import { z } from 'zod';

/**
 * Where staff get a scanner app (requirements §2.3 step 4). Our web scanner at /scanner always works and
 * installs from the browser; native listings and the APK exist only where the operator publishes
 * them, so each is configured and a link is shown only when it is set to an https address.
 */
export interface ScannerAppLinks {
  readonly appStore: string | null;
  readonly playStore: string | null;
  readonly apk: string | null;
  /** The path of our web scanner on this site. */
  readonly web: string;
}

const HttpsUrl = z.url({ protocol: /^https$/ });

const linkOrNull = (value: string | null | undefined) => {
  const parsed = HttpsUrl.safeParse((value ?? '').trim());
  return parsed.success ? parsed.data : null;
};

/** Reads the links from build settings; anything missing or not https is left out. */
export const scannerAppLinksFrom = (settings: {
  appStore?: string | null;
  playStore?: string | null;
  apk?: string | null;
}): ScannerAppLinks => ({
  appStore: linkOrNull(settings.appStore),
  playStore: linkOrNull(settings.playStore),
  apk: linkOrNull(settings.apk),
  web: '/scanner',
});
