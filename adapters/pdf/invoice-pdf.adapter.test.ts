import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { InvoiceRecord } from '#domain/billing/index.ts';
import { createPdfInvoiceRenderer } from './invoice-pdf.adapter.ts';

const invoice: InvoiceRecord = {
  id: 'i1',
  businessId: 'b1',
  number: 'PD-000007',
  planId: 'growth-year',
  description: 'Growth (yearly)',
  amount: '1535.92',
  creditApplied: '0.00',
  listPrice: '1919.90',
  discountAmount: '383.98',
  currency: 'PLN',
  status: 'paid',
  periodStart: new Date('2026-11-26T00:00:00Z'),
  periodEnd: new Date('2027-11-26T00:00:00Z'),
  createdAt: new Date('2026-11-26T10:00:00Z'),
};

/** The PDF's text as poppler reads it, so the test reads what a person (or their accountant) would. */
const textOf = (pdf: Uint8Array) => {
  const file = join(mkdtempSync(join(tmpdir(), 'invoice-')), 'invoice.pdf');
  writeFileSync(file, pdf);
  return execFileSync('pdftotext', ['-layout', file, '-']).toString();
};

describe('the invoice PDF', () => {
  it('names the seller, the buyer with its address, the period and each amount', async () => {
    const pdf = await createPdfInvoiceRenderer().render(invoice, 'Passdeck', {
      name: 'Kawiarnia Żółw',
      address: 'ul. Długa 5, 00-001 Warszawa',
    });
    const text = textOf(pdf);
    for (const expected of [
      'Passdeck',
      'Invoice PD-000007',
      'Billed to',
      'Kawiarnia Żółw',
      'ul. Długa 5, 00-001 Warszawa',
      'Growth (yearly)',
      '2026-11-26 – 2027-11-26',
      'PLN 1919.90',
      '−PLN 383.98',
      'PLN 1535.92',
    ])
      expect(text).toContain(expected);
  });

  it('leaves the address out when the profile has none', async () => {
    const text = textOf(
      await createPdfInvoiceRenderer().render(invoice, 'Passdeck', { name: 'Café Sol', address: null }),
    );
    expect(text).toMatch(/Billed to\s+Café Sol\s+Description/);
  });
});
