import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../../test/setup/test-app.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let auth: Record<string, string>;
let otherAuth: Record<string, string>;

const signUp = async (email: string) => {
  const reg = await t.register(email, 'correct horse');
  const headers = { authorization: `Bearer ${reg.json.data.access_token}` };
  await t.call(
    'PUT',
    '/api/users/me',
    { firstName: 'A', lastName: 'B', businessName: `Shop of ${email}`, businessType: 'cafe' },
    headers,
  );
  return headers;
};

beforeAll(async () => {
  t = await createTestApp();
  auth = await signUp('cards@example.com');
  otherAuth = await signUp('other@example.com');
});

const stampCard = {
  name: 'Coffee ten',
  passType: 'stamp_card',
  info: { companyName: 'Café', fields: [{ key: 'position', label: 'Stamps', value: '' }] },
  design: { image: { bgColor: '#7b61ff' } },
  loyaltySettings: '{"maxStamps": 8}',
  locationInfo: { enabled: true, locations: [{ name: 'Main street', latitude: 52.1, longitude: 21.0 }] },
};

describe('cards API (requirements §7 Cards)', () => {
  it('creates a draft with defaults, normalising loyalty settings given as a JSON string', async () => {
    const res = await t.call('POST', '/api/business-card', stampCard, auth);
    expect(res.status).toBe(201);
    expect(res.json.data).toMatchObject({
      name: 'Coffee ten',
      passType: 'stamp_card',
      isPublished: false,
      editDraftId: null,
      design: { image: { bgColor: '#7B61FF' }, font: { fontFamily: 'Arial', fontSize: 12 } },
      loyaltySettings: {
        maxStamps: 8,
        rewardMessage: 'Free item',
        levels: [{ name: 'Bronze' }, { name: 'Silver' }, { name: 'Gold' }],
      },
      couponSettings: { expirationDays: 30 },
      dataCollection: { message: 'Please provide your information to receive your pass.' },
      locationInfo: { locations: [{ radius: 150, message: "You're near {place}!" }] },
    });
  });

  it('answers bad input with 400 naming the field', async () => {
    const cases: [unknown, RegExp][] = [
      [{ ...stampCard, passType: 'hologram' }, /^passType: Choose a valid pass type\./],
      [
        { ...stampCard, design: { image: { bgColor: 'purple' } } },
        /^design\.image\.bgColor: Use a colour like #7B61FF/,
      ],
      [
        {
          ...stampCard,
          locationInfo: {
            enabled: true,
            locations: Array.from({ length: 11 }, (_, i) => ({ name: `L${i}`, latitude: 1, longitude: 1 })),
          },
        },
        /^locationInfo\.locations: A pass can have at most 10 locations\./,
      ],
      [
        { ...stampCard, info: { fields: [{ label: 'No key', value: 'x' }] } },
        /^info\.fields\.0\.key: This field is required\./,
      ],
      [{ ...stampCard, name: 'x'.repeat(81) }, /^name: This is too long\./],
      [
        {
          ...stampCard,
          dataCollection: {
            enabled: true,
            fields: [{ key: 'size', label: 'Size', type: 'select', options: [] }],
          },
        },
        /^dataCollection\.fields\.0\.options: Add at least one option\./,
      ],
    ];
    for (const [body, message] of cases) {
      const res = await t.call('POST', '/api/business-card', body, auth);
      expect(res.status, JSON.stringify(res.json)).toBe(400);
      expect(res.json.message).toMatch(message);
    }
  });

  it('keeps the live version serving while a published card is edited, until the edit is published', async () => {
    const created = (await t.call('POST', '/api/business-card', stampCard, auth)).json.data;
    const published = await t.call('POST', `/api/business-card/${created._id}/publish`, undefined, auth);
    expect(published.json.data).toMatchObject({ isPublished: true, editDraftId: null });

    const edited = await t.call(
      'PUT',
      `/api/business-card/${created._id}`,
      { ...stampCard, name: 'Coffee twelve' },
      auth,
    );
    expect(edited.status).toBe(200);
    expect(edited.json.data).toMatchObject({ name: 'Coffee twelve', editDraftId: expect.any(String) });
    expect((await t.call('GET', `/api/business-card/${created._id}`, undefined, auth)).json.data.name).toBe(
      'Coffee ten',
    );
    expect(
      (await t.call('GET', `/api/business-card/${created._id}?version=draft`, undefined, auth)).json.data
        .name,
    ).toBe('Coffee twelve');

    const live = await t.call('POST', `/api/business-card/${created._id}/publish`, undefined, auth);
    expect(live.json.data).toMatchObject({ name: 'Coffee twelve', editDraftId: null, isPublished: true });
    const list = await t.call('GET', '/api/business-card', undefined, auth);
    expect(list.json.data.find((c: { _id: string }) => c._id === created._id).name).toBe('Coffee twelve');

    // Edits of a published card can be dropped: the card goes back to its live version.
    await t.call('PUT', `/api/business-card/${created._id}`, { ...stampCard, name: 'Coffee twenty' }, auth);
    const discarded = await t.call('DELETE', `/api/business-card/${created._id}/draft`, undefined, auth);
    expect(discarded.status).toBe(200);
    expect(discarded.json.data).toMatchObject({
      name: 'Coffee twelve',
      editDraftId: null,
      isPublished: true,
    });
    expect(
      (await t.call('GET', `/api/business-card/${created._id}?version=draft`, undefined, auth)).json.data
        .name,
    ).toBe('Coffee twelve');
    // Nothing left to drop: answered as it is.
    expect(
      (await t.call('DELETE', `/api/business-card/${created._id}/draft`, undefined, auth)).json.data,
    ).toMatchObject({ name: 'Coffee twelve', editDraftId: null });
  });

  it('moves cards to the trash, restores them and deletes them for good', async () => {
    const created = (await t.call('POST', '/api/business-card', stampCard, auth)).json.data;
    const del = await t.call('DELETE', `/api/business-card/${created._id}`, undefined, auth);
    expect(del.json).toEqual({ success: true, message: 'The card has been deleted' });
    expect(
      (await t.call('GET', '/api/business-card', undefined, auth)).json.data.some(
        (c: { _id: string }) => c._id === created._id,
      ),
    ).toBe(false);
    expect(
      (await t.call('GET', '/api/business-card/trash', undefined, auth)).json.data.map(
        (c: { _id: string }) => c._id,
      ),
    ).toContain(created._id);
    expect((await t.call('GET', `/api/business-card/${created._id}`, undefined, auth)).status).toBe(404);

    expect(
      (await t.call('POST', `/api/business-card/${created._id}/restore`, undefined, auth)).json.data._id,
    ).toBe(created._id);
    expect((await t.call('POST', `/api/business-card/${created._id}/restore`, undefined, auth)).status).toBe(
      404,
    );

    expect(
      (await t.call('DELETE', `/api/business-card/${created._id}?permanent=true`, undefined, auth)).status,
    ).toBe(200);
    expect(
      (await t.call('GET', '/api/business-card/trash', undefined, auth)).json.data.some(
        (c: { _id: string }) => c._id === created._id,
      ),
    ).toBe(false);
    expect((await t.call('DELETE', `/api/business-card/${created._id}`, undefined, auth)).status).toBe(404);
  });

  it("answers 404 for another business's card on every route", async () => {
    const created = (await t.call('POST', '/api/business-card', stampCard, auth)).json.data;
    const id = created._id;
    for (const [method, path, body] of [
      ['GET', `/api/business-card/${id}`],
      ['PUT', `/api/business-card/${id}`, stampCard],
      ['DELETE', `/api/business-card/${id}`],
      ['DELETE', `/api/business-card/${id}?permanent=true`],
      ['POST', `/api/business-card/${id}/publish`],
      ['POST', `/api/business-card/${id}/restore`],
      ['DELETE', `/api/business-card/${id}/draft`],
      ['GET', '/api/business-card/not-a-uuid'],
    ] as const) {
      const res = await t.call(method, path, body, otherAuth);
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(res.json).toEqual({ success: false, code: 'cards.not_found', message: 'Card not found' });
    }
    expect((await t.call('GET', `/api/business-card/${id}`, undefined, auth)).status).toBe(200);
  });

  it('publishes demo cards of every kind', async () => {
    const res = await t.call('POST', '/api/business-card/demo', { passType: 'coupon' }, otherAuth);
    expect(res.status).toBe(201);
    expect(res.json.data).toMatchObject({
      passType: 'coupon',
      isPublished: true,
      info: { companyName: 'Shop of other@example.com' },
    });
    expect((await t.call('POST', '/api/business-card/demo', { passType: 'x' }, otherAuth)).status).toBe(400);
    expect((await t.call('GET', '/api/business-card')).status).toBe(401);
  });
});
