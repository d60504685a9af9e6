import { AVATAR_MAX_BYTES, AVATAR_MIME_TYPES } from '@chapter/shared/avatar';
import { Camera, Trash2 } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { Avatar } from '../../../components/ui/avatar.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { failureReason, notifyDone } from '../../../lib/notify.ts';
import { useRemoveAvatar } from '../api/remove-avatar.ts';
import { useUploadAvatar } from '../api/upload-avatar.ts';
import { profileMessages } from '../messages.ts';

interface Props {
  name: string;
  src: string | null;
  /** Another member's avatar (managers); undefined for one's own. */
  userId?: number;
}

/** The profile photo with change and remove actions; the type and size are checked before uploading. */
export function AvatarEditor({ name, src, userId }: Props) {
  const t = useMessages(profileMessages);
  const input = useRef<HTMLInputElement>(null);
  const errorId = useId();
  const upload = useUploadAvatar();
  const remove = useRemoveAvatar();
  const [error, setError] = useState<string | null>(null);

  const choose = async (file: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!file) return;
    setError(null);
    if (!(AVATAR_MIME_TYPES as readonly string[]).includes(file.type)) return setError(t('wrongImageType'));
    if (file.size > AVATAR_MAX_BYTES) return setError(t('imageTooLarge'));
    try {
      await upload.mutateAsync({ file, userId });
      notifyDone(t('photoUpdated'));
    } catch (err) {
      setError(failureReason(err, t('photoNotUploaded')));
    }
  };

  const clear = async () => {
    setError(null);
    try {
      await remove.mutateAsync({ userId });
      notifyDone(t('photoRemoved'));
    } catch (err) {
      setError(failureReason(err, t('photoNotRemoved')));
    }
  };

  return (
    <div className="flex flex-col items-center gap-3">
      <Avatar
        name={name}
        src={src}
        size={512}
        alt={t('photoOf', { name })}
        className="size-28 ring-4 ring-card sm:size-32"
      />
      <div className="flex flex-wrap justify-center gap-2">
        <input
          ref={input}
          type="file"
          accept={AVATAR_MIME_TYPES.join(',')}
          className="sr-only"
          aria-label={t('photoFile')}
          aria-describedby={error ? errorId : undefined}
          onChange={(e) => void choose(e.target.files?.[0])}
        />
        <Button variant="secondary" size="sm" loading={upload.isPending} onClick={() => input.current?.click()}>
          <Camera aria-hidden="true" />
          {src ? t('changePhoto') : t('addPhoto')}
        </Button>
        {src && (
          <Button variant="ghost" size="sm" loading={remove.isPending} onClick={() => void clear()}>
            <Trash2 aria-hidden="true" />
            {t('remove')}
          </Button>
        )}
      </div>
      {error && (
        <p id={errorId} role="alert" className="text-center text-sm font-medium text-destructive-strong">
          {error}
        </p>
      )}
    </div>
  );
}
