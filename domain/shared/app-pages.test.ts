import { describe, expect, it } from 'vitest';
import { isAppPage } from './app-pages.ts';

describe('isAppPage', () => {
  it('knows the pages as the router matches them', () => {
    for (const path of [
      '/',
      '/customers',
      '/Customers/',
      '/card/0b7e8f0a-5c1e-4c8e-9a43-7f1f3f0b2a10/test',
      '/signup/verify/a1/b2',
      '/get-pass',
      '/get-pass/anything/at/all',
    ])
      expect(isAppPage(path), path).toBe(true);
  });

  it('does not know other addresses', () => {
    for (const path of [
      '/privacy-policy',
      '/customers/extra',
      '/card',
      '/card//test',
      '/signup/verify/a1',
      '/get-passes',
      '//customers',
    ])
      expect(isAppPage(path), path).toBe(false);
  });
});
