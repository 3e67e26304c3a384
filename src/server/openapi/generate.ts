import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { GENERATED_DIR, generateApiArtifacts } from './api-artifacts.ts';

const { json, types } = await generateApiArtifacts();
mkdirSync(GENERATED_DIR, { recursive: true });
writeFileSync(join(GENERATED_DIR, 'openapi.json'), json);
writeFileSync(join(GENERATED_DIR, 'api.ts'), types);
console.log(`Wrote ${join(GENERATED_DIR, 'openapi.json')} and api.ts`);
