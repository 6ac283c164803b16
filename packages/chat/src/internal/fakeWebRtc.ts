/**
 * WebRTC for tests of the call engine, where jsdom has none: peer connections that keep the signalling state
 * machine the engine relies on (offers, answers, implicit rollback, ICE restarts, `negotiationneeded` only
 * when stable), trickle one ICE candidate per ICE generation, and come up once two of them hold each other's
 * current descriptions and one of them added a candidate of the other's generation. No media flows: tracks
 * are plain objects, and a connection is "connected" by that rule alone.
 */

let nextId = 1;

export class FakeTrack {
  readonly id = `track-${nextId++}`;
  enabled = true;
  readyState: 'live' | 'ended' = 'live';
  constructor(readonly kind: 'audio' | 'video') {}
  stop(): void {
    this.readyState = 'ended';
  }
  addEventListener(): void {}
  removeEventListener(): void {}
}

export class FakeMediaStream {
  readonly id = `stream-${nextId++}`;
  private readonly tracks: FakeTrack[];
  constructor(tracks: FakeTrack[] = []) {
    this.tracks = [...tracks];
  }
  getTracks(): FakeTrack[] {
    return [...this.tracks];
  }
  getAudioTracks(): FakeTrack[] {
    return this.tracks.filter((track) => track.kind === 'audio');
  }
  getVideoTracks(): FakeTrack[] {
    return this.tracks.filter((track) => track.kind === 'video');
  }
}

/** A microphone and a camera that are always there. */
export function fakeMediaDevices(): MediaDevices {
  const devices = {
    getUserMedia: async (constraints: MediaStreamConstraints) =>
      new FakeMediaStream([...(constraints.audio ? [new FakeTrack('audio')] : []), ...(constraints.video ? [new FakeTrack('video')] : [])]),
    getDisplayMedia: async () => new FakeMediaStream([new FakeTrack('video')]),
    enumerateDevices: async () => [],
  };
  return devices as unknown as MediaDevices;
}

interface Sdp {
  session: string;
  ufrag: string;
  kinds: string[];
}

function writeSdp({ session, ufrag, kinds }: Sdp, version: number): string {
  const media = kinds.map((kind) => `m=${kind} 9 UDP/TLS/RTP/SAVPF 96\r\n`).join('');
  return `v=0\r\no=- ${session} ${version} IN IP4 127.0.0.1\r\ns=-\r\na=ice-ufrag:${ufrag}\r\n${media}`;
}

function readSdp(sdp: string): Sdp {
  return {
    session: /^o=\S+ (\d+) /m.exec(sdp)?.[1] ?? '',
    ufrag: /^a=ice-ufrag:(\S+)/m.exec(sdp)?.[1] ?? '',
    kinds: [...sdp.matchAll(/^m=(\w+) /gm)].map((match) => match[1]!),
  };
}

type Description = { type: RTCSdpType; sdp: string };

/** Every connection not closed yet: a connection finds the other half of its pair here. */
const open = new Set<FakePeerConnection>();

/** An operation of the connection's chain takes a turn of the event loop, as the browser's do. */
const tick = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

export class FakePeerConnection {
  signalingState: RTCSignalingState = 'stable';
  connectionState: RTCPeerConnectionState = 'new';
  iceConnectionState: RTCIceConnectionState = 'new';
  localDescription: Description | null = null;
  remoteDescription: Description | null = null;
  onnegotiationneeded: (() => void) | null = null;
  onicecandidate: ((event: { candidate: { toJSON(): RTCIceCandidateInit } | null }) => void) | null = null;
  ontrack: ((event: { track: FakeTrack }) => void) | null = null;
  oniceconnectionstatechange: (() => void) | null = null;
  onconnectionstatechange: (() => void) | null = null;

