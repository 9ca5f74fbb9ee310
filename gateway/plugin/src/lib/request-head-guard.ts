import type { RequestHandler } from 'express';
import { requestHeadProblem } from '@hotsprings/service-kit/core';
import { sendJsonError } from './json-error';
import { logger } from './logger';

/**
 * Refuses, before anything else reads the request, a head Node lets through or would answer
 * with an empty body (the kit's `requestHeadProblem`: too many headers, no Host, a
 * Transfer-Encoding other than chunked), and closes the connection: what follows such a head
 * cannot be read as the next request.
 */
export const requestHeadGuard: RequestHandler = (req, res, next) => {
  const problem = requestHeadProblem(req);
  if (problem === undefined) return next();
  logger.warn(
    { method: req.method, status: problem.status, problem: problem.error },
    'request refused',
  );
  res.setHeader('Connection', 'close');
  sendJsonError(res, problem.status, problem.error, problem.code);
};
