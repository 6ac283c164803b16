/**
 * The media of one person's call: one RTCPeerConnection per other member (a mesh), negotiated with WebRTC's
 * "perfect negotiation" pattern over the room's socket (`CallTransport`). Media goes peer to peer,
 * encrypted by DTLS-SRTP; nothing is recorded. Framework-free: components read it as an external store.
 * Longer than 400 lines because the connections and the local tracks they send change together (a new
 * connection sends the tracks in use, a switched camera is replaced on every connection); splitting the
 * negotiation from the devices is the next step should it grow further.
 */
import { NO_CAMERA } from '../../Call/types';
import { SpeakingMeter } from './speaking';
import type { CallDescription } from '@mediation/protocol';
import type { CallTransport, IceServerConfig, IncomingCallSignal } from './transport';

/**
 * The camera as a call needs it: a mesh encodes the picture once per other person, so a modest size and
 * rate keep a call of six within a laptop's means (an SFU would lift this).
 */
const CAMERA: MediaTrackConstraints = { width: { ideal: 640 }, height: { ideal: 360 }, frameRate: { ideal: 15, max: 24 } };

/** How often connections that are not up are looked after (ICE restarted, an unanswered offer sent again). */
const HEAL_INTERVAL_MS = 3000;
/** How long a connection may stay "disconnected" before its ICE restarts (it often recovers by itself sooner). */
const DISCONNECTED_GRACE_MS = 2500;
/**
 * How long an offer may go unanswered before it is sent again: a description lost on the way (the socket was
 * down a moment, the server refused it) would otherwise leave the pair waiting for ever, since in a collision
 * each side waits for the other.
 */
const OFFER_RETRY_MS = 4000;
/**
 * How long a negotiated connection may take to come up before its ICE restarts: its candidates may have been
 * lost on the way, and ICE without candidates waits without end. A restart gathers and sends new ones.
 */
const CONNECT_TIMEOUT_MS = 15_000;

export interface CallDevices {
  /** A microphone's deviceId; the browser's default when empty. */
  micId?: string;
  /** A camera's deviceId, `NO_CAMERA` for audio only; the browser's default when empty. */
  cameraId?: string;
}

/** A browser's media error (a DOMException, which need not be an `Error`): its name says what happened. */
export interface MediaProblem {
  name: string;
  message: string;
}

export function mediaProblemOf(error: unknown): MediaProblem {
  const { name, message } = (error ?? {}) as { name?: unknown; message?: unknown };
  return { name: typeof name === 'string' ? name : 'Error', message: typeof message === 'string' ? message : String(error) };
}

export interface CallEngineState {
  /** The call the engine is in, or null. */
  callId: string | null;
  /** What the viewer sends (or previews before joining): the microphone and the camera or the shared screen. */
  local: MediaStream | null;
  /** What each other member sends, by user id. */
  remote: Readonly<Record<number, MediaStream>>;
  /** The connection to each other member, by user id. */
  connection: Readonly<Record<number, RTCPeerConnectionState>>;
  /** User ids of those speaking now (the viewer's own included). */
  speaking: readonly number[];
  mic: boolean;
  camera: boolean;
  screen: boolean;
  /** The devices in use. */
  devices: CallDevices;
  /** Why the camera could not be had (permission refused, no device): the browser's error, said by the room. */
  mediaError: MediaProblem | null;
}

export interface CallEngineOptions {
  transport: CallTransport;
  /** The viewer's user id: in each pair the lower id is the polite peer. */
  selfId: number;
  /** Added to every connection's configuration (an embedder may force `iceTransportPolicy: 'relay'`). */
  rtcConfig?: Omit<RTCConfiguration, 'iceServers'>;
  /** The browser's media devices, for tests; `navigator.mediaDevices` by default. */
  mediaDevices?: MediaDevices;
}

interface Peer {
  id: number;
  pc: RTCPeerConnection;
  polite: boolean;
  makingOffer: boolean;
  ignoreOffer: boolean;
  /** The `o=` session id of the other side's connection: a new one means it started afresh. */
  remoteSession: string | null;
  /** The sender of each kind (kept when its track is replaced by none). */
  senders: Partial<Record<'audio' | 'video', RTCRtpSender>>;
  stream: MediaStream;
  /** Candidates that came before a remote description to apply them to (signals may overtake each other). */
  pendingCandidates: RTCIceCandidateInit[];
  /** When the connection was last seen disconnected, and when an offer was last sent. */
  disconnectedSince: number | null;
  offerSentAt: number;
  /** Since when the connection has not been up (null while it is): one that never comes up is restarted. */
  waitingSince: number | null;
}

