import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import { formatPrice, invoiceAmountLines, type InvoiceRenderer } from '#domain/billing/index.ts';

const require = createRequire(import.meta.url);

const day = (date: Date) => date.toISOString().slice(0, 10);

/** A built-in invoice as an A4 PDF (pdfkit, with the Unicode font so "zł" and Cyrillic names print). */
export const createPdfInvoiceRenderer = (): InvoiceRenderer => ({
  async render(invoice, seller, buyer) {
    const doc = new PDFDocument({
      size: 'A4',
      margin: 56,
      info: { Title: `Invoice ${invoice.number}`, Author: seller },
    });
    // pdfkit's standard fonts are WinAnsi only: the DejaVu TTFs print "zł", "₹" and Cyrillic names.
    doc.registerFont('body', require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'));
    doc.registerFont('bold', require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'));
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    const ended = new Promise<void>((resolve) => doc.on('end', () => resolve()));
    doc.font('bold').fontSize(22).text(seller);
    doc.moveDown(0.5).font('body').fontSize(11).fillColor('#444');
    doc.text(`Invoice ${invoice.number}`);
    doc.text(`Date: ${day(invoice.createdAt)}`);
    doc.moveDown().fillColor('#000').font('bold').text('Billed to');
    doc.font('body').text(buyer.name || '—');
    if (buyer.address) doc.text(buyer.address, { width: 300 });
    doc.moveDown(1.5).font('bold').text('Description', 56, doc.y, { continued: false });
    const rowY = doc.y + 4;
    doc.font('body').text(invoice.description, 56, rowY, { width: 300 });
    doc.text(`${day(invoice.periodStart)} – ${day(invoice.periodEnd)}`, 56, doc.y, { width: 300 });
    const lines = invoiceAmountLines(invoice);
    let y = rowY;
    for (const line of lines) {
      const last = line === lines.at(-1);
      const money = `${line.deducted ? '−' : ''}${formatPrice(line.amount, invoice.currency)}`;
      // The charge alone needs no label; with reductions above it, each line is named.
      if (lines.length > 1) doc.font(last ? 'bold' : 'body').text(line.label, 330, y, { width: 110 });
      doc.font(last ? 'bold' : 'body').text(money, 440, y, { width: 100, align: 'right' });
      y = doc.y + 2;
    }
    doc.y = Math.max(doc.y, y);
    doc.moveDown(2).font('body').fillColor('#444');
    doc.text(`Status: ${invoice.status}`, 56);
    doc.text('Billing is self-managed on this installation: this invoice records a confirmed plan.', 56);
    doc.end();
    await ended;
    return new Uint8Array(Buffer.concat(chunks));
  },
});
