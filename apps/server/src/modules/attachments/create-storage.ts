import type { Config } from '../../config.ts';
import type { Db } from '../../db/kysely.ts';
import { type AttachmentStorage, DatabaseStorage, DirectoryStorage } from './attachment-storage.ts';
import { S3Storage } from './s3-storage.ts';

/** The storage the configuration names (docs/attachments.md "Storage"). */
export function createAttachmentStorage(config: Config['attachments'], db: Db): AttachmentStorage {
  if (config.storage === 's3') return new S3Storage(config);
  if (config.storage === 'directory') return new DirectoryStorage(config.dir);
  return new DatabaseStorage(db);
}