const sessionOf = (sdp: string): string | null => /^o=\S+ (\d+) /m.exec(sdp)?.[1] ?? null;

const initialState = (): CallEngineState => ({
  callId: null,
  local: null,
  remote: {},
  connection: {},
  speaking: [],
  mic: true,
  camera: true,
  screen: false,
  devices: {},
  mediaError: null,
});

export class CallEngine {
  private state: CallEngineState = initialState();
  private readonly listeners = new Set<() => void>();
  private readonly peers = new Map<number, Peer>();
  /**
   * Signals from each member, handled one at a time in the order they came. Kept per member rather than per
   * connection: an offer that replaces the connection is followed by candidates for the new one.
   */
  private readonly signalQueues = new Map<number, Promise<void>>();
  private iceServers: IceServerConfig[] = [];
  private audioTrack: MediaStreamTrack | null = null;
  private cameraTrack: MediaStreamTrack | null = null;
  private screenTrack: MediaStreamTrack | null = null;
  private unsubscribeSignals: (() => void) | null = null;
  private healTimer: ReturnType<typeof setInterval> | null = null;
  private readonly meter: SpeakingMeter;

  constructor(private readonly options: CallEngineOptions) {
    this.meter = new SpeakingMeter((speaking) => this.update({ speaking }));
  }

  getState = (): CallEngineState => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private update(change: Partial<CallEngineState>): void {
    this.state = { ...this.state, ...change };
    for (const listener of this.listeners) listener();
  }

  private get media(): MediaDevices {
    return this.options.mediaDevices ?? navigator.mediaDevices;
  }

  /** The microphones and cameras the browser offers (labels once a permission was given). */
  async listDevices(): Promise<{ mics: MediaDeviceInfo[]; cameras: MediaDeviceInfo[] }> {
    const devices = await this.media.enumerateDevices();
    return {
      mics: devices.filter((device) => device.kind === 'audioinput'),
      cameras: devices.filter((device) => device.kind === 'videoinput'),
    };
  }

  /**
   * Opens the chosen microphone and camera (the preview before joining, or a switch during the call):
   * without a camera, or when it cannot be had, the call is audio only.
   */
  async openDevices(devices: CallDevices): Promise<void> {
    const wantsCamera = devices.cameraId !== NO_CAMERA;
    const audio: MediaTrackConstraints | boolean = devices.micId ? { deviceId: { exact: devices.micId } } : true;
    const video: MediaTrackConstraints | boolean = wantsCamera
      ? devices.cameraId
        ? { deviceId: { exact: devices.cameraId } }
        : true
      : false;
    let stream: MediaStream;
    let mediaError: MediaProblem | null = null;
    try {
      stream = await this.media.getUserMedia({ audio, video });
    } catch (error) {
      if (!video) throw error;
      // No camera (or refused): audio only rather than no call.
      mediaError = mediaProblemOf(error);
      stream = await this.media.getUserMedia({ audio });
    }
    const audioTrack = stream.getAudioTracks()[0] ?? null;
    const cameraTrack = stream.getVideoTracks()[0] ?? null;
    if (audioTrack) audioTrack.enabled = this.state.mic;
    this.swapTrack('audio', this.audioTrack, audioTrack);
    this.audioTrack = audioTrack;
    if (!this.screenTrack) this.swapTrack('video', this.cameraTrack, cameraTrack);
    else this.cameraTrack?.stop();
    this.cameraTrack = cameraTrack;
    this.update({ devices, camera: cameraTrack !== null, mediaError });
    this.refreshLocal();
  }

  /** Stops a preview that was not followed by a call. */
  closeDevices(): void {
    if (this.state.callId) return;
    this.stopTracks();
    this.update({ local: null });
  }

  /** Enters a call (after the server's `callJoin` answered) and connects to each member but the viewer. */
  async join(callId: string, iceServers: IceServerConfig[], memberIds: readonly number[]): Promise<void> {
    if (this.state.callId && this.state.callId !== callId) this.leave();
    if (!this.audioTrack && !this.cameraTrack) await this.openDevices(this.state.devices);
    this.iceServers = iceServers;
    this.update({ callId });
    this.unsubscribeSignals ??= this.options.transport.onCallSignal((signal) => this.receive(signal));
    this.healTimer ??= setInterval(() => this.heal(), HEAL_INTERVAL_MS);
    this.setMembers(callId, memberIds);
    this.reportMedia();
  }

