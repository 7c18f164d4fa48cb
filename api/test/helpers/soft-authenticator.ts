// A small software authenticator for the API tests: it makes real WebAuthn answers the way a
// platform authenticator does (ES256 keys from node:crypto, attestation 'none', discoverable
// credentials with user verification), so the server's checks run on the protocol itself and
// an attack test can bend exactly one thing (the counter, the user handle, the origin, ...).
import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';

type Cbor = number | string | Uint8Array | Cbor[] | Map<Cbor, Cbor> | { [key: string]: Cbor };

function head(major: number, length: number): Buffer {
  if (length < 24) return Buffer.from([(major << 5) | length]);
  if (length < 256) return Buffer.from([(major << 5) | 24, length]);
  if (length < 65536) return Buffer.from([(major << 5) | 25, length >> 8, length & 0xff]);
  const b = Buffer.alloc(5);
  b[0] = (major << 5) | 26;
  b.writeUInt32BE(length, 1);
  return b;
}

/** The few CBOR shapes WebAuthn needs: integers, byte and text strings, arrays and maps. */
export function cbor(value: Cbor): Buffer {
  if (typeof value === 'number') return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === 'string') {
    const bytes = Buffer.from(value, 'utf8');
    return Buffer.concat([head(3, bytes.length), bytes]);
  }
  if (value instanceof Uint8Array) return Buffer.concat([head(2, value.length), Buffer.from(value)]);
  if (Array.isArray(value)) return Buffer.concat([head(4, value.length), ...value.map(cbor)]);
  const entries = value instanceof Map ? [...value.entries()] : Object.entries(value);
  return Buffer.concat([head(5, entries.length), ...entries.flatMap(([k, v]) => [cbor(k), cbor(v)])]);
}

const b64url = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();

const FLAG_UP = 0x01;
const FLAG_UV = 0x04;
const FLAG_AT = 0x40;

export interface SoftCredential {
  id: Buffer;
  privateKey: KeyObject;
  publicKey: KeyObject;
  rpId: string;
  /** base64url of the user.id the relying party gave at registration. */
  userHandle: string;
  counter: number;
}

interface CreationOptions {
  challenge: string;
  rp: { id?: string; name: string };
  user: { id: string; name: string };
}

interface RequestOptions {
  challenge: string;
  rpId?: string;
}

function coseKey(publicKey: KeyObject): Buffer {
  const jwk = publicKey.export({ format: 'jwk' });
  return cbor(
    new Map<Cbor, Cbor>([
      [1, 2], // kty: EC2
      [3, -7], // alg: ES256
      [-1, 1], // crv: P-256
      [-2, Buffer.from(jwk.x!, 'base64url')],
      [-3, Buffer.from(jwk.y!, 'base64url')],
    ]),
  );
}

function counterBytes(counter: number): Buffer {
  const b = Buffer.alloc(4);
  b.writeUInt32BE(counter >>> 0, 0);
  return b;
}

export class SoftAuthenticator {
  readonly credentials: SoftCredential[] = [];

  constructor(
    /** The page's origin the browser writes into the client data. */
    public origin: string,
  ) {}

  /** navigator.credentials.create(): a new ES256 key for this relying party and user, answered with attestation 'none'. */
  register(options: CreationOptions, bend: { credentialId?: Buffer; origin?: string } = {}) {
    const rpId = options.rp.id ?? new URL(this.origin).hostname;
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const id = bend.credentialId ?? randomBytes(32);
    const credential: SoftCredential = { id, privateKey, publicKey, rpId, userHandle: options.user.id, counter: 0 };
    const clientDataJSON = Buffer.from(
      JSON.stringify({ type: 'webauthn.create', challenge: options.challenge, origin: bend.origin ?? this.origin, crossOrigin: false }),
    );
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(id.length, 0);
    const authData = Buffer.concat([
      sha256(rpId),
      Buffer.from([FLAG_UP | FLAG_UV | FLAG_AT]),
      counterBytes(0),
      Buffer.alloc(16), // AAGUID: none
      idLength,
      id,
      coseKey(publicKey),
    ]);
    const attestationObject = cbor({ fmt: 'none', attStmt: {}, authData });
    this.credentials.push(credential);
    return {
      credential,
      response: {
        id: b64url(id),
        rawId: b64url(id),
        type: 'public-key' as const,
        response: { clientDataJSON: b64url(clientDataJSON), attestationObject: b64url(attestationObject), transports: ['internal'] },
        authenticatorAttachment: 'platform' as const,
        clientExtensionResults: {},
      },
    };
  }

  /**
   * navigator.credentials.get(): an assertion by `credential` (the first one when not named),
   * counting up as a real authenticator does. `bend` changes one thing for an attack.
   */
  assert(
    options: RequestOptions,
    bend: { credential?: SoftCredential; counter?: number; userHandle?: string; origin?: string; userVerified?: boolean } = {},
  ) {
    const credential = bend.credential ?? this.credentials[0];
    if (!credential) throw new Error('the soft authenticator has no credential');
    credential.counter = bend.counter ?? credential.counter + 1;
    const clientDataJSON = Buffer.from(
      JSON.stringify({ type: 'webauthn.get', challenge: options.challenge, origin: bend.origin ?? this.origin, crossOrigin: false }),
    );
    const flags = FLAG_UP | (bend.userVerified === false ? 0 : FLAG_UV);
    const authData = Buffer.concat([sha256(options.rpId ?? credential.rpId), Buffer.from([flags]), counterBytes(credential.counter)]);
    const signature = sign('sha256', Buffer.concat([authData, sha256(clientDataJSON)]), credential.privateKey);
    return {
      id: b64url(credential.id),
      rawId: b64url(credential.id),
      type: 'public-key' as const,
      response: {
        clientDataJSON: b64url(clientDataJSON),
        authenticatorData: b64url(authData),
        signature: b64url(signature),
        userHandle: bend.userHandle ?? credential.userHandle,
      },
      authenticatorAttachment: 'platform' as const,
      clientExtensionResults: {},
    };
  }
}
