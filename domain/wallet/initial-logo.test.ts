import { describe, expect, it } from 'vitest';
import {
  googleProgramLogo,
  initialLogoFile,
  initialLogoFor,
  initialLogoUrl,
  initialOf,
  parseInitialLogoFile,
} from './initial-logo.ts';

describe('initial logos', () => {
  it('takes the first letter, digit or pictograph, upper-cased', () => {
    expect(initialOf('café Aurora')).toBe('C');
    expect(initialOf('  "42 Bar"')).toBe('4');
    expect(initialOf('☕ Corner')).toBe('☕');
    expect(initialOf('łódź')).toBe('Ł');
    expect(initialOf('—')).toBe('P');
  });
  it('names a file that draws the same logo back', () => {
    const file = initialLogoFile('Café Aurora', '#7B61FF');
    expect(file).toBe('initial-43-7b61ff.png');
    expect(initialLogoUrl('Café Aurora', '#7B61FF')).toBe('/api/uploads/initial-43-7b61ff.png');
    expect(parseInitialLogoFile(file)).toEqual(initialLogoFor('Café Aurora', '#7B61FF'));
    expect(parseInitialLogoFile(initialLogoFile('☕ Corner', '#0A0'))).toEqual({
      initial: '☕',
      background: '#00aa00',
      foreground: '#1C1B22',
    });
    // "ß" upper-cases to "SS": the file keeps the first.
    expect(parseInitialLogoFile(initialLogoFile('ßar', '#FFFFFF'))?.initial).toBe('S');
    expect(initialLogoFor('x', 'not a colour').background).toBe('#000000');
  });
  it('reads no other name, and no control or unprintable initial', () => {
    for (const file of [
      'initial-43-7b61ff.jpg',
      'initial-43-7b61f.png',
      '../initial-43-7b61ff.png',
      'initial-0a-7b61ff.png',
      'initial-d800-7b61ff.png',
      'initial-2e-7b61ff.png',
      'initial-1234567-7b61ff.png',
      'photo.png',
    ])
      expect(parseInitialLogoFile(file), file).toBeNull();
  });

  it("gives the Google program logo the object and the designer's preview both show (issue 23)", () => {
    const model = { logo: null, logoText: 'Café Sol', colors: { background: '#0E7C66' } };
    expect(googleProgramLogo(model)).toBe(initialLogoUrl('Café Sol', '#0E7C66'));
    expect(googleProgramLogo({ ...model, logoText: '' })).toBe(initialLogoUrl('Passdeck', '#0E7C66'));
    expect(googleProgramLogo({ ...model, logoText: '' }, 'Zoe')).toBe(initialLogoUrl('Zoe', '#0E7C66'));
    expect(googleProgramLogo({ ...model, logo: '/api/uploads/own.png' })).toBe('/api/uploads/own.png');
  });
});
