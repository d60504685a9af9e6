import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { messages } from './vite-messages.ts';
import { precompress } from './vite-precompress.ts';
import { staticImports } from './vite-static-imports.ts';

const api = 'http://localhost:3000';

/**
 * React, the router, the query cache and messageformat's helpers for compiled messages: every screen needs them,
 * and they change only on upgrades.
 */
const FRAMEWORK =
  /[\\/]node_modules[\\/](?:react|react-dom|scheduler|react-router|@tanstack[\\/]query-core|@tanstack[\\/]react-query|@messageformat[\\/]runtime|make-plural)[\\/]/;
/** Modules of the named packages (and, through the bundler, what only they import). */
const lib = (...names: string[]) => new RegExp(`[\\\\/]node_modules[\\\\/](?:${names.join('|')})[\\\\/]`);
/** react-hook-form, and our one-function helper built on it that every form uses (too small for a file of its own). */
const FORMS = (id: string) =>
  lib('react-hook-form', '@hookform').test(id) || /[\\/]apps[\\/]web[\\/]src[\\/]lib[\\/]field-binder\.ts$/.test(id);
/**
 * Bytes below which a group of shared modules joins its nearest neighbour instead of being a file of its own. The
 * merge goes by size, not by what a screen needs: the neighbour's imports come along. At 8 KB zod and the sanitizer
 * rode onto /login (+37 KB); at 3 KB a tiny lib module joined a form and react-hook-form reached every page. 1 KB
 * still saves the smallest requests; quality-page-weight.spec.ts catches a merge that carries code along.
 */
const MERGE_BELOW = 1_000;
/**
 * The client's core: the typed API client, every module's route keys, the format module, the shared labels
 * (`*.labels.ts`), the real-time channel names, the formatters the server shares (`format.ts`), and the small helpers every list or change uses (notify, download,
 * the debounced search box, the page-focus check the app-wide inbox listener and the chat screens share). Tiny, zod-free and used by nearly every screen, so one file (about 8 KB as sent) rather than a
 * scatter of shared groups; a label module left to the size merge joined its schema module and brought zod along.
 */
const CLIENT_CORE =
  /[\\/](?:packages[\\/]shared[\\/]src[\\/](?:api[\\/](?:[\w-]+\.routes|define)|[\w-]+\.labels|realtime\.channels|format)\.ts|apps[\\/]web[\\/]src[\\/]lib[\\/](?:(?:api|api-client|api-error|members-query|approval-counts|settings-query|unread-counts|notify|download|use-debounced-value|page-focus)\.ts|format[\\/][\w-]+\.ts)|apps[\\/]web[\\/]src[\\/]components[\\/]ui[\\/]search-box\.tsx)$/;
/** The signed-in layout's lazy listeners (inbox, activity, chapter channel, push device, notifications). */
const LIVE_SYNC =
  /[\\/]apps[\\/]web[\\/]src[\\/]features[\\/](?:inbox[\\/]components[\\/]inbox-live-sync|activity[\\/]components[\\/]activity-live-sync|chapter[\\/]components[\\/]chapter-live-sync|settings[\\/]components[\\/]push-device-sync|notifications[\\/]components[\\/]notifications-live-sync)\.tsx$/;
/**
 * The conversations' words: the chat and inbox catalogues and the helpers that word a message (its preview, time,
 * size). The inbox, a conversation, the chapter channel and a new message's notification all use them: one file
 * instead of four small ones on those pages, and none on the others (the notification loads them when it shows).
 */
const CHAT_WORDS =
  /[\\/]apps[\\/]web[\\/]src[\\/](?:components[\\/]chat[\\/](?:chat-text\.ts|chat-time\.ts|messages\.ts|messages(?:\|en)?)|features[\\/]inbox[\\/](?:messages\.ts|messages(?:\|en)?|desktop-notification-words\.ts))$/;
