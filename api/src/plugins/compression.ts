// Compresses API answers above 1 KB (brotli or gzip, as the client accepts). Static files are
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
  });
}

export default fp(compression, { name: 'compression' });
