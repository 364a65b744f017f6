/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** the content server base; default '/wp-json/data/v1/' (same origin) */
  readonly VITE_CONTENT_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