  /** The `o=` session id: one per connection, as in Chrome. */
  readonly session = String(1_000_000 + nextId++);
  private version = 0;
  private generation = 0;
  private gathered: string | null = null;
  private readonly kinds: string[] = [];
  private negotiated = new Set<string>();
  private restartWanted = false;
  /** The descriptions of the last completed exchange: what an implicit rollback returns to. */
  private stableLocal: Description | null = null;
  private stableRemote: Description | null = null;
  private readonly candidatesAdded = new Set<string>();
  private readonly remoteTracks = new Map<string, FakeTrack>();
  private chain: Promise<unknown> = Promise.resolve();
  private pending = 0;
  private isClosed = false;

  constructor(readonly configuration: RTCConfiguration = {}) {
    open.add(this);
  }

  private get ufrag(): string {
    return `${this.session}g${this.generation}`;
  }

  private run<T>(operation: () => T): Promise<T> {
    this.pending += 1;
    const result = this.chain.then(async () => {
      await tick();
      if (this.isClosed) throw new DOMException('The connection is closed.', 'InvalidStateError');
      return operation();
    });
    this.chain = result.catch(() => undefined);
    return result.finally(() => {
      this.pending -= 1;
      this.checkNegotiation();
    });
  }

  addTrack(track: FakeTrack): { track: FakeTrack | null; replaceTrack: (next: FakeTrack | null) => Promise<void> } {
    this.kinds.push(track.kind);
    this.checkNegotiation();
    const sender = {
      track: track as FakeTrack | null,
      replaceTrack: async (next: FakeTrack | null) => {
        sender.track = next;
      },
    };
    return sender;
  }

  restartIce(): void {
    this.restartWanted = true;
    this.checkNegotiation();
  }

  /** `negotiationneeded` fires, a turn later, when something is not negotiated and nothing else is under way. */
  private checkNegotiation(): void {
    setTimeout(() => {
      if (this.isClosed || this.signalingState !== 'stable' || this.pending > 0) return;
      if (this.restartWanted || this.kinds.some((kind) => !this.negotiated.has(kind))) this.onnegotiationneeded?.();
    }, 0);
  }

  setLocalDescription(): Promise<void> {
    return this.run(() => {
      if (this.signalingState === 'have-remote-offer') {
        const offer = readSdp(this.remoteDescription!.sdp);
        this.version += 1;
        this.localDescription = {
          type: 'answer',
          sdp: writeSdp({ session: this.session, ufrag: this.ufrag, kinds: offer.kinds }, this.version),
        };
        this.negotiated = new Set(offer.kinds);
        this.settle();
      } else if (this.signalingState === 'stable' || this.signalingState === 'have-local-offer') {
        if (this.restartWanted) this.generation += 1;
        this.restartWanted = false;
        this.version += 1;
        const kinds = [...new Set([...this.negotiated, ...this.kinds])];
        this.localDescription = { type: 'offer', sdp: writeSdp({ session: this.session, ufrag: this.ufrag, kinds }, this.version) };
        this.signalingState = 'have-local-offer';
      } else {
        throw new DOMException(`Called in wrong state: ${this.signalingState}`, 'InvalidStateError');
      }
      this.gather();
    });
  }

  setRemoteDescription(description: Description): Promise<void> {
    return this.run(() => {
      const remote = readSdp(description.sdp);
      if (description.type === 'offer') {
        // Perfect negotiation's polite peer: an offer over one's own rolls one's own back.
        if (this.signalingState === 'have-local-offer') {
          this.localDescription = this.stableLocal;
          this.signalingState = 'stable';
        }
        const before = this.stableRemote ? readSdp(this.stableRemote.sdp).ufrag : null;
        // The other side restarted ICE: this side answers with a new generation too.
        if (before !== null && before !== remote.ufrag) this.generation += 1;
        this.remoteDescription = description;
        this.signalingState = 'have-remote-offer';
      } else if (description.type === 'answer') {
        if (this.signalingState !== 'have-local-offer') {
          throw new DOMException(`Called in wrong state: ${this.signalingState}`, 'InvalidStateError');
        }
        this.remoteDescription = description;
        this.negotiated = new Set(readSdp(this.localDescription!.sdp).kinds);
        this.settle();
      } else {
        throw new DOMException(`Unsupported description type ${description.type}`, 'OperationError');
      }
      for (const kind of remote.kinds) {
        if (this.remoteTracks.has(kind)) continue;
        const track = new FakeTrack(kind as 'audio' | 'video');
        this.remoteTracks.set(kind, track);
        this.ontrack?.({ track });
      }
    });
  }

