import { mkdirSync } from 'node:fs';
import { rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FileStore } from '#domain/files/index.ts';

const SAFE_NAME = /^[\w-]+\.(png|jpg|webp)$/;

/** Files in a folder (DATA_DIR/uploads). Names are ours (uuid + extension), checked again here. */
export const createDiskFileStore = (dir: string): FileStore & { pathOf(name: string): string | null } => {
  mkdirSync(dir, { recursive: true });
  const pathOf = (name: string) => (SAFE_NAME.test(name) ? join(dir, name) : null);
  return {
    pathOf,
    async write(name, bytes) {
      const path = pathOf(name);
      if (!path) throw new Error(`unsafe file name ${name}`);
      await writeFile(path, bytes, { flag: 'wx' });
    },
    async remove(name) {
      const path = pathOf(name);
      if (path) await rm(path, { force: true });
    },
  };
};
