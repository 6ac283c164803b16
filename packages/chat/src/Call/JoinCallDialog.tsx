import { useMemo } from 'react';
import { Button, Dialog, SelectField } from '@mediation/ui';
import { useCallText } from './i18n';
import { DeviceFields, ErrorText, Preview } from './Call.styles';
import { StreamVideo } from './CallPanel';
import { NO_CAMERA, type CallDeviceOption } from './types';

export interface JoinCallDialogLabels {
  /** The dialog's title and its button. @default 'Join call' */
  title: string;
  join: string;
  microphone: string;
  camera: string;
  /** The camera choice of audio only. @default 'No camera (audio only)' */
  noCamera: string;
  /** The default device while the browser names none. @default 'Default' */
  defaultDevice: string;
  /** Under the title: who is in the call already. */
  description: (names: readonly string[]) => string;
  cancel: string;
}

/** The join dialog's labels in the language in use, with the given ones over them. */
export function useJoinCallDialogLabels(labels?: Partial<JoinCallDialogLabels>): JoinCallDialogLabels {
  const t = useCallText();
  const defaults = useMemo<JoinCallDialogLabels>(
    () => ({
      title: t('joinCall.title'),
      join: t('joinCall.join'),
      microphone: t('joinCall.microphone'),
      camera: t('joinCall.camera'),
      noCamera: t('joinCall.noCamera'),
      defaultDevice: t('joinCall.defaultDevice'),
      description: (names) => (names.length === 0 ? t('joinCall.nobody') : t('joinCall.description', { names: names.join(', ') })),
      cancel: t('joinCall.cancel'),
    }),
    [t],
  );
  return { ...defaults, ...labels };
}

export interface JoinCallDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** What the chosen devices show now (the camera and microphone, before joining). */
  preview: MediaStream | null;
  mics: readonly CallDeviceOption[];
  cameras: readonly CallDeviceOption[];
  /** The chosen microphone's deviceId ('' for the default). */
  micId: string;
  /** The chosen camera's deviceId ('' for the default, `NO_CAMERA` for audio only). */
  cameraId: string;
  onMicChange: (deviceId: string) => void;
  onCameraChange: (deviceId: string) => void;
  onJoin: () => void;
  /** Names of those in the call already. */
  inCall?: readonly string[];
  isJoining?: boolean;
  /** Why joining or the devices failed. */
  error?: string | null;
  labels?: Partial<JoinCallDialogLabels>;
}

/** Before joining: a preview of the camera, the choice of microphone and camera, and "Join call". */
export function JoinCallDialog({
  open,
  onOpenChange,
  preview,
  mics,
  cameras,
  micId,
  cameraId,
  onMicChange,
  onCameraChange,
  onJoin,
  inCall = [],
  isJoining = false,
  error,
  labels,
}: JoinCallDialogProps) {
  const text = useJoinCallDialogLabels(labels);
  const micOptions =
    mics.length > 0 ? mics.map((mic) => ({ value: mic.deviceId, label: mic.label })) : [{ value: '', label: text.defaultDevice }];
  const cameraOptions = [
    ...(cameras.length > 0
      ? cameras.map((camera) => ({ value: camera.deviceId, label: camera.label }))
      : [{ value: '', label: text.defaultDevice }]),
    { value: NO_CAMERA, label: text.noCamera },
  ];
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={text.title}
      description={text.description(inCall)}
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {text.cancel}
          </Button>
          <Button onClick={onJoin} isPending={isJoining}>
            {text.join}
          </Button>
        </>
      }
    >
      <Preview>
        <StreamVideo stream={preview} />
      </Preview>
      <DeviceFields>
        <SelectField label={text.microphone} options={micOptions} value={micId} onValueChange={onMicChange} />
        <SelectField label={text.camera} options={cameraOptions} value={cameraId} onValueChange={onCameraChange} />
      </DeviceFields>
      {error ? <ErrorText role="alert">{error}</ErrorText> : null}
    </Dialog>
  );
}
