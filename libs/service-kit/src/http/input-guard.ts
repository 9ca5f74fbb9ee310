import { errorAnswer, type ErrorBody } from '@hotsprings/contracts';
import type { NextFunction, Request, Response } from 'express';
import { hasForbiddenControl, refusalMessage } from '../text/text-policy';

/** The deepest nesting a JSON body may have: no route reads more than a few levels. */
export const MAX_BODY_DEPTH = 32;

// Keys that reach an object's prototype when a body is merged or copied by a careless helper.
const PROTOTYPE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);
// A key or parameter name plain enough to be named in a message without echoing anything odd.
const PLAIN_NAME = /^[A-Za-z_][A-Za-z0-9_]{0,39}$/;

/** Whether a field or parameter name may be named in an error (it cannot carry anything odd). */
export const isPlainName = (name: string): boolean => PLAIN_NAME.test(name);

const refused = (message: string): ErrorBody => errorAnswer(400, message);
const undecodable = (message: string): ErrorBody => errorAnswer(400, message, 'malformed_request');

/**
 * Refuses with 400, before any route runs, what no route may receive: malformed percent-encoding
 * in the path or the query string, a control character in the path (decoded), in a query
 * parameter or in a JSON body's keys or strings (tabs and line breaks allowed there, as in
 * multi-line text), prototype keys and absurdly deep nesting in a JSON body. Route schemas word
 * the finer rules per field (`singleLineText`, ...); this keeps a field a schema forgot, and every
 * future route, from ever reaching PostgreSQL with a NUL.
 */
export function inputGuard(req: Request, res: Response, next: NextFunction): void {
  const problem = inputProblem(req.originalUrl, req.body);
  if (problem) {
    res.status(400).json(problem);
    return;
  }
  next();
}

/** What the input guard refuses in a request: its target (as sent) or its parsed JSON body. */
export function inputProblem(target: string, body: unknown): ErrorBody | undefined {
  return requestTargetProblem(target) ?? bodyProblem(body);
}

/**
 * What the input guard refuses in a request target (the path and query string as sent):
 * malformed percent-encoding, or a control character once decoded, as the 400's answer. The
 * gateway asks it too, before it routes anything.
 */
export function requestTargetProblem(target: string): ErrorBody | undefined {
  const [path = '', query] = splitOnce(target, '?');
  return pathProblem(path) ?? queryProblem(query);
}

function pathProblem(path: string): ErrorBody | undefined {
  const decoded = decode(path);
  if (decoded === undefined)
    return undecodable('The request path is not valid percent-encoded UTF-8.');
  if (hasForbiddenControl(decoded, 'single-line')) {
    return refused(refusalMessage('The request path', 'control'));
  }
  return undefined;
}

function queryProblem(query: string | undefined): ErrorBody | undefined {
  if (!query) return undefined;
  for (const pair of query.split('&')) {
    const [rawName = '', rawValue = ''] = splitOnce(pair, '=');
    const name = decode(rawName.replaceAll('+', ' '));
    const value = decode(rawValue.replaceAll('+', ' '));
    if (name === undefined || value === undefined) {
      return undecodable('The query string is not valid percent-encoded UTF-8.');
    }
    if (hasForbiddenControl(name, 'single-line') || hasForbiddenControl(value, 'single-line')) {
      const label = isPlainName(name) ? `The query parameter ${name}` : 'The query string';
      return refused(refusalMessage(label, 'control'));
    }
  }
  return undefined;
}

// Walks the parsed body without recursion, so that no nesting can exhaust the stack.
function bodyProblem(body: unknown): ErrorBody | undefined {
  if (body === null || typeof body !== 'object') return stringProblem(body, undefined);
  const pending: Array<{ value: unknown; depth: number; field: string | undefined }> = [
    { value: body, depth: 0, field: undefined },
  ];
  for (let item = pending.pop(); item; item = pending.pop()) {
    const { value, depth, field } = item;
    if (value === null || typeof value !== 'object') {
      const problem = stringProblem(value, field);
      if (problem) return problem;
      continue;
    }
    if (depth >= MAX_BODY_DEPTH) return refused('The request body is nested too deeply.');
    for (const [key, child] of Object.entries(value)) {
      if (PROTOTYPE_KEYS.has(key)) return refused('The request body holds a reserved key.');
      if (hasForbiddenControl(key, 'single-line')) {
        return refused(refusalMessage('The request body', 'control'));
      }
      const childField = field ?? (Array.isArray(value) ? undefined : key);
      pending.push({ value: child, depth: depth + 1, field: childField });
    }
  }
  return undefined;
}

function stringProblem(value: unknown, field: string | undefined): ErrorBody | undefined {
  if (typeof value !== 'string' || !hasForbiddenControl(value, 'multi-line')) return undefined;
  const label =
    field !== undefined && isPlainName(field) ? `The body field ${field}` : 'The request body';
  return refused(refusalMessage(label, 'control'));
}

function decode(text: string): string | undefined {
  try {
    return decodeURIComponent(text);
  } catch {
    return undefined;
  }
}

function splitOnce(text: string, separator: string): [string, string | undefined] {
  const at = text.indexOf(separator);
  return at < 0 ? [text, undefined] : [text.slice(0, at), text.slice(at + 1)];
}
