import sharp from 'sharp';
import { expect, test } from 'vitest';
import { createPdfInvoiceRenderer } from '#adapters/pdf/invoice-pdf.adapter.ts';
import { renderPdfPass } from '#adapters/pdf/pdf-pass.adapter.ts';
import { createPosterRenderer } from '#adapters/pdf/poster-pdf.adapter.ts';
import { createStampStripCache } from '#adapters/wallet/stamp-strip-renderer.adapter.ts';
import { CardInputSchema, demoCardContent } from '#domain/cards/index.ts';
import { DEFAULT_INVOICE_SELLER } from '#domain/billing/index.ts';
import { anInvoice } from '../fakes/billing-fakes.ts';
import { aPassHolder } from '../fakes/wallet-fakes.ts';

// What to watch: a customer's PDF pass download and a business's poster or invoice each cost one
// render, most of it on the main thread (pdfkit), so it delays every other request meanwhile.
test('PDF renders', async ({ bench }) => {
  const logo = await sharp({
    create: { width: 600, height: 200, channels: 4, background: { r: 20, g: 20, b: 20, alpha: 0.6 } },
  })
    .png()
    .toBuffer();
  const readUpload = async () => new Uint8Array(logo);
  const strips = createStampStripCache(readUpload);
  const content = CardInputSchema.parse(demoCardContent('stamp_card', 'Café Aurora'));
  const withLogo = { ...content.design, image: { ...content.design.image, logo: '/api/uploads/logo' } };
  const card = CardInputSchema.parse({ ...content, design: withLogo });
  const emoji = CardInputSchema.parse({
    ...content,
    design: withLogo,
    info: { ...content.info, companyName: 'Café Aurora ☕🐢' },
  });
  let stamps = 0;
  const holder = () => aPassHolder({ stamps: (stamps = (stamps + 1) % 10) });
  const posters = createPosterRenderer(readUpload);
  const invoices = createPdfInvoiceRenderer();
  const invoice = anInvoice();
  let size = 0;
  await bench.compare(
    bench('PDF pass, stamp card with logo', async () => {
      size = (await renderPdfPass(card, holder(), readUpload, strips)).byteLength;
    }),
    bench('PDF pass, the same with emoji in the name', async () => {
      size = (await renderPdfPass(emoji, holder(), readUpload, strips)).byteLength;
    }),
    bench('A4 poster with logo', async () => {
      size = (
        await posters.render({
          language: 'pl',
          businessName: 'Café Aurora',
          passDescription: 'Co dziesiąta kawa gratis',
          link: 'https://passdeck.example/get-pass/7b0e4c1e-2f55-4d1c-9a55-2b1f0e6f9d10',
          backgroundColor: '#1c7ed6',
          foregroundColor: '#ffffff',
          logo: '/api/uploads/logo',
        })
      ).byteLength;
    }),
    bench('invoice', async () => {
      size = (
        await invoices.render(
          invoice,
          DEFAULT_INVOICE_SELLER,
          { name: 'Kawiarnia Żółw', address: null },
          'pl',
        )
      ).byteLength;
    }),
    { time: 3000 },
  );
  expect(size).toBeGreaterThan(1000);
});
