import { profileRoutes } from '@chapter/shared/api/profile.routes';
import { AVATAR_RETRIES, type AvatarSize, avatarRetryDelay, avatarUrl, initials } from '@chapter/shared/avatar';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import { cn } from '../../lib/cn.ts';
import { queryClient } from '../../lib/query-client.ts';

const AVATAR_GC_MS = 10 * 60_000;

/** An avatar image's cache key is its sized URL, which carries the ?v= key that changes with the photo. */
export const avatarKeys = {
  all: ['avatar'] as const,
  image: (url: string | null) => ['avatar', url] as const,
};

// Object URLs hold the image bytes until revoked: free them when the cache drops an avatar (logout clears all).
queryClient.getQueryCache().subscribe((event) => {
  if (event.type !== 'removed' || event.query.queryKey[0] !== avatarKeys.all[0]) return;
  const url = event.query.state.data;
  if (typeof url === 'string') URL.revokeObjectURL(url);
});

/** Fetches a sized image path ('/api/avatars/42_96.jpg?v=k1') by its route: the file name and the ?v= key. */
async function fetchImage(url: string, signal: AbortSignal): Promise<Blob> {
  const [path = '', search = ''] = url.split('?');
  const file = path.slice(path.lastIndexOf('/') + 1);
  const v = new URLSearchParams(search).get('v') ?? undefined;
  return (await api(profileRoutes.avatar, { params: { file }, query: { v }, responseType: 'blob', signal })) as Blob;
}

/** Calm, readable backgrounds for the generated avatar; a name always gets the same one. */
const TONES = [
  'from-sky-500 to-indigo-600',
  'from-emerald-500 to-teal-700',
  'from-amber-500 to-orange-600',
  'from-rose-500 to-pink-700',
  'from-violet-500 to-purple-700',
  'from-cyan-600 to-blue-700',
];
function toneFor(name: string): string {
  let hash = 0;
  for (const ch of name) hash = (hash * 31 + (ch.codePointAt(0) ?? 0)) | 0;
  return TONES[Math.abs(hash) % TONES.length] as string;
}

interface AvatarProps {
  /** The person's name: the initials fallback and, with `alt`, the image's description. */
  name: string;
  /** The profile's `profileImageUrl` ('/api/avatars/42?v=…'), or null for the initials avatar. */
  src: string | null | undefined;
  /** Which stored size to load (96, 256 or 512); pick the one at least as large as it is shown. */
  size?: AvatarSize;
  /** Sets the shown size, e.g. "size-10" (default) or "size-28"; the initials scale with it. */
  className?: string;
  /** Alternative text; leave empty (decorative) when the name is shown beside the avatar. */
  alt?: string;
}

/**
 * A member's avatar: the image is fetched with the bearer token, the size suffix and the ?v=
 * cache-busting key; a failed load is retried twice with backoff from 1 s. The generated two-letter avatar shows
 * while loading and stays when the image cannot be had (docs/product-rules.md "Avatars").
 */
export function Avatar({ name, src, size = 256, className, alt = '' }: AvatarProps) {
  const url = src ? avatarUrl(src, size) : null;
  const image = useQuery({
    queryKey: avatarKeys.image(url),
    queryFn: async ({ signal }) => URL.createObjectURL(await fetchImage(url as string, signal)),
    enabled: url !== null,
    retry: AVATAR_RETRIES,
    retryDelay: (failures) => avatarRetryDelay(failures),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: AVATAR_GC_MS,
  });
  const base = 'relative inline-flex size-10 shrink-0 overflow-hidden rounded-full select-none';
  if (url && image.data) {
    return (
      <span className={cn(base, 'bg-muted', className)} data-avatar="image">
        <img src={image.data} alt={alt} className="size-full object-cover" draggable={false} />
      </span>
    );
  }
  const generated = cn(
    base,
    // A size container: the letters scale with whatever size the caller gives the avatar.
    '@container items-center justify-center bg-gradient-to-br font-semibold text-white',
    toneFor(name),
    className,
  );
  if (alt) {
    return (
      <span role="img" aria-label={alt} data-avatar="initials" className={generated}>
        <span className="text-[length:38cqw] leading-none">{initials(name)}</span>
      </span>
    );
  }
  return (
    <span aria-hidden="true" data-avatar="initials" className={generated}>
      <span className="text-[length:38cqw] leading-none">{initials(name)}</span>
    </span>
  );
}
