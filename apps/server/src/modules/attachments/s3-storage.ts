import {
  DeleteObjectsCommand,
  GetObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { Config } from '../../config.ts';
import type { AttachmentStorage, FileVariant } from './attachment-storage.ts';

type S3Config = Extract<Config['attachments'], { storage: 's3' }>;

/**
 * An S3-compatible bucket (AWS S3, MinIO, Cloudflare R2, Backblaze B2…). Objects are private: the server reads
 * them and serves them to the members allowed to see them; the bucket itself needs no public access.
 */
export class S3Storage implements AttachmentStorage {
  private readonly client: S3Client;

  constructor(private readonly config: S3Config) {
    this.client = new S3Client({
      region: config.region,
      ...(config.endpoint && { endpoint: config.endpoint }),
      forcePathStyle: config.forcePathStyle,
      // Checksums only where S3 requires them: several S3-compatible servers refuse the newer optional ones.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      ...(config.accessKeyId &&
        config.secretAccessKey && {
          credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
        }),
    });
  }

  private key(key: string, variant: FileVariant): string {
    return `${this.config.prefix}${key}/${variant}`;
  }

  async put(key: string, variant: FileVariant, data: Buffer, mime: string): Promise<void> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.config.bucket,
        Key: this.key(key, variant),
        Body: data,
        ContentType: mime,
        ContentLength: data.length,
      }),
    );
  }

  async get(key: string, variant: FileVariant): Promise<Buffer | undefined> {
    try {
      const answer = await this.client.send(
        new GetObjectCommand({ Bucket: this.config.bucket, Key: this.key(key, variant) }),
      );
      if (!answer.Body) return undefined;
      return Buffer.from(await answer.Body.transformToByteArray());
    } catch (err) {
      if (err instanceof S3ServiceException && (err.name === 'NoSuchKey' || err.$metadata.httpStatusCode === 404)) {
        return undefined;
      }
      throw err;
    }
  }

  async remove(key: string): Promise<void> {
    await this.client.send(
      new DeleteObjectsCommand({
        Bucket: this.config.bucket,
        Delete: { Objects: [{ Key: this.key(key, 'original') }, { Key: this.key(key, 'thumbnail') }], Quiet: true },
      }),
    );
  }
}
