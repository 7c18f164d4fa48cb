// Turns every failure into the envelope: validation -> 400 with the spec's shared messages,
// HttpError -> its status, anything unexpected -> 500 'Something went wrong, please try again.'
// (logged with the request id, never a stack trace in the body).
import fp from 'fastify-plugin';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { fail } from '../lib/envelope';
import { FieldError, HttpError } from '../lib/http-error';
import {
  CHECK_DATA_ENTERED,
  EMAIL,
  INVALID_DATE,
  maxLength,
  minLength,
  PATTERN_NUMBERS,
  REQUIRED,
  SOMETHING_WENT_WRONG,
} from '@portal/shared/messages';
import { TOO_MANY_REQUESTS } from '../lib/messages';

interface AjvIssue {
  keyword: string;
  instancePath?: string;
  params?: Record<string, unknown>;
}

/** `/ptBooking/comments` -> `ptBooking.comments`; '' for the body itself. */
function fieldOf(issue: AjvIssue): string {
  return (issue.instancePath ?? '').split('/').filter(Boolean).join('.');
}

/** Picks the spec's shared message that fits an ajv issue. */
export function validationMessage(issue: AjvIssue | undefined): string {
  if (!issue) return CHECK_DATA_ENTERED;
  const limit = Number(issue.params?.limit);
  switch (issue.keyword) {
    case 'required':
      return REQUIRED;
    case 'minLength':
      return limit <= 1 ? REQUIRED : minLength(limit);
    case 'maxLength': {
      // Only a client that skipped the form's maxLength gets here (the UI and the API share
      // validators/text-limits.ts), so the message names the field it refused.
      const field = fieldOf(issue);
      return field ? `${field}: ${maxLength(limit)}` : maxLength(limit);
    }
    case 'format': {
      const format = String(issue.params?.format ?? '');
      if (format === 'email') return EMAIL;
      if (format.startsWith('date')) return INVALID_DATE;
      return CHECK_DATA_ENTERED;
    }
    case 'type': {
      const type = String(issue.params?.type ?? '');
      return type === 'integer' || type === 'number' ? PATTERN_NUMBERS : CHECK_DATA_ENTERED;
    }
    case 'minimum':
    case 'maximum':
    case 'exclusiveMinimum':
    case 'exclusiveMaximum':
      return PATTERN_NUMBERS;
    default:
      return CHECK_DATA_ENTERED;
  }
}

// Framework 4xx errors (bad JSON, wrong content type, too large) get a human text, not Fastify's.
function clientErrorMessage(err: FastifyError): string {
  switch (err.code) {
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Unsupported content type.';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'The request is too large.';
    case 'FST_ERR_MAX_PARAM_LENGTH':
      return 'The request address is too long.';
    default:
      return CHECK_DATA_ENTERED;
  }
}

/**
 * Fastify's `frameworkErrors` option: errors the router answers before any route or hook runs
 * (malformed URL, over-long path parameter, failing async constraint) get the envelope too,
 * instead of Fastify's own `{ error, code, message }` body.
 */
export function frameworkErrorHandler(err: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const status = err.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    request.log.info({ code: err.code }, 'framework refused the request');
    return fail(reply, status, clientErrorMessage(err));
  }
  request.log.error({ err, reqId: request.id }, 'framework error');
  return fail(reply, 500, SOMETHING_WENT_WRONG);
}

async function errorHandler(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (err instanceof HttpError) {
      if (err.retryAfterSeconds !== undefined) reply.header('retry-after', String(err.retryAfterSeconds));
      return fail(reply, err.status, err.message, err instanceof FieldError ? err.field : undefined);
    }
    if (err.validation) {
      const issue = err.validation[0] as AjvIssue | undefined;
      request.log.info({ validation: err.validation, context: err.validationContext }, 'request validation failed');
      return fail(reply, 400, validationMessage(issue));
    }
    const status = err.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      if (status === 429) return fail(reply, 429, TOO_MANY_REQUESTS);
      return fail(reply, status, clientErrorMessage(err));
    }
    request.log.error({ err, reqId: request.id }, 'unhandled error');
    return fail(reply, 500, SOMETHING_WENT_WRONG);
  });
}

export default fp(errorHandler, { name: 'error-handler' });
