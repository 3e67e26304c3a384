import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { GENERATED_DIR, generateApiArtifacts } from './api-artifacts.ts';

describe('API contract drift', () => {
  it('the committed OpenAPI document and client types match the routes (run `npm run api:generate`)', async () => {
    const { json, types } = await generateApiArtifacts();
    expect(
      readFileSync(join(GENERATED_DIR, 'openapi.json'), 'utf8'),
      'openapi.json is stale: run npm run api:generate',
    ).toBe(json);
    expect(
      readFileSync(join(GENERATED_DIR, 'api.ts'), 'utf8'),
      'api.ts is stale: run npm run api:generate',
    ).toBe(types);
  });
});
