// Signatures from the signature pad: a PNG (data: URL or bare base64), checked against
// SIGNATURE_LIMITS from its header, then decoded and re-encoded by sharp. What gets stored is
// always a PNG sharp wrote, so the terms PDF (pdf-lib) can embed it on every later download.
import { decodeBase64Image, boundedPng } from './image-processing';
import { SIGNATURE_LIMITS } from './image-limits';

/** Stored signatures are never wider than this (the PDF draws them 175 pt wide). */
const STORED_MAX_WIDTH = 1200;

/** The signature as bare base64 of a re-encoded PNG; 400 when it is not a PNG within the limits. */
export async function readSignature(raw: string): Promise<string> {
  const png = await boundedPng(decodeBase64Image(raw), STORED_MAX_WIDTH, SIGNATURE_LIMITS);
  return png.toString('base64');
}
