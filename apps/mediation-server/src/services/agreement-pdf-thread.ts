/**
 * Renders an agreement's PDF in a worker thread, so that a long agreement never holds the event loop (every
 * other request and socket of the process waits while it does), within a time limit after which the worker is
 * terminated. The worker runs the TypeScript source under tsx in development and tests, and the built
 * `dist/agreement-pdf-worker.js` (an entry of tsup.config.ts, beside `dist/server.js`) in production.
 */
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { conflict, englishSentence } from '../lib/http-error';
import type { AgreementDocumentInput } from './agreement-pdf';

const isSource = import.meta.url.endsWith('.ts');

function workerOf(input: AgreementDocumentInput): Worker {
  if (!isSource) return new Worker(new URL('./agreement-pdf-worker.js', import.meta.url), { workerData: input });
  // A worker takes no loader from its parent (vitest's or tsx's): it registers tsx itself, then loads the source.
  const tsxApi = pathToFileURL(createRequire(import.meta.url).resolve('tsx/esm/api')).href.replace(/\.cjs$/, '.mjs');
  const source = new URL('./agreement-pdf-worker.ts', import.meta.url).href;
  const bootstrap = `import(${JSON.stringify(tsxApi)}).then(({ register }) => { register(); return import(${JSON.stringify(source)}); });`;
  return new Worker(bootstrap, { eval: true, workerData: input });
}

export const PDF_TOO_SLOW = englishSentence('pdf_too_slow');

/** The PDF's bytes, or a refusal (409) with PDF_TOO_SLOW once `timeoutMs` has passed (the worker is then terminated). */
export function renderAgreementPdfInWorker(input: AgreementDocumentInput, timeoutMs: number): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const worker = workerOf(input);
    let isSettled = false;
    const settle = (action: () => void) => {
      if (isSettled) return;
      isSettled = true;
      clearTimeout(timer);
      action();
      void worker.terminate();
    };
    const timer = setTimeout(() => settle(() => reject(conflict('pdf_too_slow'))), timeoutMs);
    worker.once('message', (pdf: Uint8Array) => settle(() => resolve(new Uint8Array(pdf))));
    worker.once('error', (error) => settle(() => reject(error)));
    worker.once('exit', (code) => settle(() => reject(new Error(`the PDF worker stopped (exit code ${code}) before answering`))));
  });
}
