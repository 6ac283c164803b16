/**
 * Media for stories and tests without a camera: a canvas painted in one colour with a figure, captured as
 * a stream. The picture never changes, so screenshots of it are the same on every run.
 */
const painters = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | null = null;

export function fakeCameraStream(background: string, figure: string): MediaStream {
  const canvas = document.createElement('canvas');
  canvas.width = 320;
  canvas.height = 180;
  const context = canvas.getContext('2d');
  const paint = () => {
    if (!context) return;
    context.fillStyle = background;
    context.fillRect(0, 0, canvas.width, canvas.height);
    context.fillStyle = figure;
    context.beginPath();
    context.arc(160, 70, 36, 0, Math.PI * 2);
    context.fill();
    context.fillRect(100, 118, 120, 62);
  };
  paint();
  // The same picture again and again: a captured canvas sends a frame only when it is painted.
  painters.add(paint);
  timer ??= setInterval(() => painters.forEach((repaint) => repaint()), 100);
  return canvas.captureStream(10);
}

/** Resolves once every video inside `root` that has a stream shows a frame. */
export async function videosReady(root: ParentNode): Promise<void> {
  const videos = [...root.querySelectorAll('video')].filter((video) => video.srcObject instanceof MediaStream);
  await Promise.all(
    videos.map(
      (video) =>
        new Promise<void>((resolve) => {
          const hasVideo = (video.srcObject as MediaStream).getVideoTracks().length > 0;
          if (!hasVideo || video.readyState >= 2) return resolve();
          video.addEventListener('loadeddata', () => resolve(), { once: true });
        }),
    ),
  );
}
