import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../../test/setup/test-app.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let auth: Record<string, string>;
let otherAuth: Record<string, string>;

const token = async (email: string) => {
  const reg = await t.register(email, 'correct horse');
  return { authorization: `Bearer ${reg.json.data.access_token}` };
};
const form = (bytes: Uint8Array, name = 'logo.png', type = 'image/png') => {
  const data = new FormData();
  data.append('img', new File([Buffer.from(bytes)], name, { type }));
  return data;
};
const png = async (width = 40, height = 20) =>
  new Uint8Array(
    await sharp({ create: { width, height, channels: 4, background: '#7B61FF' } })
      .png()
      .withMetadata({ exif: { IFD0: { Copyright: 'secret-owner' } } })
      .toBuffer(),
  );

beforeAll(async () => {
  t = await createTestApp();
  auth = await token('up@example.com');
  otherAuth = await token('up2@example.com');
});

describe('uploads API', () => {
  it('stores a re-encoded image and serves it with 24 h caching', async () => {
    const original = await png();
    const withTrailer = new Uint8Array([
      ...original,
      ...new TextEncoder().encode('<script>alert(1)</script>'),
    ]);
    const res = await t.call('POST', '/api/uploads', form(withTrailer), auth);
    expect(res.status, JSON.stringify(res.json)).toBe(201);
    expect(res.json.data).toMatchObject({
      id: expect.any(String),
      url: expect.stringMatching(/^\/api\/uploads\/[\w-]+\.png$/),
      width: 40,
      height: 20,
    });

    const served = await t.app.request(res.json.data.url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('cache-control')).toContain('max-age=86400');
    const bytes = new Uint8Array(await served.arrayBuffer());
    const text = new TextDecoder('latin1').decode(bytes);
    expect(text).not.toContain('<script>');
    expect(text).not.toContain('secret-owner');
    expect((await sharp(bytes).metadata()).width).toBe(40);
  });

  it('judges the type by the bytes and limits the size', async () => {
    const fake = await t.call(
      'POST',
      '/api/uploads',
      form(new TextEncoder().encode('not an image'), 'evil.png'),
      auth,
    );
    expect(fake.status).toBe(400);
    expect(fake.json.message).toBe('img: Upload a PNG, JPEG, WebP or GIF image.');
    const broken = await t.call(
      'POST',
      '/api/uploads',
      form(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3])),
      auth,
    );
    expect(broken.json.message).toBe('img: This image could not be read.');
    const big = new Uint8Array(5 * 1024 * 1024 + 10);
    big.set(await png(), 0);
    const tooBig = await t.call('POST', '/api/uploads', form(big), auth);
    expect(tooBig.status).toBe(400);
    expect(tooBig.json.message).toBe('img: The image is larger than 5 MB.');
    const none = await t.call('POST', '/api/uploads', new FormData(), auth);
    expect(none.status).toBe(400);
    const json = await t.call('POST', '/api/uploads', { img: 'x' }, auth);
    expect(json).toMatchObject({
      status: 415,
      json: { message: 'Send the image as multipart/form-data in the field "img".' },
    });
    const jpeg = new Uint8Array(
      await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } })
        .jpeg()
        .toBuffer(),
    );
    expect(
      (await t.call('POST', '/api/uploads', form(jpeg, 'a.jpg', 'image/jpeg'), auth)).json.data.url,
    ).toMatch(/\.jpg$/);
  });

  it('lets a business delete only its own uploads', async () => {
    const created = (await t.call('POST', '/api/uploads', form(await png()), auth)).json.data;
    expect((await t.call('DELETE', `/api/uploads/${created.id}`, undefined, otherAuth)).status).toBe(404);
    expect((await t.call('DELETE', `/api/uploads/${created.id}`, undefined, auth)).json).toEqual({
      success: true,
      data: { deleted: true },
    });
    expect((await t.app.request(created.url)).status).toBe(404);
    expect((await t.app.request('/api/uploads/..%2F..%2Fetc%2Fpasswd')).status).toBe(404);
    expect((await t.call('DELETE', '/api/uploads/nope', undefined, auth)).status).toBe(404);
  });

  it('deletes by the file name of the URL too, as a client holding only the URL does (requirements §7)', async () => {
    const created = (await t.call('POST', '/api/uploads', form(await png()), auth)).json.data;
    const file = created.url.split('/').pop();
    expect((await t.call('DELETE', `/api/uploads/${file}`, undefined, auth)).status).toBe(200);
    expect((await t.app.request(created.url)).status).toBe(404);
  });
});

