import { attachmentsRoutes } from '@chapter/shared/api/attachments.routes';
import type { AttachmentDescriptor } from '@chapter/shared/attachments.schemas';
import { useQuery } from '@tanstack/react-query';
import { Contact, Download, FileText, ImageOff } from 'lucide-react';
import { useState } from 'react';
import { apiFile } from '../../lib/api.ts';
import { isNotFound } from '../../lib/api-error.ts';
import { cn } from '../../lib/cn.ts';
import { saveFile } from '../../lib/download.ts';
import { useMessages } from '../../lib/i18n/use-messages.ts';
import { notifyProblem } from '../../lib/notify.ts';
import { queryClient } from '../../lib/query-client.ts';
import { Button } from '../ui/button.tsx';
import { Dialog } from '../ui/dialog.tsx';
import { Spinner } from '../ui/spinner.tsx';
import { fileSize } from './chat-text.ts';
import { chatMessages } from './messages.ts';

/** The longest side of a photo in the thread, in CSS pixels. */
const THUMB_BOX = 240;

const attachmentKeys = {
  all: ['attachment'] as const,
  image: (id: string, variant: 'file' | 'thumbnail') => ['attachment', id, variant] as const,
};

// Object URLs hold the image bytes until revoked: free them when the cache drops one (logout clears all).
queryClient.getQueryCache().subscribe((event) => {
  if (event.type !== 'removed' || event.query.queryKey[0] !== attachmentKeys.all[0]) return;
  const url = event.query.state.data;
  if (typeof url === 'string') URL.revokeObjectURL(url);
});

/** A photo or its thumbnail as an object URL, fetched with the member's token (files are not public). */
function useAttachmentImage(id: string, variant: 'file' | 'thumbnail', enabled = true) {
  return useQuery({
    queryKey: attachmentKeys.image(id, variant),
    queryFn: async ({ signal }) => {
      const route = variant === 'file' ? attachmentsRoutes.file : attachmentsRoutes.thumbnail;
      return URL.createObjectURL(await apiFile(route, { params: { id }, signal }));
    },
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 10 * 60_000,
    // A 404 means the message was deleted or the file is not ours to see: asking again changes nothing.
    retry: (failures, err) => !isNotFound(err) && failures < 2,
  });
}

/** Fits a photo's stored size into the thread's box, so its room is kept before it loads. */
function thumbSize(a: AttachmentDescriptor): { width: number; height: number } {
  const w = a.width ?? THUMB_BOX;
  const h = a.height ?? THUMB_BOX;
  const scale = Math.min(1, THUMB_BOX / w, THUMB_BOX / h);
  return { width: Math.max(48, Math.round(w * scale)), height: Math.max(48, Math.round(h * scale)) };
}

async function download(a: AttachmentDescriptor): Promise<void> {
  try {
    saveFile(await apiFile(attachmentsRoutes.file, { params: { id: a.id }, query: { download: '1' } }), a.name);
  } catch (err) {
    const description = isNotFound(err) ? chatMessages.text('fileGone') : (err as Error).message;
    notifyProblem(chatMessages.text('downloadFailed', { name: a.name }), description);
  }
}

function FullPhoto({ attachment, onClose }: { attachment: AttachmentDescriptor; onClose: () => void }) {
  const t = useMessages(chatMessages);
  const image = useAttachmentImage(attachment.id, 'file');
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={attachment.name} wide>
      <div className="flex flex-col items-center gap-3">
        {image.data ? (
          <img
            src={image.data}
            alt={attachment.name}
            width={attachment.width ?? undefined}
            height={attachment.height ?? undefined}
            className="h-auto max-h-[70dvh] w-auto max-w-full rounded-lg object-contain"
          />
        ) : image.isError ? (
          <p className="py-10 text-sm text-muted-foreground">{t('photoGone')}</p>
        ) : (
          <div className="py-10">
            <Spinner label={t('loadingPhoto')} />
          </div>
        )}
        <div className="flex gap-2">
          <Button variant="secondary" size="sm" onClick={() => void download(attachment)}>
            <Download aria-hidden="true" />
            {t('download')}
          </Button>
          <Button size="sm" onClick={onClose}>
            {t('backToConversation')}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}

function PhotoThumb({ attachment, onOpen }: { attachment: AttachmentDescriptor; onOpen: () => void }) {
  const t = useMessages(chatMessages);
  const thumb = useAttachmentImage(attachment.id, attachment.thumbnailUrl ? 'thumbnail' : 'file');
  const size = thumbSize(attachment);
  return (
    <button
      type="button"
      onClick={onOpen}
      aria-label={t('openPhoto', { name: attachment.name })}
      style={{ width: size.width, aspectRatio: `${size.width} / ${size.height}` }}
      className="relative block max-w-full overflow-hidden rounded-xl bg-black/10 focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-ring/40"
    >
      {thumb.data ? (
        <img
          src={thumb.data}
          alt={attachment.name}
          width={size.width}
          height={size.height}
          className="size-full object-cover"
          draggable={false}
        />
      ) : thumb.isError ? (
        <span className="flex size-full items-center justify-center text-muted-foreground">
          <ImageOff className="size-6" aria-hidden="true" />
          <span className="sr-only">{t('photoUnavailable')}</span>
        </span>
      ) : null}
    </button>
  );
}

function FileCard({ attachment, mine }: { attachment: AttachmentDescriptor; mine: boolean }) {
  const t = useMessages(chatMessages);
  const Icon = attachment.kind === 'vcard' ? Contact : FileText;
  return (
    <button
      type="button"
      onClick={() => void download(attachment)}
      aria-label={t('downloadFile', { name: attachment.name })}
      className={cn(
        'flex w-64 max-w-full items-center gap-3 rounded-xl border px-3 py-2.5 text-start transition-colors',
        mine
          ? 'border-primary-foreground/30 bg-primary-foreground/10 hover:bg-primary-foreground/20'
          : 'border-border bg-background hover:bg-accent',
      )}
    >
      <Icon className="size-8 shrink-0" aria-hidden="true" />
      <span className="flex min-w-0 flex-1 flex-col">
        <span className="truncate text-sm font-medium">{attachment.name}</span>
        <span className={cn('text-xs', mine ? 'text-primary-foreground/90' : 'text-muted-foreground')}>
          {t('fileCard', { kind: attachment.kind, size: fileSize(attachment.size) })}
        </span>
      </span>
      <Download className="size-4 shrink-0" aria-hidden="true" />
    </button>
  );
}

/** A message's photos (thumbnails that open full size) and files (cards that download), above its text. */
export function MessageAttachments({
  attachments,
  mine = false,
}: {
  attachments: readonly AttachmentDescriptor[] | undefined;
  mine?: boolean;
}) {
  const [open, setOpen] = useState<AttachmentDescriptor | null>(null);
  if (!attachments || attachments.length === 0) return null;
  return (
    <div className="mb-1 flex flex-col gap-1.5 whitespace-normal">
      {attachments.map((a) =>
        a.kind === 'photo' ? (
          <PhotoThumb key={a.id} attachment={a} onOpen={() => setOpen(a)} />
        ) : (
          <FileCard key={a.id} attachment={a} mine={mine} />
        ),
      )}
      {open && <FullPhoto attachment={open} onClose={() => setOpen(null)} />}
    </div>
  );
}
