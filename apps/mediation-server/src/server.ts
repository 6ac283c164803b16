import { buildApp } from './app';
import { loadConfig, StartRefusal } from './config';
import { listenAndAnnounce } from './services/demo';

/**
 * Starts the server and stops it gracefully on SIGTERM / SIGINT, in this order: /api/ready turns 503 at
 * once (a balancer stops sending new work), requests and sockets are served on for SHUTDOWN_DRAIN_S
 * (SIGTERM only: Ctrl-C skips it, and so does a second signal), then
 * the sockets close (clients reconnect, to another process), requests in flight finish, the database
 * closes and the process exits.
 */
async function main() {
  // Everything this process creates (the key file, the data folder's files) is its owner's alone.
  process.umask(0o077);
  const config = loadConfig();
  const app = await buildApp(config);
  let isClosing = false;
  let endDrain = () => {};
  const shutdown = async (signal: string) => {
    // A second signal (or Ctrl-C while draining) cuts the drain short.
    if (isClosing) return endDrain();
    isClosing = true;
    app.startDraining();
    // A person's Ctrl-C (SIGINT) stops at once; an orchestrator's SIGTERM drains first.
    const drainSeconds = signal === 'SIGTERM' ? config.SHUTDOWN_DRAIN_S : 0;
    app.log.info({ signal, drainSeconds }, 'draining: /api/ready answers 503 from now on');
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, drainSeconds * 1000);
      endDrain = () => {
        clearTimeout(timer);
        resolve();
      };
    });
    app.log.info('shutting down: closing sockets, finishing requests, closing the database');
    try {
      await app.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
  await listenAndAnnounce(app, { port: config.PORT, host: config.HOST });
}

main().catch((error: unknown) => {
  console.error(error instanceof StartRefusal ? error.message : error);
  process.exit(1);
});
