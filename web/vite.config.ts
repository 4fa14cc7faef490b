import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import {
  firstLoadInOneLanguage,
  preloadStart,
  readFirstLoadModules,
  withoutFormLibraries,
} from './build/first-load';
import { dashboardPage } from './build/dashboard-page';
import { homePage } from './build/home-page';
import { installableApp } from './build/installable-app';
import { precompress } from './build/precompress';
import { preloadFonts } from './build/preload-fonts';
import { splitStylesheet } from './build/split-stylesheet';
import { dropUnusedCss } from './build/unused-css';

const firstLoad = readFirstLoadModules();
const entry = fileURLToPath(new URL('./src/main.tsx', import.meta.url));

const api = 'http://localhost:3000';

export default defineConfig({
  // the app is drawn in the light scheme only (MantineProvider in src/app/provider.tsx)
  plugins: [
    react(),
    dropUnusedCss({ colorSchemes: ['light'] }),
    preloadStart(),
    // the first load, and the page a shared Snap opens, download no form library
    withoutFormLibraries({ pages: /[\\/]features[\\/]content[\\/]components[\\/]photo-post-page\.tsx$/ }),
    // and none the Filipino catalogue, which only a Filipino reader fetches
    firstLoadInOneLanguage(),
    // Inter's latin letters, which every page's text is drawn in, and its peso sign, in every amount
    preloadFonts({
      files: [
        /^assets\/inter-latin-wght-normal-[\w-]+\.woff2$/,
        /^assets\/inter-peso-wght-normal-[\w-]+\.woff2$/,
      ],
    }),
    splitStylesheet({ maxBytes: 25_000 }),
    // home.html, the home page with its first screen drawn in it, for the server to send for /
    homePage(),
    // dashboard.html, the dashboard's home with its first screen's code preloaded, for the server to send a
    // creator with their answers
    dashboardPage({
      pages: [
        /[\\/]app[\\/]layouts[\\/]dashboard-layout\.tsx$/,
        /[\\/]features[\\/]dashboard[\\/]components[\\/]dashboard-page\.tsx$/,
      ],
    }),
    // the web app manifest, its icons and the offline page (decision 0113)
    installableApp(),
    precompress(),
  ],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: {
    port: 5173,
    // the API, the development outbox and the sandbox provider's pages all live on the server
    proxy: { '/v1': api, '/dev': api, '/sandbox': api },
  },
  build: {
    rolldownOptions: {
      output: {
        // libraries change less often than the app: separate chunks stay cached across releases
        codeSplitting: {
          groups: [
            // React and its router, in two files: a browser compiles each script in a task of its own, as long
            // as the file, and on a phone one file of both holds the main thread too long
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 3 },
            { name: 'router', test: /node_modules[\\/]react-router[\\/]/, priority: 3 },
            // what the entry runs at once besides main.tsx: the bundler's preload helper it starts the app with,
            // and the modules it shares with the app; in the app's chunk they would make the entry import that
            // chunk, and so run the whole app, at once (build/first-load.ts). main.tsx keeps a chunk of its own,
            // with the stylesheets it imports, which no other chunk imports
            {
              name: 'preload',
              test: (id: string) => id.startsWith('\0vite/') || (firstLoad.entry.has(id) && id !== entry),
              priority: 4,
            },
            // what the first page runs once its hero has painted, in two files rather than two dozen: the
            // libraries, and the app's own code
            {
              name: 'app-libs',
              test: (id: string) => firstLoad.start.has(id) && /node_modules/.test(id),
              priority: 2,
            },
            { name: 'app', test: (id: string) => firstLoad.start.has(id), priority: 1 },
          ],
        },
      },
    },
  },
  preview: { proxy: { '/v1': api, '/dev': api, '/sandbox': api } },
});
