import { execFileSync } from 'node:child_process';
import { defineConfig, devices } from '@playwright/test';

// A free port, chosen once: the test workers inherit it through the environment, and another run of
// these tests on the same machine gets its own.
process.env.E2E_PORT ??= execFileSync(process.execPath, [
  '-e',
  "const server = require('node:net').createServer().listen(0, '127.0.0.1', () => { process.stdout.write(String(server.address().port)); server.close(); });",
])
  .toString()
  .trim();
const port = Number(process.env.E2E_PORT);
// The port of the coturn the call tests start (e2e/calls.spec.ts): the server offers TURN there.
process.env.E2E_TURN_PORT ??= execFileSync(process.execPath, [
  '-e',
  "const server = require('node:net').createServer().listen(0, '127.0.0.1', () => { process.stdout.write(String(server.address().port)); server.close(); });",
])
  .toString()
  .trim();
// The two-process story needs PostgreSQL and Redis (and nginx): left out, not skipped, without them.
const hasServices = Boolean(process.env.TEST_DATABASE_URL && process.env.TEST_REDIS_URL);
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    // Calls: a fake camera and microphone, granted without asking.
    '--use-fake-device-for-media-stream',
    '--use-fake-ui-for-media-stream',
  ],
};

/**
 * End-to-end tests against the built product (`vite build` and the server's build) started on a fresh
 * data folder. The flows run once on a desktop screen; the accessibility tour also at 375 px and dark.
 * e2e/two-processes.spec.ts starts its own two processes behind nginx, on TEST_DATABASE_URL and TEST_REDIS_URL.
 */
export default defineConfig({
  testDir: 'e2e',
  testIgnore: hasServices ? [] : [/two-processes\.spec\.ts$/],
  workers: 1,
  fullyParallel: false,
  forbidOnly: true,
  retries: 0,
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: chromium,
    reducedMotion: 'reduce',
    trace: 'off',
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } },
    { name: 'mobile-375', testMatch: /a11y\.spec\.ts/, use: { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true } },
    { name: 'dark', testMatch: /a11y\.spec\.ts/, use: { viewport: { width: 1280, height: 800 }, colorScheme: 'dark' } },
  ],
  webServer: {
    command: 'node e2e/server.mjs',
    url: `http://127.0.0.1:${port}/login`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