  /**
   * The call's members as the server tells them now: connects to newcomers and closes the connections to
   * those who left. A member who left and came back gets a new connection.
   */
  setMembers(callId: string, memberIds: readonly number[]): void {
    if (callId !== this.state.callId) return;
    const wanted = new Set(memberIds.filter((id) => id !== this.options.selfId));
    for (const id of [...this.peers.keys()]) if (!wanted.has(id)) this.closePeer(id);
    for (const id of wanted) if (!this.peers.has(id)) this.createPeer(id);
  }

  /** Leaves the call: every connection closed, camera and microphone released. */
  leave(): void {
    for (const id of [...this.peers.keys()]) this.closePeer(id);
    this.signalQueues.clear();
    this.unsubscribeSignals?.();
    this.unsubscribeSignals = null;
    if (this.healTimer) clearInterval(this.healTimer);
    this.healTimer = null;
    this.stopTracks();
    this.meter.close();
    this.update({ ...initialState(), devices: this.state.devices, mic: this.state.mic });
  }

  /** The socket is back: connections that dropped meanwhile restart ICE now rather than at the next check. */
  reconnected(): void {
    this.heal(true);
  }

  setMic(on: boolean): void {
    if (this.audioTrack) this.audioTrack.enabled = on;
    this.update({ mic: on });
    this.refreshLocal();
    this.reportMedia();
  }

  /** The camera on (opened again) or off (released: the camera's light goes out too). */
  async setCamera(on: boolean): Promise<void> {
    if (!on) {
      if (!this.screenTrack) this.swapTrack('video', this.cameraTrack, null);
      this.cameraTrack?.stop();
      this.cameraTrack = null;
      this.update({ camera: false });
    } else {
      const cameraId = this.state.devices.cameraId === NO_CAMERA ? undefined : this.state.devices.cameraId;
      const stream = await this.media.getUserMedia({ video: cameraId ? { ...CAMERA, deviceId: { exact: cameraId } } : CAMERA });
      const track = stream.getVideoTracks()[0] ?? null;
      if (!this.screenTrack) this.swapTrack('video', this.cameraTrack, track);
      this.cameraTrack = track;
      this.update({ camera: track !== null, devices: { ...this.state.devices, cameraId } });
    }
    this.refreshLocal();
    this.reportMedia();
  }

  /** Shares a screen or window (in place of the camera) or stops sharing it. */
  async setScreen(on: boolean): Promise<void> {
    if (on && !this.screenTrack) {
      const stream = await this.media.getDisplayMedia({ video: true, audio: false });
      const track = stream.getVideoTracks()[0];
      if (!track) return;
      // The browser's own "Stop sharing" ends the track.
      track.addEventListener('ended', () => void this.setScreen(false));
      this.swapTrack('video', this.cameraTrack, track);
      this.screenTrack = track;
      this.update({ screen: true });
    } else if (!on && this.screenTrack) {
      const track = this.screenTrack;
      this.screenTrack = null;
      this.swapTrack('video', track, this.cameraTrack);
      track.stop();
      this.update({ screen: false });
    }
    this.refreshLocal();
    this.reportMedia();
  }

  /** Switches to another microphone or camera during the call (or in the preview). */
  async switchDevices(devices: CallDevices): Promise<void> {
    await this.openDevices({ ...this.state.devices, ...devices });
    this.reportMedia();
  }

  /** Releases everything; the engine is not used again. */
  close(): void {
    this.leave();
    this.listeners.clear();
  }

  // --- the connections -------------------------------------------------------------------------------

  private rtcConfiguration(): RTCConfiguration {
    return { ...this.options.rtcConfig, iceServers: this.iceServers as RTCIceServer[] };
  }

