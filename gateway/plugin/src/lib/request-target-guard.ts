import type { RequestHandler } from 'express';
import { requestTargetProblem } from '@hotsprings/service-kit/core';
import { sendJsonError } from './json-error';
import { logger } from './logger';

/**
 * Refuses with 400 a request whose path or query string is not valid percent-encoded UTF-8, or
 * holds a control character once decoded, before express-gateway routes it: Express decodes
 * path parameters while it matches an endpoint, and a malformed one ends in its HTML error page
 * (a stack trace with file paths) before any pipeline runs. The rule is the services' own (the
 * kit's input guard), so nothing a service would take is refused here.
 */
export const requestTargetGuard: RequestHandler = (req, res, next) => {
  const problem = requestTargetProblem(req.originalUrl);
  if (problem === undefined) return next();
  logger.warn({ method: req.method, status: 400, problem: problem.error }, 'request refused');
  sendJsonError(res, 400, problem.error, problem.code);
};
