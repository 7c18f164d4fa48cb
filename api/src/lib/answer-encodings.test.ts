import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { encode, negotiateEncoding } from './answer-encodings';

describe('answer encodings', () => {
  it('picks brotli, else gzip, as the header allows, and nothing for identity, q=0 or no header', () => {
    expect(negotiateEncoding('gzip, deflate, br')).toBe('br');
    expect(negotiateEncoding('gzip, br;q=0.5')).toBe('gzip');
    expect(negotiateEncoding('GZIP')).toBe('gzip');
    expect(negotiateEncoding('x-gzip')).toBe('gzip');
    expect(negotiateEncoding('*')).toBe('gzip');
    expect(negotiateEncoding('br;q=0, gzip;q=0')).toBeNull();
    expect(negotiateEncoding('identity')).toBeNull();
    expect(negotiateEncoding('deflate')).toBeNull();
    expect(negotiateEncoding(undefined)).toBeNull();
  });

  it('encodes bytes that decode to themselves', () => {
    const bytes = Buffer.from(JSON.stringify({ payload: 'x'.repeat(3000) }));
    expect(brotliDecompressSync(encode(bytes, 'br')).equals(bytes)).toBe(true);
    expect(gunzipSync(encode(bytes, 'gzip')).equals(bytes)).toBe(true);
  });
});
