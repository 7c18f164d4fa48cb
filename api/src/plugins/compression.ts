// Compresses API answers above 1 KB (brotli or gzip, as the client accepts); request bodies are never inflated. Static files are
// compressed at build time and served as they are by static-apps.ts (`preCompressed`); their
// Content-Encoding header makes @fastify/compress leave them alone.
import fp from 'fastify-plugin';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

export const COMPRESSION_THRESHOLD_BYTES = 1024;

async function compression(app: FastifyInstance) {
  await app.register(fastifyCompress, {
    global: true,
    threshold: COMPRESSION_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    // Browsers never send a compressed body, and inflating one is a decompression bomb to guard
    // against: request bodies are taken as they are (a hook fewer on every request).
    globalDecompression: false,
  });
}

export default fp(compression, { name: 'compression' });
