// How API answers are compressed: one set of rules for @fastify/compress (plugins/compression.ts),
// which compresses each answer as it is sent, and for answers sent many times from a cache
// (lib/envelope.ts OkBody), which are compressed once per encoding and kept.
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';

/** Answers under this size are sent as they are. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;
/** In the server's order of preference. */
export const ANSWER_ENCODINGS = ['br', 'gzip'] as const;
export type AnswerEncoding = (typeof ANSWER_ENCODINGS)[number];
/** @fastify/compress's own default quality (4): fast enough per request, most of the gain. */
export const BROTLI_OPTIONS = { params: { [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_QUALITY]: 4 } };

const negotiator = new Negotiator<AnswerEncoding>({ supportedValues: [...ANSWER_ENCODINGS] });

/** The encoding an Accept-Encoding header asks for among ours, or null (none, identity, q=0). */
export function negotiateEncoding(acceptEncoding: string | undefined): AnswerEncoding | null {
  // `*` (any) and `x-gzip` mean gzip to us, as they do to @fastify/compress.
  return acceptEncoding ? negotiator.negotiate(acceptEncoding.toLowerCase().replace(/\*|x-gzip/g, 'gzip')) : null;
}

export function encode(bytes: Buffer, encoding: AnswerEncoding): Buffer {
  return encoding === 'br' ? brotliCompressSync(bytes, BROTLI_OPTIONS) : gzipSync(bytes);
}
