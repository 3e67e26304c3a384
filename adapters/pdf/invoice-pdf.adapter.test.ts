import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { anInvoice } from '../../test/fakes/billing-fakes.ts';
import { pdfWords, savedPdf } from '../../test/setup/pdf-text.ts';
import { DEFAULT_INVOICE_SELLER } from '#domain/billing/index.ts';
import { createPdfInvoiceRenderer } from './invoice-pdf.adapter.ts';

const invoice = anInvoice();

/** The PDF's text as poppler reads it, so the test reads what a person (or their accountant) would. */
const textOf = (pdf: Uint8Array) => execFileSync('pdftotext', ['-layout', savedPdf(pdf), '-']).toString();

describe('the invoice PDF', () => {
  it('names the seller, the buyer with its address, the period and each amount', async () => {
    const pdf = await createPdfInvoiceRenderer().render(
      invoice,
      DEFAULT_INVOICE_SELLER,
      { name: 'Kawiarnia Żółw', address: 'ul. Długa 5, 00-001 Warszawa' },
      'en',
    );
    const text = textOf(pdf);
    for (const expected of [
      'Passdeck',
      'Invoice PD-000007',
      'Billed to',
      'Kawiarnia Żółw',
      'ul. Długa 5, 00-001 Warszawa',
      'Growth (yearly)',
      'November 26, 2026 – November 26, 2027',
      'PLN 1,919.90',
      '−PLN 383.98',
      'PLN 1,535.92',
    ])
      expect(text).toContain(expected);
  });

  it('leaves the address out when the profile has none', async () => {
    const text = textOf(
      await createPdfInvoiceRenderer().render(
        invoice,
        DEFAULT_INVOICE_SELLER,
        { name: 'Café Sol', address: null },
        'en',
      ),
    );
    expect(text).toMatch(/Billed to\s+Café Sol\s+Description/);
  });

  it('is worded in the reader’s language, the plan named in it too', async () => {
    const buyer = { name: 'Kawiarnia Żółw 🐢', address: null };
    const polish = textOf(
      await createPdfInvoiceRenderer().render(invoice, DEFAULT_INVOICE_SELLER, buyer, 'pl'),
    );
    for (const expected of [
      'Faktura PD-000007',
      'Data: 26 listopada 2026',
      'Nabywca',
      'Kawiarnia Żółw 🐢',
      'Growth (rocznie)',
      'Cena katalogowa',
      'Rabat za polecenie',
      'Pobrano',
      'Status: opłacona',
    ])
      expect(polish).toContain(expected);
    expect(polish).not.toContain('Invoice');
    // A plan the catalogue no longer has keeps the words it was sold under.
    const gone = textOf(
      await createPdfInvoiceRenderer().render(
        { ...invoice, planId: 'legacy' },
        DEFAULT_INVOICE_SELLER,
        buyer,
        'de',
      ),
    );
    expect(gone).toContain('Rechnung PD-000007');
    expect(gone).toContain('Growth (yearly)');
  });

  it('names the configured seller with its address and VAT number, and the VAT the price includes', async () => {
    const seller = {
      name: 'Kawiarnie Polskie Sp. z o.o.',
      address: 'ul. Marszałkowska 1\n00-624 Warszawa',
      taxId: 'PL5250001009',
      vatRate: '23',
    };
    const buyer = { name: 'Café Sol', address: null };
    const polish = textOf(await createPdfInvoiceRenderer().render(invoice, seller, buyer, 'pl'));
    for (const expected of [
      'Kawiarnie Polskie Sp. z o.o.',
      'ul. Marszałkowska 1',
      '00-624 Warszawa',
      'NIP: PL5250001009',
      'Kwota netto',
      // Amounts as Polish writes them, as on the billing tab.
      '1248,72 PLN',
      'W tym VAT (23 %)',
      '287,20 PLN',
    ])
      expect(polish).toContain(expected);
    // Without a rate nothing is said of VAT.
    const plain = textOf(
      await createPdfInvoiceRenderer().render(invoice, DEFAULT_INVOICE_SELLER, buyer, 'pl'),
    );
    expect(plain).not.toContain('VAT');
    expect(plain).not.toContain('NIP');
  });

  it('keeps a label in two lines from running into the next amount', async () => {
    const credited = { ...invoice, creditApplied: '100.00', amount: '1435.92' };
    const words = pdfWords(
      await createPdfInvoiceRenderer().render(
        credited,
        DEFAULT_INVOICE_SELLER,
        { name: 'X', address: null },
        'de',
      ),
    );
    const word = (text: string) => words.find((w) => w.text === text)!;
    // "Angerechnetes Guthaben" takes two lines; "Rechnungsbetrag" starts under both.
    expect(word('Guthaben').yMin).toBeGreaterThan(word('Angerechnetes').yMax - 1);
    expect(word('Rechnungsbetrag').yMin).toBeGreaterThan(word('Guthaben').yMax - 1);
  });
});
