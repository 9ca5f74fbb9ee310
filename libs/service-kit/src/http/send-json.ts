import type { Response } from 'express';

/** Fastify's reply (`HTTP_PLATFORM=fastify`), as far as the kit writes to it. */
export interface FastifyReplyLike {
  header(name: string, value: string): unknown;
  status(code: number): { send(body: unknown): unknown };
}

/**
 * Answers with a JSON body on either platform: Express's response writes it with json(),
 * Fastify's reply serialises an object itself, with the same Content-Type.
 */
export function sendJson(res: Response | FastifyReplyLike, status: number, body: unknown): void {
  if ('json' in res) res.status(status).json(body);
  else res.status(status).send(body);
}
