import { forwardRef, useEffect, useMemo, useRef, type ComponentPropsWithoutRef } from 'react';
import { Avatar, Button, Icon, type IconProps } from '@mediation/ui';
import { useCallText } from './i18n';
import type { Side } from '../types';
import { VisuallyHidden } from '../internal/styles';
import { CallRoot, CallTop, Controls, Switch, TileAvatar, TileCaption, TileRoot, Tiles } from './Call.styles';
import type { CallPerson } from './types';

export interface CallPanelLabels {
  /** The region's name. @default 'Call' */
  region: string;
  /** The side in a tile's name. */
  side: (side: Side) => string;
  /** Said after the viewer's own tile name. @default '(you)' */
  you: string;
  microphone: string;
  camera: string;
  shareScreen: string;
  leave: string;
  /** Said in a tile of someone whose microphone is off. @default 'Microphone off' */
  micOff: string;
  /** Said in a tile of someone speaking now. @default 'Speaking' */
  speaking: string;
  /** Said in a tile of someone sharing a screen. @default 'Sharing the screen' */
  sharing: string;
  /** The button that folds the tiles away (narrow screens). @default 'Minimise call' */
  minimise: string;
  /** A heading naming the group of the call. */
  heading: (group: Side) => string;
}

/** The call's labels in the language in use, with the given ones over them. */
export function useCallPanelLabels(labels?: Partial<CallPanelLabels>): CallPanelLabels {
  const t = useCallText();
  const defaults = useMemo<CallPanelLabels>(
    () => ({
      region: t('callPanel.region'),
      side: (side) => (side === 'M' ? t('callPanel.sideMediator') : t('callPanel.side', { side })),
      you: t('callPanel.you'),
      microphone: t('callPanel.microphone'),
      camera: t('callPanel.camera'),
      shareScreen: t('callPanel.shareScreen'),
      leave: t('callPanel.leave'),
      micOff: t('callPanel.micOff'),
      speaking: t('callPanel.speaking'),
      sharing: t('callPanel.sharing'),
      minimise: t('callPanel.minimise'),
      heading: (group) => (group === 'M' ? t('callPanel.headingEveryone') : t('callPanel.heading', { group })),
    }),
    [t],
  );
  return { ...defaults, ...labels };
}

const MicOffIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M9 9v2a3 3 0 0 0 5 2.2M15 10V5a3 3 0 0 0-5.7-1.3M19 11a7 7 0 0 1-1 3.5M5 11a7 7 0 0 0 11.5 5.4M12 18v3M4 4l16 16" />
  </Icon>
);

/**
 * Shows a stream's picture (muted: its sound, if any, plays through `StreamAudio`, so a picture may always play by
 * itself). Without a stream there is no video element: Chromium may keep painting the last frame of a stream that
 * was taken away from one.
 */
export function StreamVideo({ stream }: { stream: MediaStream | null | undefined }) {
  const ref = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    if (video.srcObject !== (stream ?? null)) video.srcObject = stream ?? null;
    if (stream) void video.play().catch(() => undefined);
  }, [stream]);
  return stream ? <video ref={ref} autoPlay playsInline muted /> : null;
}

/** Plays another person's sound (never one's own: nobody hears themselves). */
function StreamAudio({ stream }: { stream: MediaStream | null | undefined }) {
  const ref = useRef<HTMLAudioElement>(null);
  useEffect(() => {
    const audio = ref.current;
    if (!audio) return;
    if (audio.srcObject !== (stream ?? null)) audio.srcObject = stream ?? null;
    if (stream) void audio.play().catch(() => undefined);
  }, [stream]);
  return <audio ref={ref} autoPlay />;
}

export interface CallTileProps extends ComponentPropsWithoutRef<'figure'> {
  person: CallPerson;
  /** What the person sends; null before it arrives. */
  stream: MediaStream | null | undefined;
  isViewer?: boolean;
  isSpeaking?: boolean;
  labels?: Partial<CallPanelLabels>;
}

