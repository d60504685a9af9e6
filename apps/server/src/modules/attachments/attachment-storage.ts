import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Db } from '../../db/kysely.ts';
import { deleteFiles, findFile, insertFile } from './attachments.repository.ts';

/** A stored file: the upload as re-encoded or checked ('original'), and a photo's 'thumbnail'. */
export type FileVariant = 'original' | 'thumbnail';

/**
 * Where attachment files live (docs/attachments.md "Storage"). Keys are attachment ids: random base64url, so
 * safe as file and object names. Removing what is not there is not an error (cleanup may run twice).
 */
export interface AttachmentStorage {
  put(key: string, variant: FileVariant, data: Buffer, mime: string): Promise<void>;
  get(key: string, variant: FileVariant): Promise<Buffer | undefined>;
  remove(key: string): Promise<void>;
}

const VARIANTS: readonly FileVariant[] = ['original', 'thumbnail'];

/** In the database, like avatars: the embedded default; every server process sees the same files. */
export class DatabaseStorage implements AttachmentStorage {
  constructor(private readonly db: Db) {}

  async put(key: string, variant: FileVariant, data: Buffer): Promise<void> {
    await insertFile(this.db, key, variant, data);
  }

  async get(key: string, variant: FileVariant): Promise<Buffer | undefined> {
    const row = await findFile(this.db, key, variant);
    return row ? Buffer.from(row.data) : undefined;
  }

  async remove(key: string): Promise<void> {
    await deleteFiles(this.db, key);
  }
}

/** Files in a folder (by default DATA_DIR/attachments), spread over subfolders by the key's first characters. */
export class DirectoryStorage implements AttachmentStorage {
  constructor(private readonly dir: string) {}

  private file(key: string, variant: FileVariant): string {
    if (!/^[A-Za-z0-9_-]{16,64}$/.test(key)) throw new Error('invalid attachment key');
    return path.join(this.dir, key.slice(0, 2), `${key}.${variant}`);
  }

  async put(key: string, variant: FileVariant, data: Buffer): Promise<void> {
    const target = this.file(key, variant);
    await mkdir(path.dirname(target), { recursive: true });
    // Written whole, then renamed: a reader never sees half a file.
    const partial = `${target}.partial`;
    await writeFile(partial, data);
    await rename(partial, target);
  }

  async get(key: string, variant: FileVariant): Promise<Buffer | undefined> {
    try {
      return await readFile(this.file(key, variant));
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw err;
    }
  }

  async remove(key: string): Promise<void> {
    await Promise.all(VARIANTS.map((v) => rm(this.file(key, v), { force: true })));
  }
}
