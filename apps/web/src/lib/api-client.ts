import type { FieldError } from '@chapter/shared/errors';
import { ApiError } from './api-error.ts';
import { decodeToken, endSession, getToken, isTokenExpired } from './auth.ts';
import { apiWords } from './i18n/api-words.ts';
import { currentLocale } from './i18n/catalogue.ts';
import { noteAnswerDate } from './last-synced.ts';
import { notifyProblem } from './notify.ts';
import { can, type Requirement } from './permissions.ts';
import { queryClient } from './query-client.ts';
import { keepForOffline } from './service-worker.ts';
import { sessionKeys } from './session-keys.ts';

const { text } = apiWords;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON; a Blob or File (an image upload) is sent as is, typed by its own type. */
  body?: unknown;
  /** 'blob' reads a successful answer as binary (avatar images); errors are read as usual. */
  responseType?: 'json' | 'blob';
  /** Sends the bearer token; false for the public calls (login, register, reset, setup). Default true. */
  auth?: boolean;
  /** Refused locally with 403 when the token's permission list does not meet it. */
  permission?: Requirement;
  /** Shows a toast titled by the kind of failure. */
  errorToast?: boolean;
  /** The caller ends the session itself on a 401 (logout), so no "Authentication Error" toast is shown. */
  ignoreSessionEnd?: boolean;
  /** Sends this token instead of the stored one: the logout call, made after the local session has ended. */
  token?: string;
  signal?: AbortSignal;
  /** For a file body: called with the share sent so far (0…1) while it uploads. */
  onUploadProgress?: (share: number) => void;
}

/**
 * fetch() cannot report upload progress, so a file body whose caller asks for it goes out over XMLHttpRequest,
 * answered as the same Response the rest of the client reads.
 */
function sendWithProgress(
  path: string,
  init: { method: string; headers: Record<string, string>; body: Blob; signal?: AbortSignal },
  onProgress: (share: number) => void,
): Promise<Response> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(init.method, path);
    for (const [name, value] of Object.entries(init.headers)) xhr.setRequestHeader(name, value);
    xhr.responseType = 'text';
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress(e.loaded / e.total);
    };
    xhr.onload = () => {
      const headers = new Headers();
      for (const line of xhr
        .getAllResponseHeaders()
        .trim()
        .split(/[\r\n]+/)) {
        const at = line.indexOf(':');
        if (at > 0) headers.append(line.slice(0, at).trim(), line.slice(at + 1).trim());
      }
      const empty = xhr.status === 204 || xhr.status === 205 || xhr.status === 304;
      resolve(new Response(empty ? null : xhr.responseText, { status: xhr.status, headers }));
    };
    xhr.onerror = () => reject(new TypeError('Network request failed'));
    xhr.onabort = () => reject(new DOMException('The upload was cancelled', 'AbortError'));
    init.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(init.body);
  });
}

/** The message shown for a failed status. */
/** Why a call failed: the server's reason (in the member's language, docs/i18n.md), else ours. */
function messageFor(status: number, serverMessage: string | undefined): string {
  if (status === 401) return text('authenticationFailed');
  if (status === 403) return serverMessage || text('permissionDenied');
  if (status === 409) return serverMessage || text('conflict');
  return serverMessage || text('unexpected');
}

function toastTitleFor(error: ApiError, hadToken: boolean): string {
  if (error.status === 401 && error.local) return text('toastTitle', { kind: hadToken ? 'expired' : 'required' });
  if (error.status === 401) return text('toastTitle', { kind: 'auth' });
  if (error.status === 403) return text('toastTitle', { kind: 'denied' });
  return text('toastTitle', { kind: 'other' });
}

