import { ATTACHMENT_KINDS, type AttachmentKind } from '@chapter/shared/attachments';
import type { AttachmentDescriptor } from '@chapter/shared/attachments.schemas';

type Fields = Record<string, unknown>;

const isObject = (v: unknown): v is Fields => typeof v === 'object' && v !== null && !Array.isArray(v);
const isNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const isKind = (v: unknown): v is AttachmentKind => ATTACHMENT_KINDS.includes(v as AttachmentKind);

/**
 * The attachments of a pushed message (docs/attachments.md), read with plain checks like the rest of a push: an
 * entry without its id, kind and url is left out, the rest is filled in when missing.
 */
export function readAttachments(v: unknown): AttachmentDescriptor[] {
  if (!Array.isArray(v)) return [];
  return v.flatMap((a) => {
    if (!isObject(a) || typeof a.id !== 'string' || !isKind(a.kind) || typeof a.url !== 'string') return [];
    return [
      {
        id: a.id,
        kind: a.kind,
        name: typeof a.name === 'string' ? a.name : 'Attachment',
        size: isNumber(a.size) ? a.size : 0,
        mime: typeof a.mime === 'string' ? a.mime : 'application/octet-stream',
        width: isNumber(a.width) ? a.width : null,
        height: isNumber(a.height) ? a.height : null,
        url: a.url,
        thumbnailUrl: typeof a.thumbnailUrl === 'string' ? a.thumbnailUrl : null,
      },
    ];
  });
}
