import {
  formatPrice,
  includedVat,
  invoiceAmountLines,
  invoicePlanOf,
  type InvoiceRenderer,
} from '#domain/billing/index.ts';
import { fillTemplate, formattingLocale } from '#domain/shared/index.ts';
import { createPdfDocument, writeText } from './pdf-document.ts';
import { printTexts } from './print-texts.ts';

/**
 * A built-in invoice as an A4 PDF in the reader's language: DejaVu prints "zł", "₹" and Cyrillic
 * names, Noto Emoji an emoji in a business's name. Dates are written as the reader's language
 * writes them (a day of the UTC calendar, as the invoice was dated); amounts carry their currency
 * and are written as the reader's language writes numbers, like the prices of the billing tab.
 */
export const createPdfInvoiceRenderer = (): InvoiceRenderer => ({
  async render(invoice, seller, buyer, language) {
    const t = printTexts(language).invoice;
    const locale = formattingLocale(language, []);
    const money = (amount: string) => formatPrice(amount, invoice.currency, locale);
    const dates = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' });
    const day = (date: Date) => dates.format(date);
    const { doc, finish } = createPdfDocument({
      size: 'A4',
      margin: 56,
      lang: language,
      info: { Title: fillTemplate(t.title, { number: invoice.number }), Author: seller.name },
    });
    // The description column ends before the amounts' labels begin.
    const body = { face: 'body', size: 11, width: 264 } as const;
    writeText(doc, seller.name, 56, 56, { face: 'bold', size: 22, width: 483 });
    const sellerLines = [
      ...(seller.address?.split('\n') ?? []),
      ...(seller.taxId ? [fillTemplate(t.taxId, { id: seller.taxId })] : []),
    ];
    doc.fillColor('#444');
    for (const line of sellerLines) writeText(doc, line, 56, doc.y, { face: 'body', size: 10, width: 483 });
    doc.moveDown(0.5).font('body').fontSize(11).fillColor('#444');
    doc.text(fillTemplate(t.title, { number: invoice.number }));
    doc.text(fillTemplate(t.date, { date: day(invoice.createdAt) }));
    doc.moveDown().fillColor('#000').font('bold').text(t.billedTo);
    writeText(doc, buyer.name || '—', 56, doc.y, body);
    if (buyer.address) writeText(doc, buyer.address, 56, doc.y, body);
    doc.moveDown(1.5).font('bold').text(t.description, 56, doc.y, { continued: false });
    const rowY = doc.y + 4;
    // A known plan is named in the reader's language; the stored wording is the fallback.
    const plan = invoicePlanOf(invoice.planId);
    writeText(
      doc,
      plan ? fillTemplate(t.line[plan.interval], { plan: plan.name }) : invoice.description,
      56,
      rowY,
      body,
    );
    doc
      .font('body')
      .text(`${day(invoice.periodStart)} – ${day(invoice.periodEnd)}`, 56, doc.y, { width: 264 });
    const charged = invoiceAmountLines(invoice);
    // A seller who charges VAT shows what the charge holds of it, under the charge.
    const vat = seller.vatRate ? includedVat(invoice.amount, seller.vatRate) : null;
    const rate = seller.vatRate ? new Intl.NumberFormat(locale).format(Number(seller.vatRate)) : '';
    const lines = [
      ...charged.map((line) => ({
        label: t.amounts[line.key],
        money: `${line.deducted ? '−' : ''}${money(line.amount)}`,
        bold: line === charged.at(-1),
      })),
      ...(vat
        ? [
            { label: t.amounts.net, money: money(vat.net), bold: false },
            {
              label: fillTemplate(t.amounts.vat, { rate }),
              money: money(vat.vat),
              bold: false,
            },
          ]
        : []),
    ];
    let y = rowY;
    for (const line of lines) {
      // The charge alone needs no label; with reductions or VAT beside it, each line is named.
      let bottom = y;
      if (lines.length > 1) {
        doc.font(line.bold ? 'bold' : 'body').text(line.label, 330, y, { width: 110 });
        bottom = doc.y;
      }
      doc.font(line.bold ? 'bold' : 'body').text(line.money, 440, y, { width: 100, align: 'right' });
      // A label in two lines ("Angerechnetes Guthaben") pushes the next line down.
      y = Math.max(bottom, doc.y) + 2;
    }
    doc.y = Math.max(doc.y, y);
    doc.moveDown(2).font('body').fillColor('#444');
    doc.text(t.status[invoice.status], 56);
    doc.text(t.selfManaged, 56);
    return finish();
  },
});
