import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request the fake push service received. */
export interface ReceivedPush {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** What the fake answers: a status, and headers (Retry-After) when wanted. */
export type FakeAnswer = number | { status: number; headers?: Record<string, string> };

/**
 * A browser's side of a push subscription: an endpoint on the fake push service, and a real P-256 key pair and auth
 * secret, so a test can decrypt what it receives exactly as the browser would (RFC 8291).
 */
export class FakeBrowser {
  readonly endpoint: string;
  readonly keys: { p256dh: string; auth: string };
  private readonly ecdh = crypto.createECDH('prime256v1');
  private readonly authSecret = crypto.randomBytes(16);

  constructor(
    private readonly service: FakePushService,
    readonly id: string,
  ) {
    this.endpoint = `${service.origin}/push/${id}`;
    this.ecdh.generateKeys();
    this.keys = {
      p256dh: this.ecdh.getPublicKey().toString('base64url'),
      auth: this.authSecret.toString('base64url'),
    };
  }

  /** The subscription as the web app posts it. */
  subscription(language: 'en' | 'tr') {
    return { endpoint: this.endpoint, keys: this.keys, language };
  }

  /** Every request this browser's endpoint received. */
  received(): ReceivedPush[] {
    return this.service.receivedAt(`/push/${this.id}`);
  }

  /** Tells the push service how to answer this endpoint's next requests, in order (then 201 again). */
  answer(...answers: FakeAnswer[]): void {
    this.service.answer(`/push/${this.id}`, answers);
  }

  /** Decrypts an aes128gcm body (RFC 8188 with the keys of RFC 8291) into the text the application server sent. */
  decrypt(body: Buffer): string {
    const salt = body.subarray(0, 16);
    const idLength = body.readUInt8(20);
    const serverPublicKey = body.subarray(21, 21 + idLength);
    const cipherText = body.subarray(21 + idLength);
    const shared = this.ecdh.computeSecret(serverPublicKey);
    const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), this.ecdh.getPublicKey(), serverPublicKey]);
    const ikm = Buffer.from(crypto.hkdfSync('sha256', shared, this.authSecret, keyInfo, 32));
    const key = Buffer.from(crypto.hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
    const nonce = Buffer.from(crypto.hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
    const decipher = crypto.createDecipheriv('aes-128-gcm', key, nonce);
    decipher.setAuthTag(cipherText.subarray(cipherText.length - 16));
    const padded = Buffer.concat([decipher.update(cipherText.subarray(0, cipherText.length - 16)), decipher.final()]);
    // One record: the text, then the last-record delimiter 0x02, then zero padding.
    const end = padded.lastIndexOf(2);
    return padded.subarray(0, end).toString('utf8');
  }
}

/**
 * A push service on 127.0.0.1 for the tests of the web push sender: it records every request and answers each
 * endpoint as the test told it (201 unless told otherwise).
 */
export class FakePushService {
  private readonly requests: ReceivedPush[] = [];
  private readonly answers = new Map<string, FakeAnswer[]>();
  private browsers = 0;

  private constructor(
    private readonly server: http.Server,
    readonly origin: string,
  ) {}

  static async start(): Promise<FakePushService> {
    let service: FakePushService | undefined;
    const server = http.createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const answer = service?.record({
          path: request.url ?? '',
          headers: request.headers,
          body: Buffer.concat(chunks),
        });
        const { status, headers } = typeof answer === 'object' ? answer : { status: answer ?? 201, headers: {} };
        response.writeHead(status, headers).end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    service = new FakePushService(server, `http://127.0.0.1:${port}`);
    return service;
  }

  /** A new browser subscribed at this push service. */
  browser(): FakeBrowser {
    this.browsers += 1;
    return new FakeBrowser(this, `browser-${this.browsers}-${crypto.randomBytes(4).toString('hex')}`);
  }

  answer(path: string, answers: FakeAnswer[]): void {
    this.answers.set(path, [...(this.answers.get(path) ?? []), ...answers]);
  }

  receivedAt(path: string): ReceivedPush[] {
    return this.requests.filter((request) => request.path === path);
  }

  /** Every request received, in order. */
  all(): ReceivedPush[] {
    return [...this.requests];
  }

  private record(request: ReceivedPush): FakeAnswer {
    this.requests.push(request);
    return this.answers.get(request.path)?.shift() ?? 201;
  }

  close(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

/** The claims of a VAPID Authorization header (`vapid t=<JWT>, k=<public key>`), once its signature is checked. */
export function verifyVapid(authorization: string | undefined): { publicKey: string; claims: Record<string, unknown> } {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(authorization ?? '');
  if (!match?.[1] || !match[2]) throw new Error(`not a VAPID authorization: ${authorization}`);
  const [token, publicKey] = [match[1], match[2]];
  const [header, claims, signature] = token.split('.') as [string, string, string];
  const point = Buffer.from(publicKey, 'base64url');
  const key = crypto.createPublicKey({
    format: 'jwk',
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33, 65).toString('base64url'),
    },
  });
  const valid = crypto.verify(
    'sha256',
    Buffer.from(`${header}.${claims}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!valid) throw new Error('the VAPID signature does not verify');
  if (JSON.parse(Buffer.from(header, 'base64url').toString()).alg !== 'ES256') throw new Error('VAPID must use ES256');
  return { publicKey, claims: JSON.parse(Buffer.from(claims, 'base64url').toString()) };
}
