import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig(({ isSsrBuild }) => ({
  root: 'src/client',
  publicDir: '../../public',
  plugins: [react(), tailwindcss()],
  build: {
    outDir: '../../dist/client',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    // Read by scripts/prerender.mjs to list each prerendered page's scripts, then removed.
    manifest: !isSsrBuild,
    // The code every page runs is one chunk (about 400 kB before gzip), on purpose: see below.
    chunkSizeWarningLimit: 450,
    // On a phone's connection each file costs a round trip, and the browser opens only six at a
    // time: the first load comes as one chunk, and modules of a few kB shared by some pages (an
    // icon, a helper) are copied into each page's chunk instead of being fetched on their own.
    rolldownOptions: isSsrBuild
      ? {}
      : {
          output: {
            codeSplitting: {
              groups: [{ name: 'app', tags: ['$initial'] }],
              experimentalInlineCommonChunks: { maxSize: 4096 },
            },
          },
        },
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000' },
  },
}));