  private createPeer(id: number): Peer {
    const pc = new RTCPeerConnection(this.rtcConfiguration());
    const peer: Peer = {
      id,
      pc,
      polite: this.options.selfId < id,
      makingOffer: false,
      ignoreOffer: false,
      remoteSession: null,
      senders: {},
      stream: new MediaStream(),
      pendingCandidates: [],
      disconnectedSince: null,
      offerSentAt: 0,
      waitingSince: Date.now(),
    };
    this.peers.set(id, peer);
    const local = this.localStream();
    for (const track of [this.audioTrack, this.screenTrack ?? this.cameraTrack]) {
      if (track) peer.senders[track.kind as 'audio' | 'video'] = pc.addTrack(track, local);
    }
    pc.onnegotiationneeded = async () => {
      try {
        peer.makingOffer = true;
        await pc.setLocalDescription();
        this.sendDescription(peer);
      } catch {
        // A failed offer is made again by the next check while the connection is not up.
      } finally {
        peer.makingOffer = false;
      }
    };
    pc.onicecandidate = ({ candidate }) => {
      if (!candidate || this.peers.get(id) !== peer) return;
      const json = candidate.toJSON();
      void this.options.transport
        .sendCallSignal({
          to: id,
          candidate: {
            candidate: json.candidate ?? '',
            sdpMid: json.sdpMid ?? null,
            sdpMLineIndex: json.sdpMLineIndex ?? null,
            usernameFragment: json.usernameFragment ?? null,
          },
        })
        .catch(() => undefined);
    };
    pc.ontrack = ({ track }) => {
      if (this.peers.get(id) !== peer) return;
      // A new stream object, so that what shows it (a video element) sees the change.
      peer.stream = new MediaStream([...peer.stream.getTracks().filter((held) => held.kind !== track.kind), track]);
      track.addEventListener('unmute', () => this.publishRemote());
      this.publishRemote();
    };
    pc.oniceconnectionstatechange = () => {
      if (pc.iceConnectionState === 'failed') pc.restartIce();
    };
    pc.onconnectionstatechange = () => {
      const state = pc.connectionState;
      peer.disconnectedSince = state === 'disconnected' || state === 'failed' ? (peer.disconnectedSince ?? Date.now()) : null;
      peer.waitingSince = state === 'connected' ? null : (peer.waitingSince ?? Date.now());
      if (this.peers.get(id) === peer) this.update({ connection: { ...this.state.connection, [id]: state } });
    };
    this.update({ connection: { ...this.state.connection, [id]: pc.connectionState } });
    return peer;
  }

  private closePeer(id: number): void {
    const peer = this.peers.get(id);
    if (!peer) return;
    this.peers.delete(id);
    peer.pc.onnegotiationneeded = null;
    peer.pc.onicecandidate = null;
    peer.pc.ontrack = null;
    peer.pc.onconnectionstatechange = null;
    peer.pc.close();
    this.meter.unwatch(id);
    const { [id]: _gone, ...remote } = this.state.remote;
    const { [id]: _closed, ...connection } = this.state.connection;
    this.update({ remote, connection });
  }

  private sendDescription(peer: Peer): void {
    const description = peer.pc.localDescription;
    if (!description || this.peers.get(peer.id) !== peer) return;
    if (description.type === 'offer') peer.offerSentAt = Date.now();
    void this.options.transport
      .sendCallSignal({
        to: peer.id,
        description: { type: description.type as CallDescription['type'], sdp: description.sdp },
      })
      .catch(() => undefined);
  }

  /** A signal from another member, handled after the earlier ones of the same member. */
  private receive(signal: IncomingCallSignal): void {
    if (!this.state.callId || signal.call_id !== this.state.callId || signal.from === this.options.selfId) return;
    // A member's offer may come before the server's news that it joined.
    if (!this.peers.has(signal.from)) this.createPeer(signal.from);
    const queue = this.signalQueues.get(signal.from) ?? Promise.resolve();
    this.signalQueues.set(
      signal.from,
      queue.then(() => this.handleSignal(signal)).catch(() => undefined),
    );
  }

