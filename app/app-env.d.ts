// Replaced at build time by Vite (vite.config.ts `define`): the version the running client was built from.
declare const __APP_VERSION__: string;
