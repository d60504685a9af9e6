/**
 * The push services browsers subscribe with: the only hosts the server ever sends a push to (docs/installable-app.md
 * "Which push services"). A subscription's endpoint is a URL a member hands us and we later call, so anything else
 * (an address inside our network, the cloud metadata service, someone's server) is refused when subscribing and
 * again when sending.
 */
const BROWSER_PUSH_SERVICES: readonly { vendor: string; hosts: readonly string[]; subdomainsOf?: string }[] = [
  // Chrome, Edge and Opera on Android, Samsung Internet, Chrome on the desktop; android.googleapis.com is GCM's address.
  { vendor: 'Google', hosts: ['fcm.googleapis.com', 'android.googleapis.com'] },
  // Firefox (autopush); its endpoints are on updates.push.services.mozilla.com.
  { vendor: 'Mozilla', hosts: ['updates.push.services.mozilla.com'], subdomainsOf: 'push.services.mozilla.com' },
  // Safari on macOS, iPhone and iPad (iOS 16.4 and later, app added to the home screen).
  { vendor: 'Apple', hosts: ['web.push.apple.com'], subdomainsOf: 'push.apple.com' },
  // Edge on Windows (WNS): wns2-<region>.notify.windows.com and similar.
  { vendor: 'Microsoft', hosts: [], subdomainsOf: 'notify.windows.com' },
];

const isBrowserPushService = (hostname: string) =>
  BROWSER_PUSH_SERVICES.some(
    (s) => s.hosts.includes(hostname) || (s.subdomainsOf !== undefined && hostname.endsWith(`.${s.subdomainsOf}`)),
  );

/**
 * Why the server will not send pushes to this endpoint, in words for the member; undefined when it will.
 * `testServiceOrigins` are local fake services that tests configure (config.push); production has none.
 */
export function endpointProblem(endpoint: string, testServiceOrigins: readonly string[]): string | undefined {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return 'Must be a URL';
  }
  if (url.username || url.password) return 'Must not contain a user name or password';
  if (testServiceOrigins.includes(url.origin)) return undefined;
  if (url.protocol !== 'https:') return 'Must be an https address';
  // The URL parser drops the default port, so a port left means one other than 443.
  if (url.port !== '') return 'Must use the standard https port';
  // The parser also lower-cases the host and writes IP addresses in one form (0x7f000001 becomes 127.0.0.1), so an
  // address can never pass for a listed name.
  if (!isBrowserPushService(url.hostname)) {
    return "Must be a browser's push service (Google, Mozilla, Apple or Microsoft)";
  }
  return undefined;
}