async function readBody(res: Response): Promise<unknown> {
  const text = await res.text();
  if (!text) return undefined;
  // Replies may be JSON or plain text; a JSON-looking body is parsed even without the header.
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function errorFromResponse(res: Response, body: unknown): ApiError {
  const obj = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  const serverMessage =
    typeof obj.message === 'string' ? obj.message : typeof body === 'string' && body.trim() ? body : undefined;
  return new ApiError(res.status, messageFor(res.status, serverMessage), {
    code: typeof obj.code === 'string' ? obj.code : undefined,
    serverMessage,
    details: Array.isArray(obj.details) ? (obj.details as FieldError[]) : [],
    remainingAttempts: typeof obj.remainingAttempts === 'number' ? obj.remainingAttempts : undefined,
    retryAfter: typeof obj.retryAfter === 'number' ? obj.retryAfter : undefined,
    reason: typeof obj.reason === 'string' ? obj.reason : undefined,
    headers: res.headers,
  });
}

/** Applies the local token rules and returns the token to send. */
function authorise(permission: Requirement | undefined): string {
  const token = getToken();
  if (!token) throw new ApiError(401, text('noToken'), { local: true });
  const claims = decodeToken(token);
  if (isTokenExpired(claims)) {
    endSession();
    throw new ApiError(401, text('tokenExpired'), { local: true, code: 'TOKEN_EXPIRED' });
  }
  if (permission && !can({ permissions: claims?.permissions ?? [] }, permission)) {
    throw new ApiError(403, text('permissionDenied'), { local: true, code: 'PERMISSION_DENIED' });
  }
  return token;
}

async function send<T>(path: string, opts: RequestOptions, token: string | undefined): Promise<T> {
  const blob = opts.responseType === 'blob';
  const raw = opts.body instanceof Blob ? opts.body : undefined;
  const headers: Record<string, string> = {
    Accept: blob ? 'image/*, */*;q=0.8' : 'application/json, text/plain;q=0.9',
  };
  // Every call says JSON, bodiless ones too (logout, mark read): the server reads an empty body as none.
  headers['Content-Type'] = raw ? raw.type || 'application/octet-stream' : 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;
  // The server words its reasons in the member's language (docs/i18n.md "The server's errors"); our own words for a
  // failure are fetched with the first call, so they are at hand when one fails, offline too.
  headers['Accept-Language'] = currentLocale();
  void apiWords.ready(currentLocale());
  // Reads may be answered offline by the service worker; a change cannot, and says so without trying.
  const write = (opts.method ?? 'GET') !== 'GET';
  if (write && navigator.onLine === false) throw new ApiError(500, text('offlineWrite'), { network: true });
  let res: Response;
  try {
    res =
      raw && opts.onUploadProgress
        ? await sendWithProgress(
            path,
            { method: opts.method ?? 'POST', headers, body: raw, signal: opts.signal },
            opts.onUploadProgress,
          )
        : await fetch(path, {
            method: opts.method ?? 'GET',
            headers,
            body: raw ?? (opts.body === undefined ? undefined : JSON.stringify(opts.body)),
            signal: opts.signal,
            // Images are fetched without the HTTP cache; the ?v= key already changes with every upload.
            ...(blob && { cache: 'no-store' as const }),
          });
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    const offline = write && navigator.onLine === false;
    throw new ApiError(500, text(offline ? 'offlineWrite' : 'network'), { network: true });
  }
  if (res.ok && !write) {
    noteAnswerDate(res.headers.get('Date'));
    if (!blob) await keepForOffline(path, res, () => getToken() === token);
  }
  if (blob && res.ok) return (await res.blob()) as T;
  const body = await readBody(res);
  if (!res.ok) throw errorFromResponse(res, body);
  return body as T;
}

/**
 * The one API client: JSON with a bearer token, JSON or text replies, one
 * status message per failure, the local 401/403 rules, and a logout when the server refuses the session.
 */
export async function apiRequest<T>(path: string, opts: RequestOptions = {}): Promise<T> {
  const useAuth = opts.auth ?? true;
  const hadToken = getToken() !== null;
  let token: string | undefined;
  try {
    token = useAuth ? (opts.token ?? authorise(opts.permission)) : undefined;
    return await send<T>(path, opts, token);
  } catch (err) {
    if (!(err instanceof ApiError)) throw err;
    // Only the first of several parallel 401s ends the session (the token has changed for the others).
    const sessionRefused = useAuth && err.status === 401 && !err.local && !opts.ignoreSessionEnd;
    if (sessionRefused && token !== undefined && getToken() === token) {
      endSession();
      notifyProblem(text('sessionEndedTitle'), text('sessionEndedMessage'));
    } else if (err.code === 'PASSWORD_CHANGE_REQUIRED') {
      // The session query holds mustChangePassword; refreshing it sends the user to /change-password.
      void queryClient.invalidateQueries({ queryKey: sessionKeys.all });
    } else if (opts.errorToast) {
      notifyProblem(toastTitleFor(err, hadToken), err.message);
    }
    throw err;
  }
}
