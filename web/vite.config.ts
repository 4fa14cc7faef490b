import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { preloadStart, readFirstLoadModules } from './build/first-load';
import { precompress } from './build/precompress';
import { preloadFonts } from './build/preload-fonts';
import { splitStylesheet } from './build/split-stylesheet';
import { dropUnusedCss } from './build/unused-css';

const firstLoad = readFirstLoadModules();

const api = 'http://localhost:3000';

export default defineConfig({
  // the app is drawn in the light scheme only (MantineProvider in src/app/provider.tsx)
  plugins: [
    react(),
    dropUnusedCss({ colorSchemes: ['light'] }),
    preloadStart(),
    // Inter's latin letters, which every page's text is drawn in, and its peso sign, in every amount
    preloadFonts({
      files: [
        /^assets\/inter-latin-wght-normal-[\w-]+\.woff2$/,
        /^assets\/inter-peso-wght-normal-[\w-]+\.woff2$/,
      ],
    }),
    splitStylesheet({ maxBytes: 25_000 }),
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
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/,
              priority: 3,
            },
            // what the entry runs at once: main.tsx, the bundler's preload helper it starts the app with, and the
            // modules it shares with the app; in the app's chunk they would make the entry import that chunk,
            // and so run the whole app, at once (build/first-load.ts)
            {
              name: 'index',
              test: (id: string) => id.startsWith('\0vite/') || firstLoad.entry.has(id),
              priority: 4,
            },
            // what the first page runs once its hero has painted, in one file rather than two dozen
            { name: 'app', test: (id: string) => firstLoad.start.has(id), priority: 2 },
          ],
        },
      },
    },
  },
  preview: { proxy: { '/v1': api, '/dev': api, '/sandbox': api } },
});