const OUR_CODE = /[\\/](?:apps[\\/]web|packages[\\/]shared)[\\/]src[\\/]/;
const AUTH_FEATURE = /[\\/]apps[\\/]web[\\/]src[\\/]features[\\/]auth[\\/]/;
/** What each kind of page loads with its first screen: a root module's static imports, read from the module graph. */
const firstLoad = staticImports({
  // Every page: the app's start.
  everyPage: /[\\/]apps[\\/]web[\\/]src[\\/]main\.tsx$/,
  // Every signed-in page: the signed-in layout.
  signedIn: /[\\/]apps[\\/]web[\\/]src[\\/]app[\\/]routes[\\/]authenticated-layout\.tsx$/,
  // The sign-in page (with registration and the forgotten password), every new visitor's first page.
  signIn: /[\\/]apps[\\/]web[\\/]src[\\/]app[\\/]routes[\\/]auth\.tsx$/,
});
/**
 * Our code that every page loads: the app's start and its static imports, and what both the sign-in page and the
 * signed-in layout use. Not the modules that name the screens' files (the router, the admin routes, main.tsx):
 * those change with every screen, so they stay in the small entry file and this one keeps its name across deploys
 * that change only screens.
 */
const onEveryPage = (id: string) =>
  OUR_CODE.test(id) &&
  ((firstLoad.everyPage.has(id) && !firstLoad.everyPage.namesLazyFiles(id)) ||
    (firstLoad.signIn.has(id) && firstLoad.signedIn.has(id)));

/** The dark scheme's colours, in the manifest member Chromium reads (not yet in the plugin's types). */
const DARK_SCHEME = {
  user_preferences: { color_scheme_dark: { theme_color: '#0b1120', background_color: '#0b1120' } },
};

/**
 * The installed app (docs/installable-app.md): the manifest, and the service worker built from sw/sw.ts with the
 * list of every built file to precache. The page registers the worker itself (lib/service-worker.ts), after load.
 */
