import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const api = 'http://localhost:3000';

// every library but the chart library and what only it uses: those load with the dashboard's chart
const librariesButCharts =
  /node_modules[\\/](?!@mantine[\\/]charts|recharts|d3-|victory-vendor|@reduxjs|redux|react-redux|immer|reselect|decimal\.js-light|es-toolkit|eventemitter3|internmap)/;

export default defineConfig({
  plugins: [react()],
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
            // @mantine/charts and recharts are left out: only the dashboard's lazily loaded chart needs them
            { name: 'mantine', test: /node_modules[\\/]@mantine[\\/](?!charts)/, priority: 2 },
            { name: 'vendor', test: librariesButCharts, priority: 1 },
          ],
        },
      },
    },
  },
  preview: { proxy: { '/v1': api, '/dev': api, '/sandbox': api } },
});
