import { globSync } from 'node:fs';
import { basename } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { buildOpenApiDocument, registerApiRoutes } from '../app.ts';
import { createApiApp } from '../http/api.ts';

interface Operation {
  operationId?: string;
  security?: Record<string, string[]>[];
  parameters?: { name: string; in: string }[];
  responses: Record<string, { headers?: Record<string, unknown> }>;
}

const app = createApiApp();
registerApiRoutes(app);
const document = buildOpenApiDocument(app);
const operations = Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
  Object.entries(item as Record<string, Operation>).map(([method, operation]) => ({
    path,
    method,
    operation,
  })),
);

const ROUTES_DIR = fileURLToPath(new URL('../routes/', import.meta.url));
const camelCase = (kebab: string) => kebab.replace(/-([a-z0-9])/g, (_, next: string) => next.toUpperCase());

describe('the OpenAPI document', () => {
  it('names every operation with a unique camelCase operationId: its route file name', () => {
    const ids = operations.map(({ operation }) => operation.operationId);
    for (const id of ids) expect(id).toMatch(/^[a-z][a-zA-Z0-9]*$/);
    expect(new Set(ids).size).toBe(ids.length);
    const fromFiles = globSync('**/*.route.ts', { cwd: ROUTES_DIR }).map((file) =>
      camelCase(basename(file, '.route.ts')),
    );
    expect([...ids].sort()).toEqual(fromFiles.sort());
  });

  it('declares security on every operation, public ones with an empty list', () => {
    const schemes = Object.keys(document.components?.securitySchemes ?? {});
    expect(schemes.sort()).toEqual(['applePass', 'bearerAuth', 'deviceKey']);
    for (const { operation, path, method } of operations) {
      expect(operation.security, `${method} ${path}`).toBeDefined();
      for (const requirement of operation.security!)
        for (const name of Object.keys(requirement)) expect(schemes).toContain(name);
    }
  });

  it('authorises the Apple Wallet pass calls with the ApplePass scheme, not a header parameter', () => {
    const applePass = operations.filter(({ operation }) =>
      operation.security?.some((requirement) => 'applePass' in requirement),
    );
    expect(applePass.map(({ operation }) => operation.operationId).sort()).toEqual([
      'getLatestPass',
      'registerDevice',
      'unregisterDevice',
    ]);
    for (const { operation } of operations)
      expect(operation.parameters?.filter((p) => p.in === 'header') ?? []).toEqual([]);
  });

  it('has no two paths that differ only by the names of their parameters', () => {
    const templates = Object.keys(document.paths ?? {}).map((path) => path.replace(/\{[^}]+\}/g, '{}'));
    expect(new Set(templates).size).toBe(templates.length);
  });

  it('gives every 429 its Retry-After header and every bearer 401 its WWW-Authenticate header', () => {
    for (const { operation } of operations) {
      if (operation.responses['429'])
        expect(operation.responses['429'].headers).toHaveProperty('Retry-After');
      if (operation.security?.some((requirement) => 'bearerAuth' in requirement))
        expect(operation.responses['401']?.headers).toHaveProperty('WWW-Authenticate');
    }
  });
});
