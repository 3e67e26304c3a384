import { describe, expect, it } from 'vitest';
import { fixedClock, sequentialIds } from '../../test/fakes/auth-fakes.ts';
import {
  deleteUpload,
  sniffImageType,
  uploadImage,
  UPLOAD_RULES,
  type StoredUpload,
} from './image-upload.ts';

const bytes = (...values: number[]) => new Uint8Array(values);

describe('image uploads', () => {
  it('sniffs the type from the first bytes', () => {
    expect(sniffImageType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a))).toBe('png');
    expect(sniffImageType(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('jpeg');
    expect(sniffImageType(new TextEncoder().encode('RIFF1234WEBPVP8 '))).toBe('webp');
    expect(sniffImageType(new TextEncoder().encode('GIF89a..'))).toBe('gif');
    expect(sniffImageType(new TextEncoder().encode('GIF88a..'))).toBeNull();
    expect(sniffImageType(new TextEncoder().encode('<svg>'))).toBeNull();
    expect(sniffImageType(bytes())).toBeNull();
  });

  const setup = (decodes = true) => {
    const written = new Map<string, Uint8Array>();
    const rows = new Map<string, StoredUpload>();
    const shown = new Set<string>();
    const deps = {
      codec: {
        reencode: async (input: Uint8Array) =>
          decodes
            ? { bytes: input.slice(0, 8), mimeType: 'image/png', extension: 'png', width: 4, height: 2 }
            : null,
      },
      files: {
        write: async (name: string, data: Uint8Array) => void written.set(name, data),
        remove: async (name: string) => void written.delete(name),
      },
      uploads: {
        insert: async (u: StoredUpload) => void rows.set(u.id, u),
        find: async (b: string, id: string) =>
          rows.get(id)?.businessId === b ? (rows.get(id) ?? null) : null,
        delete: async (b: string, id: string) => rows.get(id)?.businessId === b && rows.delete(id),
        inUse: async (b: string, file: string) => shown.has(`${b}/${file}`),
      },
      ids: sequentialIds(),
      clock: fixedClock(),
    };
    return { written, rows, shown, upload: uploadImage(deps), remove: deleteUpload(deps) };
  };
  const png = bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2);

  it('re-encodes, stores and records an image', async () => {
    const s = setup();
    expect(await s.upload('b1', png)).toEqual({
      ok: true,
      value: { id: 'id-1', url: '/api/uploads/id-1.png', width: 4, height: 2 },
    });
    expect(s.written.get('id-1.png')?.byteLength).toBe(8);
    expect(s.rows.get('id-1')).toMatchObject({ businessId: 'b1', mimeType: 'image/png', bytes: 8 });
  });

  it('refuses big, unknown and undecodable files', async () => {
    const s = setup();
    expect(await s.upload('b1', new Uint8Array(UPLOAD_RULES.maxBytes + 1))).toMatchObject({
      ok: false,
      error: { code: 'uploads.too_large', field: 'img' },
    });
    expect(await s.upload('b1', bytes(1, 2, 3))).toMatchObject({
      ok: false,
      error: { code: 'uploads.unsupported_type' },
    });
    expect(await setup(false).upload('b1', png)).toMatchObject({
      ok: false,
      error: { code: 'uploads.undecodable' },
    });
  });

  it('deletes only the business own uploads', async () => {
    const s = setup();
    await s.upload('b1', png);
    expect(await s.remove('b2', 'id-1')).toMatchObject({ ok: false, error: { code: 'uploads.not_found' } });
    expect(await s.remove('b1', 'id-1')).toEqual({ ok: true, value: undefined });
    expect(s.written.size).toBe(0);
  });

  it('keeps an upload a card or the profile still shows', async () => {
    const s = setup();
    await s.upload('b1', png);
    s.shown.add('b1/id-1.png');
    expect(await s.remove('b1', 'id-1.png')).toMatchObject({ ok: false, error: { code: 'uploads.in_use' } });
    expect(s.rows.has('id-1')).toBe(true);
    expect(s.written.has('id-1.png')).toBe(true);
    s.shown.clear();
    expect(await s.remove('b1', 'id-1.png')).toEqual({ ok: true, value: undefined });
  });
});