  private async handleSignal({ description, candidate, from }: IncomingCallSignal): Promise<void> {
    // The connection as it is now (a member who left meanwhile has none: the signal is for nothing).
    let peer = this.peers.get(from);
    if (!peer) return;
    if (description) {
      const session = sessionOf(description.sdp);
      // The other side started a new connection (it rejoined, or reloaded): so does this side.
      if (description.type === 'offer' && session && peer.remoteSession && session !== peer.remoteSession) {
        this.closePeer(from);
        peer = this.createPeer(from);
      }
      const { pc } = peer;
      const collision = description.type === 'offer' && (peer.makingOffer || pc.signalingState !== 'stable');
      peer.ignoreOffer = !peer.polite && collision;
      if (peer.ignoreOffer) return;
      await pc.setRemoteDescription(description);
      if (session) peer.remoteSession = session;
      await this.addPendingCandidates(peer);
      if (description.type === 'offer') {
        await pc.setLocalDescription();
        this.sendDescription(peer);
      }
    } else if (candidate) {
      // A candidate that overtook its description waits for it: added now, it would be refused and lost.
      if (!peer.pc.remoteDescription) {
        peer.pendingCandidates.push(candidate);
        return;
      }
      try {
        await peer.pc.addIceCandidate(candidate);
      } catch (error) {
        if (!peer.ignoreOffer) throw error;
      }
    }
  }

  /** The candidates that came before the remote description, now that there is one (one refused is no reason to drop the others). */
  private async addPendingCandidates(peer: Peer): Promise<void> {
    const candidates = peer.pendingCandidates.splice(0);
    for (const candidate of candidates) await peer.pc.addIceCandidate(candidate).catch(() => undefined);
  }

  /**
   * Looks after connections that are not up (or at once when `now`: the socket is back): an offer nobody
   * answered goes again, whether the connection was up before or not (signals sent while the socket was down,
   * or refused, are lost); ICE restarts on one disconnected for a while, and on one negotiated that never
   * came up (its candidates were lost).
   */
  private heal(now = false): void {
    const time = Date.now();
    for (const peer of this.peers.values()) {
      const { pc } = peer;
      const down = peer.disconnectedSince !== null || pc.iceConnectionState === 'failed' || pc.iceConnectionState === 'disconnected';
      if (!down && peer.waitingSince === null) continue;
      if (pc.signalingState === 'have-local-offer') {
        if (now || time - peer.offerSentAt >= OFFER_RETRY_MS) this.sendDescription(peer);
      } else if (pc.signalingState !== 'stable' || peer.makingOffer) {
        continue;
      } else if (
        down
          ? now || time - (peer.disconnectedSince ?? time) >= DISCONNECTED_GRACE_MS
          : now || time - (peer.waitingSince ?? time) >= CONNECT_TIMEOUT_MS
      ) {
        if (!down) peer.waitingSince = time;
        pc.restartIce();
      }
    }
  }

  // --- local media -------------------------------------------------------------------------------------

  /** Puts `next` where `previous` was sent (or adds it: the connection negotiates the new track). */
  private swapTrack(kind: 'audio' | 'video', previous: MediaStreamTrack | null, next: MediaStreamTrack | null): void {
    if (previous && previous !== next && previous !== this.screenTrack) previous.stop();
    const local = this.localStream();
    for (const peer of this.peers.values()) {
      const sender = peer.senders[kind];
      if (sender) void sender.replaceTrack(next).catch(() => undefined);
      else if (next) peer.senders[kind] = peer.pc.addTrack(next, local);
    }
  }

  private localStream(): MediaStream {
    if (!this.state.local) this.state = { ...this.state, local: new MediaStream() };
    return this.state.local as MediaStream;
  }

  /** A new local stream of the tracks in use (the preview and the own tile show it). */
  private refreshLocal(): void {
    const video = this.screenTrack ?? this.cameraTrack;
    const tracks = [this.audioTrack, video].filter((track): track is MediaStreamTrack => track !== null);
    const local = new MediaStream(tracks);
    this.update({ local });
    this.meter.watch(this.options.selfId, this.state.mic ? local : null);
  }

  private publishRemote(): void {
    const remote: Record<number, MediaStream> = {};
    for (const peer of this.peers.values()) {
      if (peer.stream.getTracks().length === 0) continue;
      remote[peer.id] = peer.stream;
      if (this.state.remote[peer.id] !== peer.stream) this.meter.watch(peer.id, peer.stream);
    }
    this.update({ remote });
  }

  private reportMedia(): void {
    const { callId, mic, camera, screen } = this.state;
    if (!callId) return;
    void this.options.transport.setCallMedia({ mic, camera, screen }).catch(() => undefined);
  }

  private stopTracks(): void {
    for (const track of [this.audioTrack, this.cameraTrack, this.screenTrack]) track?.stop();
    this.audioTrack = null;
    this.cameraTrack = null;
    this.screenTrack = null;
  }
}
