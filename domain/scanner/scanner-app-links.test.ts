import { describe, expect, it } from 'vitest';
import { scannerAppLinksFrom } from './scanner-app-links.ts';

describe('scannerAppLinksFrom (requirements §2.3 step 4)', () => {
  it('keeps https links and always offers the web scanner', () => {
    expect(
      scannerAppLinksFrom({
        appStore: ' https://apps.apple.com/app/id123 ',
        playStore: 'https://play.google.com/store/apps/details?id=app.passdeck.scanner',
        apk: 'https://downloads.example.com/scanner.apk',
      }),
    ).toEqual({
      appStore: 'https://apps.apple.com/app/id123',
      playStore: 'https://play.google.com/store/apps/details?id=app.passdeck.scanner',
      apk: 'https://downloads.example.com/scanner.apk',
      web: '/scanner',
    });
  });

  it('leaves out missing, malformed and plain-http links', () => {
    expect(
      scannerAppLinksFrom({
        appStore: '',
        playStore: 'http://play.example.com/x',
        apk: 'javascript:alert(1)',
      }),
    ).toEqual({ appStore: null, playStore: null, apk: null, web: '/scanner' });
    expect(scannerAppLinksFrom({})).toEqual({ appStore: null, playStore: null, apk: null, web: '/scanner' });
  });
});
