import createClient from 'openapi-fetch';
import { describe, expect, it } from 'vitest';
import { CardInputSchema } from '#domain/cards/index.ts';
import { createHttpCardGateway } from './card-gateway.adapter.ts';
import type { paths } from './generated/api.ts';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const gatewayAnswering = (respond: () => Response) =>
  createHttpCardGateway(createClient<paths>({ baseUrl: 'http://api.test', fetch: async () => respond() }));

const card = {
  ...CardInputSchema.parse({ name: 'Coffee Club', passType: 'stamp_card' }),
  _id: 'c1',
  isPublished: false,
  editDraftId: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  publishedAt: null,
};

describe('the card gateway reads answers with the card contract', () => {
  it('reads a list, or one card, as a list (requirements §7)', async () => {
    expect(await gatewayAnswering(() => json(200, { success: true, data: [card] })).list()).toEqual({
      ok: true,
      value: [card],
    });
    expect(await gatewayAnswering(() => json(200, { success: true, data: card })).list()).toEqual({
      ok: true,
      value: [card],
    });
  });

  it('turns a card that drifted from the contract into http.malformed_reply', async () => {
    const drifted = gatewayAnswering(() =>
      json(200, { success: true, data: { ...card, isPublished: 'no' } }),
    );
    const result = await drifted.get('c1', 'live');
    expect(result.ok || result.error.code).toBe('http.malformed_reply');
  });

  it("answers the domain's not-found for a 404, with or without the server's code", async () => {
    for (const body of [
      { success: false, message: 'Card not found' },
      { success: false, message: 'Card not found', code: 'cards.not_found' },
    ]) {
      const result = await gatewayAnswering(() => json(404, body)).get('c9', 'draft');
      expect(result).toEqual({ ok: false, error: { code: 'cards.not_found', message: 'Card not found' } });
    }
  });
});
