import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3100);
// Every run starts on an empty data directory: the app migrates, seeds the demo catalog, and tests register users.
// Kept in the environment so worker processes (which load this file again) and specs use the same directory.
process.env.E2E_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'watchify-e2e-'));
const DATA_DIR = process.env.E2E_DATA_DIR;
// E2E_ISOLATE=1 builds the web app and bundles the API into folders of this port, so several runs can share a
// checkout (e.g. while features are built in parallel) without overwriting each other's build.
const BUILD_DIR = process.env.E2E_ISOLATE === '1' ? `.e2e-build-${PORT}` : null;
const serverCommand = BUILD_DIR
  ? `WEB_OUT_DIR=${BUILD_DIR} npm run build -w apps/web && cd apps/api && API_OUT_DIR=${BUILD_DIR} node build.mjs && node --enable-source-maps --min-semi-space-size=16 --max-semi-space-size=32 ${BUILD_DIR}/main.js`
  : 'npm run build -w apps/web && npm run start -w apps/api';

// A real OpenID Connect provider (oidc-provider.mjs) next to the app, for specs/oidc.spec.ts; its port follows the
// app's so isolated runs do not collide.
const OIDC_PORT = PORT + 7;
const OIDC_PROVIDER = {
  id: 'test-id',
  issuer: `http://127.0.0.1:${OIDC_PORT}`,
  clientId: 'watchify-e2e',
  clientSecret: 'watchify-e2e-secret',
  label: 'Test ID',
};

export default defineConfig({
  testDir: './specs',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    browserName: 'chromium',
    trace: 'retain-on-failure',
    launchOptions: {
      // Debian's Chromium: Playwright never downloads a browser here.
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: [
    {
      command: 'node oidc-provider.mjs',
      url: `${OIDC_PROVIDER.issuer}/.well-known/openid-configuration`,
      timeout: 30_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'ignore',
      env: {
        OIDC_PORT: String(OIDC_PORT),
        OIDC_CLIENT_ID: OIDC_PROVIDER.clientId,
        OIDC_CLIENT_SECRET: OIDC_PROVIDER.clientSecret,
        OIDC_REDIRECT_URI: `http://127.0.0.1:${PORT}/api/auth/callback/${OIDC_PROVIDER.id}`,
      },
    },
    {
      command: serverCommand,
      cwd: '..',
      url: `http://127.0.0.1:${PORT}/api/health`,
      timeout: 180_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(PORT),
        HOST: '127.0.0.1',
        DATA_DIR,
        NODE_ENV: 'production',
        LOG_LEVEL: 'warn',
        AUTH_RATE_LIMIT_PER_MINUTE: '200',
        // The one admin of e2e runs (specs/admin.spec.ts registers it); everyone else is a plain member.
        ADMIN_EMAILS: 'admin@watchify.test',
        // The address the provider sends people back to (better-auth builds its redirect URI from it).
        PUBLIC_URL: `http://127.0.0.1:${PORT}`,
        OIDC_PROVIDERS: JSON.stringify([OIDC_PROVIDER]),
        ...(BUILD_DIR ? { WEB_DIST_DIR: path.resolve(import.meta.dirname, '../apps/web', BUILD_DIR) } : {}),
      },
    },
  ],
});
