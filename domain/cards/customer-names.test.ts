import { describe, expect, it } from 'vitest';
import { CardInputSchema } from './card-schema.ts';
import { customerNamesOf, downloadFileName } from './customer-names.ts';

const card = (info: { companyName?: string; passDescription?: string }) =>
  CardInputSchema.parse({ name: 'Open stamps (internal)', passType: 'loyalty', info });

describe('the names customers see', () => {
  it('are the company name and the pass description, never the card name', () => {
    const names = customerNamesOf(card({ companyName: ' Café Sol ', passDescription: 'Ten coffees' }));
    expect(names).toEqual({ business: 'Café Sol', pass: 'Ten coffees' });
    expect(JSON.stringify(names)).not.toContain('internal');
  });
  it('name the pass after the business when it has no description', () => {
    expect(customerNamesOf(card({ companyName: 'Café Sol' })).pass).toBe('Café Sol');
    expect(customerNamesOf(card({}))).toEqual({ business: '', pass: '' });
  });
});

describe('download file names', () => {
  it('are an ASCII slug of the business name', () => {
    expect(downloadFileName('Café Sol', 'pkpass')).toBe('Cafe-Sol.pkpass');
    expect(downloadFileName("Ana's  Nails & Spa!", 'pdf')).toBe('Ana-s-Nails-Spa.pdf');
    expect(downloadFileName('Zoë Bäckerei', 'pdf', 'poster')).toBe('Zoe-Backerei-poster.pdf');
  });
  it('fall back to pass when nothing ASCII is left', () => {
    expect(downloadFileName('', 'pkpass')).toBe('pass.pkpass');
    expect(downloadFileName('Кавʼярня', 'pdf')).toBe('pass.pdf');
    expect(downloadFileName('☕', 'pdf', 'poster')).toBe('pass-poster.pdf');
  });
  it('never let a header or a path break', () => {
    const name = downloadFileName('a"b/..\\c\r\nSet-Cookie: x', 'pdf');
    expect(name).toMatch(/^[A-Za-z0-9-]+\.pdf$/);
    expect(downloadFileName('x'.repeat(200), 'pdf').length).toBeLessThanOrEqual(64);
  });
});
