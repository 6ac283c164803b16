import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { fakeCameraStream, videosReady } from '../internal/fakeMedia';
import { JoinCallDialog, type JoinCallDialogProps } from './JoinCallDialog';
import { NO_CAMERA } from './types';

let preview: MediaStream | undefined;

/** The dialog with its choices kept, as the app keeps them. */
function Chooser(args: JoinCallDialogProps) {
  const [micId, setMicId] = useState(args.micId);
  const [cameraId, setCameraId] = useState(args.cameraId);
  preview ??= fakeCameraStream('#0f4f4a', '#9fe3d8');
  return (
    <JoinCallDialog
      {...args}
      preview={cameraId === NO_CAMERA ? null : (args.preview ?? preview)}
      micId={micId}
      cameraId={cameraId}
      onMicChange={(id) => {
        setMicId(id);
        args.onMicChange(id);
      }}
      onCameraChange={(id) => {
        setCameraId(id);
        args.onCameraChange(id);
      }}
    />
  );
}

const meta = {
  title: 'Chat/JoinCallDialog',
  component: JoinCallDialog,
  args: {
    open: true,
    onOpenChange: fn(),
    preview: null,
    mics: [
      { deviceId: 'mic-1', label: 'Built-in microphone' },
      { deviceId: 'mic-2', label: 'USB headset' },
    ],
    cameras: [{ deviceId: 'cam-1', label: 'Built-in camera' }],
    micId: 'mic-1',
    cameraId: 'cam-1',
    onMicChange: fn(),
    onCameraChange: fn(),
    onJoin: fn(),
    inCall: ['Noa Ben-David'],
  },
  argTypes: { preview: { control: false } },
  render: (args) => <Chooser {...args} />,
} satisfies Meta<typeof JoinCallDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The preview of the camera, who is in the call, the device choices, and "Join call". */
export const Default: Story = {
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Join call' }));
    await expect(dialog.getByText('In the call: Noa Ben-David.')).toBeVisible();
    await userEvent.selectOptions(dialog.getByRole('combobox', { name: 'Microphone' }), 'USB headset');
    await expect(args.onMicChange).toHaveBeenCalledWith('mic-2');
    await userEvent.click(dialog.getByRole('button', { name: 'Join call' }));
    await expect(args.onJoin).toHaveBeenCalledOnce();
    await waitFor(() => videosReady(document.body));
  },
};

/** Audio only: the camera choice "No camera" leaves the preview dark. */
export const AudioOnly: Story = {
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Join call' }));
    await userEvent.selectOptions(dialog.getByRole('combobox', { name: 'Camera' }), 'No camera (audio only)');
    await expect(args.onCameraChange).toHaveBeenCalledWith(NO_CAMERA);
    await waitFor(() => expect(document.querySelector('[role="dialog"] video')).toBeNull());
  },
};

/** The browser refused the devices: said in the dialog. */
export const DeviceError: Story = {
  args: { error: 'Permission denied: allow the microphone to join the call.', mics: [], cameras: [], micId: '', cameraId: '' },
  play: async () => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Join call' }));
    await expect(dialog.getByRole('alert')).toHaveTextContent('Permission denied');
    await expect(dialog.getByRole('combobox', { name: 'Microphone' })).toHaveDisplayValue('Default');
  },
};
