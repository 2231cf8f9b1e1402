/// <reference types="vite/client" />

/** Version stamp injected at build time from package.json. */
declare const __APP_VERSION__: string;
