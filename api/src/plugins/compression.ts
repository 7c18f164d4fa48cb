// Compresses API answers above 1 KB (brotli or gzip, as the client accepts; lib/answer-encodings.ts
// holds the rules); request bodies are never inflated. Static files are compressed at build time
// and served as they are by static-apps.ts (`preCompressed`), and answers kept in a cache are
// compressed once (lib/envelope.ts OkBody): their Content-Encoding header makes @fastify/compress
// leave them alone.
import fp from 'fastify-plugin';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import { ANSWER_ENCODINGS, BROTLI_OPTIONS, COMPRESSION_THRESHOLD_BYTES } from '../lib/answer-encodings';

export { COMPRESSION_THRESHOLD_BYTES };

async function compression(app: FastifyInstance) {
  await app.register(fastifyCompress, {
    global: true,
    threshold: COMPRESSION_THRESHOLD_BYTES,
    encodings: [...ANSWER_ENCODINGS],
    brotliOptions: BROTLI_OPTIONS,
    // Browsers never send a compressed body, and inflating one is a decompression bomb to guard
    // against: request bodies are taken as they are (a hook fewer on every request).
    globalDecompression: false,
  });
}

export default fp(compression, { name: 'compression' });
