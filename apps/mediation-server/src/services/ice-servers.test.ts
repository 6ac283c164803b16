/**
 * The TURN credentials the server issues, checked by Debian's coturn itself (`turnserver`, which CI installs):
 * a TURN Allocate over UDP (RFC 5766, long-term credentials of RFC 5389) with the issued username and
 * password is granted a relay address, and one with a wrong password or a lapsed expiry is refused.
 */
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { createHash, createHmac, randomBytes } from 'node:crypto';
import { createSocket } from 'node:dgram';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { iceServersFor, turnCredential } from './ice-servers';

const SECRET = 'coturn-test-secret';
const REALM = 'mediation.test';
const MAGIC_COOKIE = 0x2112a442;
const ALLOCATE = 0x0003;
const ALLOCATE_SUCCESS = 0x0103;
const ALLOCATE_ERROR = 0x0113;
const ATTRIBUTE = { username: 0x0006, integrity: 0x0008, error: 0x0009, realm: 0x0014, nonce: 0x0015, transport: 0x0019, relayed: 0x0016 };

/** A free port on loopback (TCP and UDP share the number space we use here). */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

function attribute(type: number, value: Buffer): Buffer {
  const header = Buffer.alloc(4);
  header.writeUInt16BE(type, 0);
  header.writeUInt16BE(value.length, 2);
  const padding = Buffer.alloc((4 - (value.length % 4)) % 4);
  return Buffer.concat([header, value, padding]);
}

/** A STUN message; with `key`, MESSAGE-INTEGRITY over it (its length field counting the integrity attribute). */
function message(type: number, transactionId: Buffer, attributes: Buffer[], key?: Buffer): Buffer {
  const body = Buffer.concat(attributes);
  const header = Buffer.alloc(20);
  header.writeUInt16BE(type, 0);
  header.writeUInt16BE(body.length + (key ? 24 : 0), 2);
  header.writeUInt32BE(MAGIC_COOKIE, 4);
  transactionId.copy(header, 8);
  const unsigned = Buffer.concat([header, body]);
  if (!key) return unsigned;
  return Buffer.concat([unsigned, attribute(ATTRIBUTE.integrity, createHmac('sha1', key).update(unsigned).digest())]);
}

function parse(packet: Buffer): { type: number; attributes: Map<number, Buffer> } {
  const attributes = new Map<number, Buffer>();
  let offset = 20;
  while (offset + 4 <= packet.length) {
    const type = packet.readUInt16BE(offset);
    const length = packet.readUInt16BE(offset + 2);
    attributes.set(type, packet.subarray(offset + 4, offset + 4 + length));
    offset += 4 + length + ((4 - (length % 4)) % 4);
  }
  return { type: packet.readUInt16BE(0), attributes };
}

/** Asks coturn for a relay with these credentials: the first answer (401 with a nonce), then the signed request. */
async function allocate(port: number, username: string, password: string): Promise<{ type: number; errorCode?: number }> {
  const socket = createSocket('udp4');
  const exchange = (packet: Buffer) =>
    new Promise<ReturnType<typeof parse>>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('coturn did not answer')), 5000);
      socket.once('message', (answer) => {
        clearTimeout(timer);
        resolve(parse(answer));
      });
      socket.send(packet, port, '127.0.0.1');
    });
  const transport = attribute(ATTRIBUTE.transport, Buffer.from([17, 0, 0, 0]));
  try {
    const challenge = await exchange(message(ALLOCATE, randomBytes(12), [transport]));
    const nonce = challenge.attributes.get(ATTRIBUTE.nonce);
    const realm = challenge.attributes.get(ATTRIBUTE.realm);
    if (!nonce || !realm) throw new Error('coturn asked for no credentials');
    const key = createHash('md5').update(`${username}:${realm.toString()}:${password}`).digest();
    const signed = message(
      ALLOCATE,
      randomBytes(12),
      [
        transport,
        attribute(ATTRIBUTE.username, Buffer.from(username)),
        attribute(ATTRIBUTE.realm, realm),
        attribute(ATTRIBUTE.nonce, nonce),
      ],
      key,
    );
    const answer = await exchange(signed);
    const error = answer.attributes.get(ATTRIBUTE.error);
    return { type: answer.type, ...(error ? { errorCode: error[2]! * 100 + error[3]! } : {}) };
  } finally {
    socket.close();
  }
}

describe('TURN credentials against coturn', () => {
  let turnserver: ChildProcess;
  let port: number;
  let folder: string;

  beforeAll(async () => {
    port = await freePort();
    folder = await mkdtemp(path.join(tmpdir(), 'coturn-'));
    turnserver = spawn(
      'turnserver',
      [
        '-n',
        '--listening-ip=127.0.0.1',
        `--listening-port=${port}`,
        '--relay-ip=127.0.0.1',
        `--min-port=${port + 1}`,
        `--max-port=${port + 40}`,
        '--use-auth-secret',
        `--static-auth-secret=${SECRET}`,
        `--realm=${REALM}`,
        '--no-tls',
        '--no-dtls',
        '--no-cli',
        '--log-file=stdout',
        '--simple-log',
        // Its own files in a temporary folder, whatever the user running the tests may write.
        `--pidfile=${folder}/turnserver.pid`,
        `--userdb=${folder}/turndb`,
      ],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    // Ready once it listens on the port (its log says so).
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('turnserver did not start')), 15_000);
      turnserver.once('error', reject);
      let log = '';
      turnserver.stdout!.on('data', (chunk: Buffer) => {
        log += chunk.toString();
        if (/Total General servers/i.test(log)) {
          clearTimeout(timer);
          resolve();
        }
      });
    });
  }, 20_000);
  afterAll(async () => {
    turnserver?.kill('SIGTERM');
    if (folder) await rm(folder, { recursive: true, force: true });
  });

  it('grants a relay to the credential the server issues, and refuses a wrong or lapsed one', async () => {
    const [turn] = iceServersFor(
      { stunUrls: [], turnUrls: [`turn:127.0.0.1:${port}?transport=udp`], turnSecret: SECRET, turnTtlS: 600 },
      42,
    );
    expect(turn!.username).toMatch(/^\d+:42$/);
    expect(await allocate(port, turn!.username!, turn!.credential!)).toEqual({ type: ALLOCATE_SUCCESS });

    expect(await allocate(port, turn!.username!, `${turn!.credential!}x`)).toMatchObject({ type: ALLOCATE_ERROR, errorCode: 401 });
    const lapsed = turnCredential(SECRET, 42, 600, Date.now() - 3600_000);
    expect(await allocate(port, lapsed.username, lapsed.credential)).toMatchObject({ type: ALLOCATE_ERROR, errorCode: 401 });
  });

  it('offers STUN alone without a TURN secret', () => {
    expect(
      iceServersFor({ stunUrls: ['stun:stun.example.org'], turnUrls: ['turn:turn.example.org'], turnSecret: undefined, turnTtlS: 60 }, 1),
    ).toEqual([{ urls: ['stun:stun.example.org'] }]);
    expect(iceServersFor({ stunUrls: [], turnUrls: [], turnSecret: undefined, turnTtlS: 60 }, 1)).toEqual([]);
  });
});
