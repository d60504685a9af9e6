import { AVATAR_MAX_BYTES, AVATAR_MIME_TYPES } from '@chapter/shared/avatar';
import { Camera, Trash2 } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { Avatar } from '../../../components/ui/avatar.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { failureReason, notifyDone } from '../../../lib/notify.ts';
import { useRemoveAvatar } from '../api/remove-avatar.ts';
import { useUploadAvatar } from '../api/upload-avatar.ts';

interface Props {
  name: string;
  src: string | null;
  /** Another member's avatar (managers); undefined for one's own. */
  userId?: number;
}

/** The profile photo with change and remove actions; the type and size are checked before uploading. */
export function AvatarEditor({ name, src, userId }: Props) {
  const input = useRef<HTMLInputElement>(null);
  const errorId = useId();
  const upload = useUploadAvatar();
  const remove = useRemoveAvatar();
  const [error, setError] = useState<string | null>(null);

  const choose = async (file: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!file) return;
    setError(null);
    if (!(AVATAR_MIME_TYPES as readonly string[]).includes(file.type))
      return setError('Choose a JPEG, PNG or WebP image.');
    if (file.size > AVATAR_MAX_BYTES) return setError('Choose an image of at most 5 MB.');
    try {
      await upload.mutateAsync({ file, userId });
      notifyDone('Photo updated');
    } catch (err) {
      setError(failureReason(err, 'The photo could not be uploaded. Please try again.'));
    }
  };

  const clear = async () => {
    setError(null);
    try {
      await remove.mutateAsync({ userId });
      notifyDone('Photo removed');
    } catch (err) {
      setError(failureReason(err, 'The photo could not be removed.'));
    }
  };

  return (
    <div className="flex flex-col items-center gap-3">
      <Avatar
        name={name}
        src={src}
        size={512}
        alt={`${name}'s photo`}
        className="size-28 ring-4 ring-card sm:size-32"
      />
      <div className="flex flex-wrap justify-center gap-2">
        <input
          ref={input}
          type="file"
          accept={AVATAR_MIME_TYPES.join(',')}
          className="sr-only"
          aria-label="Profile photo file"
          aria-describedby={error ? errorId : undefined}
          onChange={(e) => void choose(e.target.files?.[0])}
        />
        <Button variant="secondary" size="sm" loading={upload.isPending} onClick={() => input.current?.click()}>
          <Camera aria-hidden="true" />
          {src ? 'Change photo' : 'Add photo'}
        </Button>
        {src && (
          <Button variant="ghost" size="sm" loading={remove.isPending} onClick={() => void clear()}>
            <Trash2 aria-hidden="true" />
            Remove
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