  addIceCandidate(candidate: RTCIceCandidateInit): Promise<void> {
    return this.run(() => {
      if (!this.remoteDescription) throw new DOMException('The remote description was null', 'InvalidStateError');
      // A candidate of another generation than the remote description's is refused, as Chrome does.
      if (candidate.usernameFragment !== readSdp(this.remoteDescription.sdp).ufrag) {
        throw new DOMException('Error processing ICE candidate', 'OperationError');
      }
      this.candidatesAdded.add(candidate.usernameFragment);
      this.updateConnection();
    });
  }

  close(): void {
    if (this.isClosed) return;
    this.isClosed = true;
    open.delete(this);
    this.signalingState = 'closed';
    this.connectionState = 'closed';
    this.iceConnectionState = 'closed';
    for (const other of open) other.updateConnection();
  }

  /** An exchange completed: stable, and maybe connected. */
  private settle(): void {
    this.signalingState = 'stable';
    this.stableLocal = this.localDescription;
    this.stableRemote = this.remoteDescription;
    this.updateConnection();
  }

  /** One candidate of this generation, trickled a moment after the description that started it. */
  private gather(): void {
    const ufrag = this.ufrag;
    if (this.gathered === ufrag) return;
    this.gathered = ufrag;
    setTimeout(() => {
      if (this.isClosed) return;
      const init: RTCIceCandidateInit = {
        candidate: `candidate:1 1 udp 2122260223 127.0.0.1 ${40000 + (nextId++ % 1000)} typ host`,
        sdpMid: '0',
        sdpMLineIndex: 0,
        usernameFragment: ufrag,
      };
      this.onicecandidate?.({ candidate: { toJSON: () => init } });
      this.onicecandidate?.({ candidate: null });
    }, 1);
  }

  /** The other half of the pair: the open connection whose current descriptions mirror this one's. */
  private partner(): FakePeerConnection | undefined {
    if (!this.stableRemote || !this.stableLocal) return undefined;
    const remote = readSdp(this.stableRemote.sdp);
    return [...open].find(
      (other) =>
        other !== this &&
        other.session === remote.session &&
        other.stableRemote !== null &&
        readSdp(other.stableRemote.sdp).session === this.session,
    );
  }

  private isUpWith(other: FakePeerConnection): boolean {
    const mine = readSdp(this.stableLocal!.sdp).ufrag;
    const theirs = readSdp(other.stableLocal!.sdp).ufrag;
    const agree = readSdp(this.stableRemote!.sdp).ufrag === theirs && readSdp(other.stableRemote!.sdp).ufrag === mine;
    return agree && (this.candidatesAdded.has(theirs) || other.candidatesAdded.has(mine));
  }

  private updateConnection(): void {
    if (this.isClosed) return;
    const other = this.partner();
    const isUp = other !== undefined && this.isUpWith(other);
    this.setState(isUp ? 'connected' : this.connectionState === 'connected' ? 'disconnected' : this.stableRemote ? 'connecting' : 'new');
    if (other && other.connectionState !== (isUp ? 'connected' : other.connectionState)) other.updateConnection();
  }

  private setState(state: RTCPeerConnectionState): void {
    if (state === this.connectionState) return;
    this.connectionState = state;
    this.iceConnectionState = state === 'connecting' ? 'checking' : (state as RTCIceConnectionState);
    this.oniceconnectionstatechange?.();
    this.onconnectionstatechange?.();
  }
}