/** One person of the call, named by name and side: their video, or their initials when audio only. */
export const CallTile = forwardRef<HTMLElement, CallTileProps>(function CallTile(
  { person, stream, isViewer = false, isSpeaking = false, labels, ...rest },
  ref,
) {
  const text = useCallPanelLabels(labels);
  // The person's name keeps its own direction inside the caption (a Latin name on a Hebrew page).
  const after = `, ${text.side(person.side)}${isViewer ? ` ${text.you}` : ''}`;
  const name = `${person.name}${after}`;
  const hasVideo = (person.camera || person.screen) && (stream?.getVideoTracks().length ?? 0) > 0;
  return (
    <TileRoot
      ref={ref}
      aria-label={name}
      data-speaking={isSpeaking ? 'true' : 'false'}
      data-video={hasVideo ? 'on' : 'off'}
      data-user-id={person.userId}
      {...rest}
    >
      <StreamVideo stream={stream} />
      {isViewer ? null : <StreamAudio stream={stream} />}
      {hasVideo ? null : (
        <TileAvatar>
          <Avatar name={person.name} side={person.side} size="lg" aria-hidden="true" aria-label={undefined} role={undefined} />
        </TileAvatar>
      )}
      <TileCaption>
        <span data-name="">
          <bdi>{person.name}</bdi>
          {after}
        </span>
        {person.mic ? null : <MicOffIcon role="img" aria-hidden={undefined} aria-label={text.micOff} />}
        {isSpeaking ? <VisuallyHidden>{text.speaking}</VisuallyHidden> : null}
        {person.screen ? <VisuallyHidden>{text.sharing}</VisuallyHidden> : null}
      </TileCaption>
    </TileRoot>
  );
});

export interface CallPanelProps extends Omit<ComponentPropsWithoutRef<'section'>, 'children'> {
  /** The group whose call it is. */
  group: Side;
  /** The people in the call, the viewer among them. */
  members: readonly CallPerson[];
  viewerId: number;
  /** What each person sends, by user id (the viewer's own stream under its id). */
  streams: Readonly<Record<number, MediaStream | null | undefined>>;
  /** User ids of those speaking now. */
  speaking?: readonly number[];
  mic: boolean;
  camera: boolean;
  screen: boolean;
  onMicChange: (on: boolean) => void;
  onCameraChange: (on: boolean) => void;
  /** Absent where the browser cannot share a screen (most phones): no "Share screen" then. */
  onScreenChange?: (on: boolean) => void;
  onLeave: () => void;
  /** Whether the tiles are folded away, leaving the controls (controlled). */
  minimised?: boolean;
  /** Called when "Minimise call" is pressed; without it the tiles always show. */
  onMinimisedChange?: (minimised: boolean) => void;
  labels?: Partial<CallPanelLabels>;
}

/** A call in progress: the `region` "Call" with a tile per person and the viewer's controls. */
export const CallPanel = forwardRef<HTMLElement, CallPanelProps>(function CallPanel(
  {
    group,
    members,
    viewerId,
    streams,
    speaking = [],
    mic,
    camera,
    screen,
    onMicChange,
    onCameraChange,
    onScreenChange,
    onLeave,
    minimised = false,
    onMinimisedChange,
    labels,
    ...rest
  },
  ref,
) {
  const text = useCallPanelLabels(labels);
  const tilesId = `call-tiles-${group}`;
  // The viewer first, then the others as the server lists them.
  const ordered = [...members.filter((person) => person.userId === viewerId), ...members.filter((person) => person.userId !== viewerId)];
  return (
    <CallRoot ref={ref} aria-label={text.region} {...rest}>
      <CallTop>
        <h2>{text.heading(group)}</h2>
        {onMinimisedChange ? (
          <Button
            size="sm"
            variant="secondary"
            aria-expanded={!minimised}
            aria-controls={tilesId}
            onClick={() => onMinimisedChange(!minimised)}
          >
            {text.minimise}
          </Button>
        ) : null}
      </CallTop>
      <Tiles id={tilesId} data-minimised={minimised ? 'true' : 'false'}>
        {ordered.map((person) => (
          <CallTile
            key={person.userId}
            person={person}
            stream={streams[person.userId]}
            isViewer={person.userId === viewerId}
            isSpeaking={speaking.includes(person.userId) && person.mic}
            labels={labels}
          />
        ))}
      </Tiles>
      <Controls>
        <Switch type="button" role="switch" aria-checked={mic} onClick={() => onMicChange(!mic)}>
          <span data-track="" aria-hidden="true" />
          {text.microphone}
        </Switch>
        <Switch type="button" role="switch" aria-checked={camera} onClick={() => onCameraChange(!camera)}>
          <span data-track="" aria-hidden="true" />
          {text.camera}
        </Switch>
        {onScreenChange ? (
          <Button size="sm" variant="secondary" aria-pressed={screen} onClick={() => onScreenChange(!screen)}>
            {text.shareScreen}
          </Button>
        ) : null}
        <Button size="sm" variant="danger" onClick={onLeave}>
          {text.leave}
        </Button>
      </Controls>
    </CallRoot>
  );
});
