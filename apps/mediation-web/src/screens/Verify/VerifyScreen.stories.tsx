import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { appStory } from '../../stories/AppStory';
import { broken, onRoute, pending, respond } from '../../stories/handlers';

const meta = { title: 'App/Verify' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const route = '/verify';
const pdf = () => new File(['%PDF-1.7\n1 0 obj\n<<>>\nendobj\n%%EOF\n'], 'agreement.pdf', { type: 'application/pdf' });

/** /verify: choose an agreement's PDF to check it (only its SHA-256 is sent). */
export const Empty: Story = {
  ...appStory({ route }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Verify an agreement' })).toBeVisible();
  },
};

export const Authentic: Story = {
  ...appStory({
    route,
    handlers: [
      onRoute('agreementVerify', () =>
        respond('agreementVerify', {
          status: 'authentic',
          signed_at: '2026-03-02T12:00:00.000Z',
          signers: [
            { name: 'Noa Levi', side: 'A' },
            { name: 'Omer Katz', side: 'B' },
            { name: 'Dana Demo', side: 'M' },
          ],
        }),
      ),
    ],
  }),
  play: async ({ canvas }) => {
    await userEvent.upload(await canvas.findByLabelText(/Agreement PDF/), pdf());
    await expect(await canvas.findByText(/^Authentic: signed on/)).toBeVisible();
  },
};

export const Unknown: Story = {
  ...appStory({ route }),
  play: async ({ canvas }) => {
    await userEvent.upload(await canvas.findByLabelText(/Agreement PDF/), pdf());
    await expect(await canvas.findByText('No signed agreement matches this file')).toBeVisible();
  },
};

export const Checking: Story = {
  ...appStory({ route, handlers: [pending('agreementVerify')] }),
  play: async ({ canvas }) => {
    await userEvent.upload(await canvas.findByLabelText(/Agreement PDF/), pdf());
    await expect(await canvas.findByText('Checking the file…')).toBeVisible();
  },
};

/** Not a PDF (chosen with "All files"): refused before anything is sent. */
export const NotAPdf: Story = {
  ...appStory({ route }),
  play: async ({ canvas }) => {
    await userEvent
      .setup({ applyAccept: false })
      .upload(await canvas.findByLabelText(/Agreement PDF/), new File(['\u0089PNG\r\n'], 'photo.png', { type: 'image/png' }));
    await expect(await canvas.findByText(/This file is not a PDF/)).toBeVisible();
  },
};

/** The server could not answer: the file was not checked, and Try again. */
export const ServerError: Story = {
  ...appStory({ route, handlers: [broken('agreementVerify')] }),
  play: async ({ canvas }) => {
    await userEvent.upload(await canvas.findByLabelText(/Agreement PDF/), pdf());
    await expect(await canvas.findByText(/The file was not checked/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};
