import { attachmentsRoutes } from '@chapter/shared/api/attachments.routes';
import { ATTACHMENT_MAX_BYTES, ATTACHMENTS_PER_MESSAGE_MAX, guessAttachmentKind } from '@chapter/shared/attachments';
import type { AttachmentDescriptor } from '@chapter/shared/attachments.schemas';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { api } from '../../lib/api.ts';
import { formatNumber } from '../../lib/format/index.ts';
import { fileSize, unsentReason } from './chat-text.ts';
import { chatMessages } from './messages.ts';

/** One file in the composer: uploading (with its progress), ready to send, or failed (with why). */
export interface DraftItem {
  key: string;
  name: string;
  size: number;
  status: 'uploading' | 'ready' | 'failed';
  /** 0…1 while uploading. */
  progress: number;
  error?: string;
  attachment?: AttachmentDescriptor;
}

/** Why a file cannot be attached, said before it is sent anywhere; the server checks again by its content. */
function refusal(file: File, count: number): string | null {
  if (count >= ATTACHMENTS_PER_MESSAGE_MAX) {
    return chatMessages.text('tooManyFiles', { max: formatNumber(ATTACHMENTS_PER_MESSAGE_MAX) });
  }
  if (!guessAttachmentKind(file)) return chatMessages.text('cannotAttach', { name: file.name });
  if (file.size > ATTACHMENT_MAX_BYTES) {
    return chatMessages.text('fileTooBig', {
      name: file.name,
      size: fileSize(file.size),
      max: fileSize(ATTACHMENT_MAX_BYTES),
    });
  }
  return null;
}

function uploadFailure(err: unknown): string {
  return unsentReason(err, 'uploaded');
}

let nextKey = 0;

/**
 * The attachments of the message being written: each chosen file uploads at once with its progress, can be
 * removed before sending (an upload in flight is cancelled), and is cleared once the message is sent. The text
 * being written is the composer's own and is never touched here.
 */
export function useAttachmentDraft(initial: readonly AttachmentDescriptor[] = []) {
  const [items, setItems] = useState<DraftItem[]>(() =>
    initial.map((a) => ({
      key: `d${++nextKey}`,
      name: a.name,
      size: a.size,
      status: 'ready',
      progress: 1,
      attachment: a,
    })),
  );
  const [notice, setNotice] = useState<string | null>(null);
  const uploads = useRef(new Map<string, AbortController>());

  const patch = useCallback((key: string, change: Partial<DraftItem>) => {
    setItems((list) => list.map((i) => (i.key === key ? { ...i, ...change } : i)));
  }, []);

  const add = useCallback(
    (files: readonly File[]) => {
      setNotice(null);
      let count = items.length;
      for (const file of files) {
        const why = refusal(file, count);
        if (why) {
          setNotice(why);
          continue;
        }
        count += 1;
        const key = `d${++nextKey}`;
        const controller = new AbortController();
        uploads.current.set(key, controller);
        setItems((list) => [...list, { key, name: file.name, size: file.size, status: 'uploading', progress: 0 }]);
        api(attachmentsRoutes.upload, {
          query: { name: file.name },
          body: file,
          signal: controller.signal,
          onUploadProgress: (progress) => patch(key, { progress }),
        })
          .then((attachment) => patch(key, { status: 'ready', progress: 1, attachment, name: attachment.name }))
          .catch((err: unknown) => {
            if ((err as Error).name === 'AbortError') return;
            patch(key, { status: 'failed', error: uploadFailure(err) });
          })
          .finally(() => uploads.current.delete(key));
      }
    },
    [items.length, patch],
  );

  const remove = useCallback((key: string) => {
    uploads.current.get(key)?.abort();
    setItems((list) => list.filter((i) => i.key !== key));
    setNotice(null);
  }, []);

  const clear = useCallback(() => {
    setItems([]);
    setNotice(null);
  }, []);

  const attachments = items.flatMap((i) => (i.status === 'ready' && i.attachment ? [i.attachment] : []));
  return {
    items,
    notice,
    add,
    remove,
    clear,
    dismissNotice: () => setNotice(null),
    /** What a message would carry now. */
    attachments,
    /** Sending waits while a file uploads or one failed (remove it first): nothing goes out half attached. */
    blocked: items.some((i) => i.status !== 'ready'),
  };
}

export type AttachmentDraft = ReturnType<typeof useAttachmentDraft>;

/**
 * Attachments handed over by another screen (a business card shared from a profile) in the navigation state:
 * taken once, and dropped from the history entry so a reload or Back does not attach them again.
 */
export function useHandedAttachments(): AttachmentDescriptor[] {
  const location = useLocation();
  const navigate = useNavigate();
  const [handed] = useState<AttachmentDescriptor[]>(() => {
    const state = location.state as { attachments?: unknown } | null;
    const list = Array.isArray(state?.attachments) ? state.attachments : [];
    return list.filter((a): a is AttachmentDescriptor => typeof a?.id === 'string' && typeof a?.name === 'string');
  });
  useEffect(() => {
    if (handed.length > 0) navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
  }, [handed, navigate, location.pathname, location.search]);
  return handed;
}
