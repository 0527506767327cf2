import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const webRoot = fileURLToPath(new URL('.', import.meta.url));
/** `npx vite --config web/vite.config.ts` forwards API calls to a server started with PORT=8790. */
const apiTarget = 'http://127.0.0.1:8790';

export default defineConfig({
  root: webRoot,
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The server's staff pages are split into their own chunks; keep the public intake page small.
    chunkSizeWarningLimit: 250,
  },
  server: {
    proxy: { '/chat': apiTarget, '/api': apiTarget, '/health': apiTarget },
  },
});
