import { randomBytes } from 'node:crypto';
import { formatFileSize } from '@chapter/shared/attachments';
import type { AttachmentDescriptor } from '@chapter/shared/attachments.schemas';
import { hasAnyPermission, hasPermission } from '@chapter/shared/permissions';
import { toStamp } from '../../db/sql-values.ts';
import { chapterAccess } from '../../kernel/chapter-access.ts';
import { inCallersGroup } from '../../kernel/group-scope.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { AppContext } from '../../lib/context.ts';
import type { Principal } from '../../lib/principal.ts';
import { presentMemberDetail } from '../members/members.presenter.ts';
import { findMember, selectPrivacy } from '../members/members.repository.ts';
import { type ProcessedUpload, processUpload, safeFileName } from './attachment-files.ts';
import { presentAttachment } from './attachment-links.ts';
import type { AttachmentStorage, FileVariant } from './attachment-storage.ts';
import {
  deleteAttachment,
  findAttachmentAccess,
  insertAttachment,
  selectExpired,
  uploadedBytesSince,
} from './attachments.repository.ts';
import { businessCardVcard } from './business-card.ts';

const DAY_MS = 24 * 60 * 60_000;
/** An upload no message took is kept this long (a member may write the caption slowly), then removed. */
const UNSENT_TTL_MS = DAY_MS;

/** A file as the routes send it. */
export interface ServedFile {
  data: Buffer;
  mime: string;
  name: string;
  inline: boolean;
}

/**
 * Attachments (docs/attachments.md): uploads are checked and re-encoded (attachment-files.ts), kept in the
 * configured storage under a random id, and served only to the people of the conversation that carries them, or,
 * before it is sent, to the uploader. Everyone else, signed in or not, gets the same 404.
 */
export class AttachmentsService {
  constructor(
    private readonly ctx: AppContext,
    private readonly storage: AttachmentStorage,
  ) {}

  /**
   * Stores an upload for the caller's next message, within the member's daily allowance: checked before the file
   * is decoded, against what the member's uploads of the last 24 hours still take.
   */
  async upload(caller: Principal, body: unknown, name: string | undefined): Promise<AttachmentDescriptor> {
    const cap = this.ctx.config.limits.attachmentBytesPerDay;
    const since = toStamp(new Date(this.ctx.clock.now().getTime() - DAY_MS));
    const used = await uploadedBytesSince(this.ctx.db, caller.userId, since);
    if (used + (Buffer.isBuffer(body) ? body.length : 0) > cap) {
      throw new AppError(
        'DAILY_CAP_REACHED',
        `You can upload ${formatFileSize(cap)} of files a day and ${formatFileSize(Math.max(0, cap - used))} is left. Try a smaller file, or again tomorrow.`,
      );
    }
    return this.store(caller.userId, await processUpload(body, name));
  }

  /**
   * A member's business card as a vCard, built from their profile as the caller sees it, ready to attach. A
   * member the caller cannot see is a 404, like their profile.
   */
  async businessCard(caller: Principal, userId: number): Promise<AttachmentDescriptor> {
    const row = await findMember(this.ctx.db, userId);
    const visible =
      row &&
      (row.id === caller.userId ||
        (hasPermission(caller, 'view_members') &&
          inCallersGroup(caller, row.group_id) &&
          (row.status === 'active' || hasAnyPermission(caller, ['manage_members', 'approve_members']))));
    if (!row || !visible) throw notFound('Member');
    const privacy = await selectPrivacy(this.ctx.db, [row.id]);
    const member = presentMemberDetail(caller, row, privacy.get(row.id));
    const card = Buffer.from(businessCardVcard(member), 'utf8');
    return this.store(caller.userId, {
      kind: 'vcard',
      mime: 'text/vcard',
      name: safeFileName(member.name, 'vcf', 'Contact'),
      original: card,
      thumbnail: null,
      width: null,
      height: null,
    });
  }

  /** The file or a photo's thumbnail, for those who may see it; 404 for everyone else. */
  async file(caller: Principal | undefined, id: string, variant: FileVariant): Promise<ServedFile> {
    const row = caller ? await findAttachmentAccess(this.ctx.db, id) : undefined;
    if (!caller || !row || !(await this.mayRead(caller, row))) throw notFound('Attachment');
    if (variant === 'thumbnail' && !row.has_thumbnail) throw notFound('Attachment');
    const data = await this.storage.get(row.id, variant);
    if (!data) throw notFound('Attachment');
    return { data, mime: row.mime, name: row.name, inline: row.kind === 'photo' };
  }

  /**
   * Removes the files and rows of uploads left unsent for a day and of deleted messages. Safe to run from several
   * processes at once: removing what is already gone is not an error.
   */
  async cleanUp(): Promise<number> {
    const before = toStamp(new Date(this.ctx.clock.now().getTime() - UNSENT_TTL_MS));
    let removed = 0;
    for (;;) {
      const ids = await selectExpired(this.ctx.db, before, 100);
      for (const id of ids) {
        // Files first: a row without files is a 404 anyway, a file without a row could never be found again.
        await this.storage.remove(id);
        await deleteAttachment(this.ctx.db, id);
      }
      removed += ids.length;
      if (ids.length < 100) return removed;
    }
  }

  private async store(uploaderId: number, file: ProcessedUpload): Promise<AttachmentDescriptor> {
    const id = randomBytes(16).toString('base64url');
    await this.storage.put(id, 'original', file.original, file.mime);
    if (file.thumbnail) await this.storage.put(id, 'thumbnail', file.thumbnail, file.mime);
    const row = {
      id,
      uploader_id: uploaderId,
      kind: file.kind,
      name: file.name,
      mime: file.mime,
      size: file.original.length,
      width: file.width,
      height: file.height,
      has_thumbnail: file.thumbnail ? 1 : 0,
      created_at: toStamp(this.ctx.clock.now()),
    };
    try {
      await insertAttachment(this.ctx.db, row);
    } catch (err) {
      await this.storage.remove(id).catch(() => undefined);
      throw err;
    }
    return presentAttachment(row);
  }

  private async mayRead(
    caller: Principal,
    row: NonNullable<Awaited<ReturnType<typeof findAttachmentAccess>>>,
  ): Promise<boolean> {
    if (row.message_id !== null) {
      if (row.message_deleted_at) return false;
      return caller.userId === row.message_sender_id || caller.userId === row.message_recipient_id;
    }
    if (row.channel_message_id !== null) {
      if (row.channel_deleted_at || row.channel_group_id === null) return false;
      // Whoever reads the group's channel now: a member who left, or a visitor the group no longer lets in, does not.
      return (await chapterAccess(this.ctx.db, caller))?.groupId === row.channel_group_id;
    }
    return caller.userId === row.uploader_id;
  }
}
