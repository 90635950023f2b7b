import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The console. In development the API server runs beside Vite (npm run dev) and is proxied.
export default defineConfig({
  plugins: [react()],
  build: { outDir: 'dist', sourcemap: true, chunkSizeWarningLimit: 1500 },
  server: {
    port: 5173,
    proxy: {
      '/api': 'http://127.0.0.1:8080',
      '/websocket': { target: 'ws://127.0.0.1:8080', ws: true },
    },
  },
});
