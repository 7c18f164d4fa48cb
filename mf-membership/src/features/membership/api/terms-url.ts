import { getSession } from '@portal/shared';

/** The download link of a generated agreement (same origin, cookie session). */
export const termsUrl = (pdfFileName: string) =>
  `${getSession().clientApiUrl || '/api/v1'}/terms/download?filename=${encodeURIComponent(pdfFileName)}`;
