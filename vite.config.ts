/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { venueSim } from './venue-sim/vite-plugin';

const underTest = Boolean(process.env.VITEST);

export default defineConfig({
  // The venue simulator answers the content server and booking API on the dev server's own
  // origin. It is a dev/test tool: `vite build` never bundles it (it is not imported by src/).
  plugins: [react(), vanillaExtractPlugin(), ...(underTest ? [] : [venueSim()])],
  server: { host: '127.0.0.1', port: 5173, strictPort: true },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true },
  build: { target: 'es2022', sourcemap: true },
  test: {
    environment: 'jsdom',
    css: true,
    setupFiles: ['tests/setup.ts'],
    include: ['tests/**/*.test.{ts,tsx}'],
    restoreMocks: true,
  },
});
