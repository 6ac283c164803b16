/** Who is speaking: the loudness of each audio track, read from a WebAudio analyser a few times a second. */

/** Loudness (RMS of the wave, 0..1) above which a person counts as speaking; fake devices' beeps and speech are well above it. */
const SPEAKING_LEVEL = 0.02;
/** How often the levels are read. */
const SAMPLE_MS = 200;
/** How long a person still shows as speaking after the last loud sample: short pauses between words do not flicker. */
const HOLD_MS = 600;

interface Watched {
  source: MediaStreamAudioSourceNode;
  analyser: AnalyserNode;
  samples: Uint8Array<ArrayBuffer>;
  lastLoud: number;
}

export class SpeakingMeter {
  private context: AudioContext | null = null;
  private readonly watched = new Map<number, Watched>();
  private timer: ReturnType<typeof setInterval> | null = null;
  private speaking = new Set<number>();

  constructor(private readonly onChange: (speaking: number[]) => void) {}

  /** Watches the audio of `stream` for `id` (replacing what was watched for it); a stream without audio stops the watch. */
  watch(id: number, stream: MediaStream | null): void {
    this.unwatch(id);
    const track = stream?.getAudioTracks()[0];
    if (!track || typeof AudioContext === 'undefined') return;
    try {
      this.context ??= new AudioContext();
      if (this.context.state === 'suspended') void this.context.resume().catch(() => undefined);
      const source = this.context.createMediaStreamSource(new MediaStream([track]));
      const analyser = this.context.createAnalyser();
      analyser.fftSize = 512;
      // Only measured, never played: the media elements play the sound.
      source.connect(analyser);
      this.watched.set(id, { source, analyser, samples: new Uint8Array(analyser.fftSize), lastLoud: 0 });
    } catch {
      return;
    }
    this.timer ??= setInterval(() => this.sample(), SAMPLE_MS);
  }

  unwatch(id: number): void {
    const entry = this.watched.get(id);
    if (!entry) return;
    entry.source.disconnect();
    this.watched.delete(id);
    if (this.speaking.delete(id)) this.onChange([...this.speaking]);
  }

  private sample(): void {
    const now = Date.now();
    const speaking = new Set<number>();
    for (const [id, entry] of this.watched) {
      entry.analyser.getByteTimeDomainData(entry.samples);
      let sum = 0;
      for (const value of entry.samples) {
        const centred = (value - 128) / 128;
        sum += centred * centred;
      }
      if (Math.sqrt(sum / entry.samples.length) > SPEAKING_LEVEL) entry.lastLoud = now;
      if (now - entry.lastLoud < HOLD_MS) speaking.add(id);
    }
    const changed = speaking.size !== this.speaking.size || [...speaking].some((id) => !this.speaking.has(id));
    this.speaking = speaking;
    if (changed) this.onChange([...speaking]);
  }

  close(): void {
    for (const id of [...this.watched.keys()]) this.unwatch(id);
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    void this.context?.close().catch(() => undefined);
    this.context = null;
  }
}
