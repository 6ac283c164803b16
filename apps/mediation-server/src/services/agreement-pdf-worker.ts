/** A worker thread's body: renders one agreement's PDF (its `workerData`) and posts the bytes back. */
import { parentPort, workerData } from 'node:worker_threads';
import { renderAgreementPdf } from './agreement-pdf';
import type { AgreementDocumentInput } from './agreement-pdf';

const pdf = await renderAgreementPdf(workerData as AgreementDocumentInput);
parentPort!.postMessage(pdf, [pdf.buffer as ArrayBuffer]);
