import { STATUS_CODES } from 'node:http';
import { type ORPCError, ValidationError } from '@orpc/server';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { ERROR_REASONS, errorReasonOf } from '@craftwork/domain/errors/errors';
import { GENERIC_ERROR_MESSAGE } from '../errors.ts';

/**
 * Every error answer of the public REST API (/api/v1) is a problem detail (RFC 9457), made here
 * only: by the route's own refusals (token, body, rate limit) and from the errors procedures
 * throw (through the OpenAPI handler's error encoder).
 */
export const PROBLEM_CONTENT_TYPE = 'application/problem+json';

/** The detail of a path no route of the API answers. */
export const NO_ROUTE_MESSAGE = 'Not found';

/**
 * A problem's `type` is an absolute URI that names its code: the same on every installation
 * (a relative one would resolve to each server's own address), so a client may match on it. It
 * identifies the problem and is not meant to be fetched; `code` carries the same name plainly.
 */
export const PROBLEM_TYPE_BASE = 'https://craftwork.app/problems/';

export const ZProblemFieldError = z.object({
  pointer: z
    .string()
    .describe(
      'JSON Pointer (RFC 6901) to the input field, e.g. /lines/0/amount; "" for the whole input.',
    ),
  detail: z.string().describe('What is wrong with that field.'),
});

export const ZProblem = z
  .object({
    type: z
      .string()
      .describe(`${PROBLEM_TYPE_BASE}<code in kebab case>, e.g. ${PROBLEM_TYPE_BASE}not-found.`),
    title: z.string().describe("The HTTP status's standard phrase, e.g. Not Found."),
    status: z.number().int().min(400).max(599).describe('The HTTP status code.'),
    detail: z.string().describe('What went wrong, in words a person can act on.'),
    code: z.string().describe('The error code, e.g. NOT_FOUND or TOO_MANY_REQUESTS.'),
    errors: z
      .array(ZProblemFieldError)
      .optional()
      .describe('Each invalid input field (validation failures only).'),
    reason: z
      .enum(Object.values(ERROR_REASONS))
      .optional()
      .describe('Why a refusal happened, where a client can act on it (e.g. KEEP_OR_CLOSE).'),
  })
  .describe('A problem detail (RFC 9457), the body of every error answer.');
export type TProblem = z.infer<typeof ZProblem>;
export type TProblemFieldError = z.infer<typeof ZProblemFieldError>;

/** The type URI of a code: NOT_FOUND → https://craftwork.app/problems/not-found. */
export function problemTypeOf(code: string): string {
  return PROBLEM_TYPE_BASE + code.toLowerCase().replaceAll('_', '-');
}

export function problemOf(
  status: number,
  code: string,
  detail: string,
  errors?: TProblemFieldError[],
): TProblem {
  return {
    type: problemTypeOf(code),
    title: STATUS_CODES[status] ?? 'Error',
    status,
    detail,
    code,
    ...(errors ? { errors } : {}),
  };
}

/** Answers with a problem (Fastify adds `; charset=utf-8` to the media type, as to JSON). */
export function sendProblem(reply: FastifyReply, problem: TProblem) {
  return reply.status(problem.status).type(PROBLEM_CONTENT_TYPE).send(problem);
}

/** A validation issue's path as a JSON Pointer: ~ and / inside a key are escaped (RFC 6901). */
export function pointerOf(path: readonly (PropertyKey | { key: PropertyKey })[] = []): string {
  return path
    .map((segment) => {
      const key = typeof segment === 'object' ? segment.key : segment;
      return `/${String(key).replaceAll('~', '~0').replaceAll('/', '~1')}`;
    })
    .join('');
}

/**
 * The problem of an error a procedure threw: an invalid input lists each field with its message
 * (the first one is the detail); a server fault says only the generic text, never its own.
 */
export function problemOfError(error: ORPCError<string, unknown>): TProblem {
  if (error.status >= 500) return problemOf(error.status, error.code, GENERIC_ERROR_MESSAGE);
  if (error.code === 'BAD_REQUEST' && error.cause instanceof ValidationError) {
    const errors = error.cause.issues.map((issue) => ({
      pointer: pointerOf(issue.path),
      detail: issue.message,
    }));
    return problemOf(400, 'BAD_REQUEST', errors[0]?.detail ?? 'Invalid input.', errors);
  }
  const reason = errorReasonOf(error.data);
  return { ...problemOf(error.status, error.code, error.message), ...(reason ? { reason } : {}) };
}
