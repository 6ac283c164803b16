import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { fakeCameraStream, videosReady } from '../internal/fakeMedia';
import { CallPanel, type CallPanelProps } from './CallPanel';
import type { CallPerson } from './types';

const noa: CallPerson = { userId: 1, name: 'Noa Ben-David', side: 'M', role: 'mediator', mic: true, camera: true, screen: false };
const dana: CallPerson = { userId: 2, name: 'Dana Levi', side: 'A', role: 'party', mic: true, camera: true, screen: false };
const yossi: CallPerson = { userId: 3, name: 'Yossi Cohen', side: 'B', role: 'party', mic: false, camera: false, screen: false };

// Made once: the stories share the painted canvases (media faked, nothing asks for a camera).
let streams: Record<number, MediaStream> | undefined;
const fakeStreams = () =>
  (streams ??= { 1: fakeCameraStream('#3b2f63', '#c9b8ff'), 2: fakeCameraStream('#0f4f4a', '#9fe3d8'), 3: new MediaStream() });

/** The panel with its switches working, as the app drives it. */
function LiveCall(args: CallPanelProps) {
  const [mic, setMic] = useState(args.mic);
  const [camera, setCamera] = useState(args.camera);
  const [screen, setScreen] = useState(args.screen);
  const [minimised, setMinimised] = useState(args.minimised ?? false);
  const viewer = args.members.find((person) => person.userId === args.viewerId);
  const members = args.members.map((person) => (person === viewer ? { ...person, mic, camera, screen } : person));
  return (
    <CallPanel
      {...args}
      members={members}
      streams={{ ...fakeStreams(), ...args.streams }}
      mic={mic}
      camera={camera}
      screen={screen}
      minimised={minimised}
      onMicChange={(on) => {
        setMic(on);
        args.onMicChange(on);
      }}
      onCameraChange={(on) => {
        setCamera(on);
        args.onCameraChange(on);
      }}
      onScreenChange={
        args.onScreenChange
          ? (on) => {
              setScreen(on);
              args.onScreenChange?.(on);
            }
          : undefined
      }
      onMinimisedChange={
        args.onMinimisedChange
          ? (next) => {
              setMinimised(next);
              args.onMinimisedChange?.(next);
            }
          : undefined
      }
    />
  );
}

const meta = {
  title: 'Chat/CallPanel',
  component: CallPanel,
  args: {
    group: 'M',
    members: [noa, dana, yossi],
    viewerId: 1,
    streams: {},
    speaking: [2],
    mic: true,
    camera: true,
    screen: false,
    onMicChange: fn(),
    onCameraChange: fn(),
    onScreenChange: fn(),
    onLeave: fn(),
  },
  argTypes: { members: { control: false }, streams: { control: false } },
  parameters: {
    viewport: { options: { phone375: { name: 'Phone 375', styles: { width: '375px', height: '720px' }, type: 'mobile' } } },
  },
  render: (args) => <LiveCall {...args} />,
} satisfies Meta<typeof CallPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A call of three in the joint group: tiles named by name and side, the speaker ringed, an audio-only tile
 * with initials and its microphone off; the viewer's switches and buttons.
 */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const call = canvas.getByRole('region', { name: 'Call' });
    await expect(within(call).getByRole('figure', { name: 'Noa Ben-David, Mediator (you)' })).toBeVisible();
    const danaTile = within(call).getByRole('figure', { name: 'Dana Levi, Side A' });
    await expect(danaTile).toHaveAttribute('data-speaking', 'true');
    await expect(within(danaTile).getByText('Speaking')).toBeInTheDocument();
    const yossiTile = within(call).getByRole('figure', { name: 'Yossi Cohen, Side B' });
    await expect(yossiTile).toHaveAttribute('data-video', 'off');
    await expect(within(yossiTile).getByRole('img', { name: 'Microphone off' })).toBeVisible();

    const mic = canvas.getByRole('switch', { name: 'Microphone' });
    await expect(mic).toBeChecked();
    await userEvent.click(mic);
    await expect(args.onMicChange).toHaveBeenCalledWith(false);
    await expect(mic).not.toBeChecked();
    await expect(within(call).getByRole('figure', { name: 'Noa Ben-David, Mediator (you)' })).toContainElement(
      within(call).getAllByRole('img', { name: 'Microphone off' })[0] ?? null,
    );
    await userEvent.click(mic);
    await expect(args.onMicChange).toHaveBeenLastCalledWith(true);

    await userEvent.click(canvas.getByRole('button', { name: 'Share screen' }));
    await expect(args.onScreenChange).toHaveBeenCalledWith(true);
    await expect(canvas.getByRole('button', { name: 'Share screen' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Share screen' }));
    await expect(args.onScreenChange).toHaveBeenLastCalledWith(false);

    await userEvent.click(canvas.getByRole('button', { name: 'Leave call' }));
    await expect(args.onLeave).toHaveBeenCalledOnce();
    await waitFor(() => videosReady(canvasElement));
  },
};

/** Camera off: the viewer's own tile shows initials, the camera is released (the app is told). */
export const CameraOff: Story = {
  args: { group: 'A', members: [noa, dana], speaking: [] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('switch', { name: 'Camera' }));
    await expect(args.onCameraChange).toHaveBeenCalledWith(false);
    await expect(canvas.getByRole('figure', { name: 'Noa Ben-David, Mediator (you)' })).toHaveAttribute('data-video', 'off');
    await expect(canvas.getByRole('heading', { name: 'Call with side A' })).toBeVisible();
    await waitFor(() => videosReady(canvasElement));
  },
};

/** 375 px wide: the call sits above the conversation and folds away to its controls with "Minimise call". */
export const MobileMinimised: Story = {
  args: { group: 'A', members: [noa, dana], viewerId: 2, speaking: [], onMinimisedChange: fn(), onScreenChange: undefined },
  globals: { viewport: { value: 'phone375', isRotated: false } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const minimise = canvas.getByRole('button', { name: 'Minimise call' });
    await expect(minimise).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.queryByRole('button', { name: 'Share screen' })).toBeNull();
    await userEvent.click(minimise);
    await expect(args.onMinimisedChange).toHaveBeenCalledWith(true);
    await expect(minimise).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('figure', { name: 'Dana Levi, Side A (you)' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Leave call' })).toBeVisible();
  },
};