const pwa = VitePWA({
  strategies: 'injectManifest',
  srcDir: 'sw',
  filename: 'sw.ts',
  injectRegister: false,
  manifestFilename: 'manifest.webmanifest',
  injectManifest: {
    // Source maps are for developer tools, the compressed copies are for the server: the worker keeps neither.
    globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
    // Nor the other languages' messages (a file per feature and language, over a hundred): a member needs only
    // their own, which the worker keeps the first time a screen shows in it (sw.ts). Precached, they doubled the
    // files a phone fetches before the door's grid says it is ready offline.
    globIgnores: ['**/*.map', '**/*.br', '**/*.gz', '**/messages_*.js'],
  },
  manifest: {
    id: '/home',
    name: 'Chapter',
    short_name: 'Chapter',
    description: 'Members-only networking for business-referral groups.',
    start_url: '/home',
    scope: '/',
    display: 'standalone',
    orientation: 'portrait',
    // Light by default; Chromium reads user_preferences for the dark scheme, and index.html's theme-color
    // meta tags colour the title bar by the scheme in use.
    theme_color: '#ffffff',
    background_color: '#ffffff',
    ...DARK_SCHEME,
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
});

/**
 * bench/lighthouse.bench.ts builds the floor page on its own (bench-floor.html: the smallest React page with a
 * form) with this same configuration, to measure our pages against it: CHAPTER_BENCH_FLOOR=1 makes it the only
 * entry. The production build never has it.
 */
const INPUT =
  process.env.CHAPTER_BENCH_FLOOR === '1'
    ? { floor: fileURLToPath(new URL('bench-floor.html', import.meta.url)) }
    : undefined;

/**
 * React Router's package sends every bundler to its development build (dev warnings on, extra checks on each
 * navigation and render): its `exports` name only dist/development, and dist/production sits beside it unused. A
 * production build takes the production files, both entry points together so the router and its DOM half stay one
 * copy (docs/performance.md "Web pages on a phone").
 */
const routerBuild = (mode: string) => {
  if (mode !== 'production') return [];
  // Wherever npm put the package (the package exports its package.json for this).
  const root = path.dirname(createRequire(import.meta.url).resolve('react-router/package.json'));
  const dist = path.join(root, 'dist/production');
  return [
    { find: /^react-router$/, replacement: path.join(dist, 'index.mjs') },
    { find: /^react-router\/dom$/, replacement: path.join(dist, 'dom-export.mjs') },
  ];
};

/** The SPA; in development the API and the real-time socket are proxied to the server on port 3000. */
export default defineConfig(({ mode }) => ({
  resolve: { alias: routerBuild(mode) },
  // The floor build has none of the app's roots (main.tsx, the layouts), which the static-imports plugin requires;
  // without it every group that asks it simply matches nothing.
  plugins: [messages(), react(), tailwindcss(), precompress(), ...(INPUT ? [] : [firstLoad]), pwa],
  server: {
    port: 5173,
    proxy: {
      '/api': { target: api, changeOrigin: true },
      '/connection': { target: api, changeOrigin: true, ws: true },
    },
  },
  preview: { port: 4173 },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    chunkSizeWarningLimit: 400,
    // The chunking plan (docs/web-delivery.md): each screen is a lazy chunk (src/app/router.tsx); code that several
    // screens share is grouped by the set of screens that use it, and groups too small to be worth a request are
    // merged into their nearest neighbour, instead of the bundler's one file per shared module.
    rolldownOptions: {
      ...(INPUT && { input: INPUT }),
      // Imported constants are written where they are used: the table of web paths
      // (packages/shared/src/web-paths.ts) costs the pages no names, only the paths they link to
      // (docs/decisions/0020-one-table-of-web-paths.md).
      optimization: { inlineConst: { mode: 'all', pass: 1 } },
      output: {
        // Groups can make two chunks import each other; this keeps every module's code running in source order
        // across them (without it a schema ran before the labels it is built from).
        strictExecutionOrder: true,
        // A shared group's generated name lists every screen that uses it; the file keeps only the group's name.
        chunkFileNames: (chunk) => `assets/${chunk.name.split('~')[0]}-[hash].js`,
        codeSplitting: {
          groups: [
            { name: 'framework', test: FRAMEWORK, priority: 40 },
            // Libraries only some screens use, each in one file that those screens load when they open.
            { name: 'calendar', test: lib('@fullcalendar', 'preact'), priority: 30 },
            { name: 'realtime', test: lib('centrifuge'), priority: 30 },
            { name: 'sanitizer', test: lib('dompurify'), priority: 30 },
            // The QR encoder: only the presenter screen draws a code (docs/meeting-mode.md).
            { name: 'qr', test: lib('uqr'), priority: 30 },
            { name: 'forms', test: FORMS, priority: 30 },
            { name: 'zod', test: lib('zod'), priority: 30 },
            { name: 'icons', test: lib('lucide-react'), priority: 30 },
            {
              name: 'overlays',
              test: lib('@radix-ui', '@floating-ui', 'react-remove-scroll', 'aria-hidden'),
              priority: 30,
            },
            { name: 'vendor', test: /[\\/]node_modules[\\/]/, priority: 20 },
            // The typed client and every route's key: tiny modules nearly every screen uses, so one small file (zod-free)
            // instead of a scatter of shared groups that the merge below would attach to schema-using neighbours.
            { name: 'client', test: CLIENT_CORE, priority: 15 },
            // Every page's own code beside the entry (the shell, the session, the theme, home's prefetch): one file
            // where there were the entry plus four to six small shared groups.
            { name: 'boot', test: onEveryPage, priority: 14 },
            // What the signed-in layout shares with the screens (nav items, dialogs, avatars, the connection's state,
            // the logout): one file on every signed-in page where there were twelve small 'shared' groups. A change
            // to one of them re-downloads this file (about 6 KB as sent): cheaper than twelve requests on each visit.
            {
              name: 'signed-in',
              test: (id) => OUR_CODE.test(id) && firstLoad.signedIn.has(id),
              minShareCount: 2,
              priority: 13,
            },
            // The sign-in forms' shared pieces (account fields, password rules, field errors): one file on /login
            // where there were three. Only the auth feature's modules, so screens using just the theme toggle or
            // the field binder do not load the password rules.
            {
              name: 'sign-in',
              test: (id) => AUTH_FEATURE.test(id) && firstLoad.signIn.has(id),
              minShareCount: 2,
              priority: 13,
            },
            // The signed-in layout's live listeners and what they bring along that no group above holds (the inbox's
            // caches and event readers): one file on every signed-in page instead of eleven small ones, loaded after
            // the first paint. Below `client`, so none of /login's modules move into it.
            { name: 'live-sync', test: LIVE_SYNC, priority: 12 },
            { name: 'chat-words', test: CHAT_WORDS, priority: 12 },
            // Our own modules that several screens share, grouped by the set of screens that use them; a group worth
            // less than a request joins its nearest neighbour.
            {
              name: 'shared',
              test: OUR_CODE,
              minShareCount: 2,
              priority: 10,
              entriesAware: true,
              entriesAwareMergeThreshold: MERGE_BELOW,
            },
          ],
        },
      },
    },
  },
}));
