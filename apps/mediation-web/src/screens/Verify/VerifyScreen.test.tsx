import { createHash } from 'node:crypto';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { HttpResponse } from 'msw';
import type { AgreementVerifyResponse } from '@mediation/protocol/agreement';
import { onRoute, respond } from '../../testing/msw';
import { renderApp } from '../../testing/renderApp';
import { bodiesSentTo, callsTo, server } from '../../testing/server';
import { formatDateTime } from '../../lib/format';
import VerifyScreen from './VerifyScreen';

const PDF_TEXT = '%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n';
const pdfFile = (name = 'agreement.pdf') => new File([PDF_TEXT], name, { type: 'application/pdf' });
const PDF_SHA256 = createHash('sha256').update(PDF_TEXT).digest('hex');
const VERIFY = 'POST /api/agreements/verify/';
const SIGNED_AT = '2026-03-01T10:30:00.000Z';
const AUTHENTIC: AgreementVerifyResponse = {
  status: 'authentic',
  signed_at: SIGNED_AT,
  signers: [
    { name: 'Dana Party', side: 'A' },
    { name: 'Eli Party', side: 'B' },
    { name: 'Maya Mediator', side: 'M' },
  ],
};

// jsdom's Blob lacks arrayBuffer(), which every browser has: read through jsdom's FileReader instead.
if (!Blob.prototype.arrayBuffer) {
  Blob.prototype.arrayBuffer = function arrayBuffer(this: Blob) {
    return new Promise<ArrayBuffer>((resolve, reject) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as ArrayBuffer);
      reader.onerror = () => reject(reader.error);
      reader.readAsArrayBuffer(this);
    });
  };
}

/** A person choosing files from the dialog's "All files" view, so a file of another type reaches the page. */
const person = () => userEvent.setup({ applyAccept: false });
const fileInput = () => screen.getByLabelText('Agreement PDF');
/** The page's live result (the test harness shows the address in a status of its own, outside the page's main). */
const result = () => within(screen.getByRole('main')).getByRole('status');

describe('VerifyScreen', () => {
  it('hashes the chosen PDF in the browser, sends only its SHA-256, and says who signed it when authentic', async () => {
    let answer: () => void = () => undefined;
    server.use(
      onRoute('agreementVerify', async () => {
        await new Promise<void>((resolve) => (answer = resolve));
        return respond('agreementVerify', AUTHENTIC);
      }),
    );
    renderApp(<VerifyScreen />);
    expect(screen.getByRole('heading', { level: 1, name: 'Verify an agreement' })).toBeTruthy();
    await person().upload(fileInput(), pdfFile());

    const status = result();
    await waitFor(() => expect(status.textContent).toContain('Checking the file…'));
    await waitFor(() => expect(callsTo(VERIFY)).toHaveLength(1));
    expect(await callsTo(VERIFY)[0]!.body()).toEqual({ sha256: PDF_SHA256 });
    expect(callsTo(VERIFY)[0]!.headers.get('authorization')).toBeNull();

    answer();
    await waitFor(() =>
      expect(status.textContent).toBe(
        `Authentic: signed on ${formatDateTime(SIGNED_AT)} by Dana Party (side A), Eli Party (side B), and Maya Mediator (mediator)`,
      ),
    );
    expect(screen.getByText(PDF_SHA256)).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('');
  });

  it('says no signed agreement matches a PDF the server does not know', async () => {
    server.use(onRoute('agreementVerify', () => respond('agreementVerify', { status: 'unknown' })));
    renderApp(<VerifyScreen />);
    await person().upload(fileInput(), pdfFile('copy.pdf'));
    await waitFor(() => expect(result().textContent).toBe('No signed agreement matches this file'));
    expect(screen.getByText(/even one changed byte no longer matches/)).toBeTruthy();
  });

  it('refuses a file that is not a PDF, or too large, without asking the server', async () => {
    server.use(onRoute('agreementVerify', () => respond('agreementVerify', { status: 'unknown' })));
    renderApp(<VerifyScreen />);
    const user = person();
    await user.upload(fileInput(), new File(['\u0089PNG\r\n'], 'photo.png', { type: 'image/png' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('This file is not a PDF. Choose the agreement’s PDF (a .pdf file).'),
    );
    expect(fileInput().getAttribute('aria-invalid')).toBe('true');
    expect(fileInput().getAttribute('aria-describedby')).toContain(screen.getByRole('alert').id);

    const huge = pdfFile('huge.pdf');
    Object.defineProperty(huge, 'size', { value: 21 * 1024 * 1024 });
    await user.upload(fileInput(), huge);
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toMatch(/^This file is larger than 20 MB, the most this page checks/),
    );
    expect(callsTo(VERIFY)).toHaveLength(0);
    expect(result().textContent).toBe('');
  });

  it('says the file was not checked when the request fails, and checks it again on Try again', async () => {
    server.use(onRoute('agreementVerify', () => HttpResponse.error()));
    renderApp(<VerifyScreen />);
    const user = person();
    await user.upload(fileInput(), pdfFile());
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'The file was not checked. The server cannot be reached. Check your connection and try again.',
      ),
    );
    expect(fileInput().getAttribute('aria-invalid')).toBeNull();

    server.use(onRoute('agreementVerify', () => respond('agreementVerify', AUTHENTIC)));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(result().textContent).toMatch(/^Authentic: signed on /));
    expect(screen.getByRole('alert').textContent).toBe('');
    expect(await bodiesSentTo(VERIFY)).toEqual([{ sha256: PDF_SHA256 }, { sha256: PDF_SHA256 }]);
  });
});