describe('an upload still shown', () => {
  it('is kept while a card (also in the trash) or the business logo shows it: 409 uploads.in_use', async () => {
    const inCard = (await t.call('POST', '/api/uploads', form(await png()), auth)).json.data;
    const card = { name: 'Logo card', passType: 'stamp_card', design: { image: { logo: inCard.url } } };
    const created = (await t.call('POST', '/api/business-card', card, auth)).json.data;
    expect(await t.call('DELETE', `/api/uploads/${inCard.id}`, undefined, auth)).toMatchObject({
      status: 409,
      json: { code: 'uploads.in_use' },
    });
    expect((await t.call('DELETE', `/api/business-card/${created._id}`, undefined, auth)).status).toBe(200);
    expect((await t.call('DELETE', `/api/uploads/${inCard.id}`, undefined, auth)).status).toBe(409);
    expect((await t.app.request(inCard.url)).status).toBe(200);

    const logo = (await t.call('POST', '/api/uploads', form(await png()), auth)).json.data;
    const business = (await t.call('GET', '/api/business', undefined, auth)).json.data;
    const withLogo = { ...business, name: 'Up', type: 'cafe', logoUrl: logo.url };
    expect((await t.call('PUT', '/api/business', withLogo, auth)).status).toBe(200);
    expect((await t.call('DELETE', `/api/uploads/${logo.id}`, undefined, auth)).status).toBe(409);
    // Once the logo is replaced, the image can go.
    expect((await t.call('PUT', '/api/business', { ...withLogo, logoUrl: null }, auth)).status).toBe(200);
    expect((await t.call('DELETE', `/api/uploads/${logo.id}`, undefined, auth)).status).toBe(200);
  });
});

describe('another business’s upload (issue 22)', () => {
  it('cannot become this business’s card image or logo', async () => {
    const theirs = (await t.call('POST', '/api/uploads', form(await png()), otherAuth)).json.data.url;
    const mine = (await t.call('POST', '/api/uploads', form(await png()), auth)).json.data.url;
    const card = (logo: string) => ({ name: 'Coffee', passType: 'stamp_card', design: { image: { logo } } });
    expect(await t.call('POST', '/api/business-card', card(theirs), auth)).toMatchObject({
      status: 400,
      json: { code: 'validation.image_invalid', field: 'design.image.logo' },
    });
    expect((await t.call('POST', '/api/business-card', card(mine), auth)).status).toBe(201);
    const business = (await t.call('GET', '/api/business', undefined, auth)).json.data;
    expect(
      await t.call('PUT', '/api/business', { ...business, name: 'Up', type: 'cafe', logoUrl: theirs }, auth),
    ).toMatchObject({
      status: 400,
      json: { field: 'logoUrl' },
    });
  });
});

describe('hostile uploads (issue 22 attack corpus)', () => {
  /** A PNG whose header claims `width` × `height` pixels (a decompression bomb's calling card). */
  const pngClaiming = (width: number, height: number) => {
    const header = Buffer.alloc(13);
    header.writeUInt32BE(width, 0);
    header.writeUInt32BE(height, 4);
    header.set([8, 6, 0, 0, 0], 8);
    const chunk = (type: string, data: Buffer) => {
      const length = Buffer.alloc(4);
      length.writeUInt32BE(data.length);
      return Buffer.concat([length, Buffer.from(type), data, Buffer.alloc(4)]);
    };
    return new Uint8Array(
      Buffer.concat([
        Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
        chunk('IHDR', header),
        chunk('IDAT', Buffer.alloc(64)),
        chunk('IEND', Buffer.alloc(0)),
      ]),
    );
  };
  const encoder = new TextEncoder();

  it('refuses SVG with script, HTML named .png, a polyglot, 0 bytes and a 30,000 × 30,000 claim with a 4xx', async () => {
    const corpus: [string, Uint8Array, string, string][] = [
      [
        'svg with script',
        encoder.encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
        'logo.svg',
        'image/svg+xml',
      ],
      [
        'html named .png',
        encoder.encode('<!doctype html><script>alert(1)</script>'),
        'logo.png',
        'image/png',
      ],
      [
        'GIF header with HTML after it',
        encoder.encode('GIF89a/*<script>alert(1)</script>*/'),
        'logo.gif',
        'image/gif',
      ],
      ['0 bytes', new Uint8Array(0), 'logo.png', 'image/png'],
      ['30,000 × 30,000 pixels claimed', pngClaiming(30_000, 30_000), 'bomb.png', 'image/png'],
    ];
    for (const [name, bytes, file, type] of corpus) {
      const answer = await t.call('POST', '/api/uploads', form(bytes, file, type), auth);
      expect(answer.status, name).toBeGreaterThanOrEqual(400);
      expect(answer.status, name).toBeLessThan(500);
    }
  });

  it('strips EXIF, GPS included, from what it stores and serves', async () => {
    const withGps = new Uint8Array(
      await sharp({ create: { width: 16, height: 16, channels: 3, background: '#abcdef' } })
        .jpeg()
        .withMetadata({
          exif: { IFD0: { Artist: 'owner' }, IFD3: { GPSLatitudeRef: 'N', GPSLongitudeRef: 'W' } },
        })
        .toBuffer(),
    );
    expect((await sharp(withGps).metadata()).exif).toBeDefined();
    const stored = await t.call('POST', '/api/uploads', form(withGps, 'photo.jpg', 'image/jpeg'), auth);
    expect(stored.status).toBe(201);
    const served = new Uint8Array(await (await t.app.request(stored.json.data.url)).arrayBuffer());
    const metadata = await sharp(served).metadata();
    expect(metadata.exif).toBeUndefined();
    expect(Buffer.from(served).includes(Buffer.from('GPS'))).toBe(false);
  });
});
