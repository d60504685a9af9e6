import { randomBytes } from 'node:crypto';
import { DEFAULT_AVATAR_SIZE } from '@chapter/shared/avatar';
import { toStamp } from '../../db/sql-values.ts';
import { updateUser } from '../../kernel/users.repository.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { avatarPath } from '../../lib/avatar-path.ts';
import type { AppContext } from '../../lib/context.ts';
import type { Principal } from '../../lib/principal.ts';
import { deleteAvatarImages, findAvatarImage, findAvatarOwner, insertAvatarImages } from './avatar.repository.ts';
import { renderAvatar } from './avatar-image.ts';
import { profileTarget } from './profile-access.ts';

/**
 * Avatars: uploads are checked and re-encoded (avatar-image.ts), stored in the database under a random key
 * so every server process serves the same files, and served only to the owner's group, the owner and admins.
 */
export class AvatarService {
  constructor(private readonly ctx: AppContext) {}

  async upload(caller: Principal, body: unknown, userId?: number): Promise<{ profileImageUrl: string | null }> {
    const id = await profileTarget(this.ctx, caller, userId, true);
    if (!Buffer.isBuffer(body) || body.length === 0) {
      throw new AppError('VALIDATION_ERROR', 'Upload a JPEG, PNG or WebP image', {
        details: [{ field: 'image', message: 'Upload a JPEG, PNG or WebP image' }],
      });
    }
    const images = await renderAvatar(body);
    const owner = await findAvatarOwner(this.ctx.db, id);
    if (!owner) throw notFound('User');
    const key = randomBytes(12).toString('base64url');
    const now = toStamp(this.ctx.clock.now());
    await this.ctx.db.transaction().execute(async (trx) => {
      await insertAvatarImages(trx, key, images, now);
      await updateUser(trx, id, { avatar_key: key, updated_at: now });
      if (owner.avatar_key) await deleteAvatarImages(trx, owner.avatar_key);
    });
    return { profileImageUrl: avatarPath(id, key) };
  }

  async remove(caller: Principal, userId?: number): Promise<{ profileImageUrl: string | null }> {
    const id = await profileTarget(this.ctx, caller, userId, true);
    const owner = await findAvatarOwner(this.ctx.db, id);
    if (!owner) throw notFound('User');
    await this.ctx.db.transaction().execute(async (trx) => {
      await updateUser(trx, id, { avatar_key: null, updated_at: toStamp(this.ctx.clock.now()) });
      if (owner.avatar_key) await deleteAvatarImages(trx, owner.avatar_key);
    });
    return { profileImageUrl: null };
  }

  /** The JPEG of one size; anyone outside the owner's group (or without an avatar) gets a 404. */
  async image(caller: Principal, userId: number, size: number = DEFAULT_AVATAR_SIZE): Promise<Buffer> {
    const owner = await findAvatarOwner(this.ctx.db, userId);
    const visible =
      owner &&
      (owner.id === caller.userId || caller.isAdmin || (caller.groupId !== null && owner.group_id === caller.groupId));
    if (!visible || !owner.avatar_key) throw notFound('Image');
    const image = await findAvatarImage(this.ctx.db, owner.avatar_key, size);
    if (!image) throw notFound('Image');
    return Buffer.from(image.data);
  }
}
