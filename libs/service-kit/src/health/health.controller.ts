import { Controller, Get, HttpCode, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Response } from 'express';
import { sendJson, type FastifyReplyLike } from '../http/send-json';
import { readinessHttpStatus } from './readiness';
import { ReadinessRegistry } from './readiness.registry';

/**
 * `/healthz`: the process is alive. `/readyz`: it can serve its requests: 503 when a check it
 * cannot serve without fails (its store), 200 with the check `degraded` when one it serves
 * without fails (NATS).
 */
// For orchestrators, not clients: the gateway does not route it, so the API description leaves it out.
@ApiExcludeController()
@Controller()
export class HealthController {
  constructor(private readonly readiness: ReadinessRegistry) {}

  @Get('healthz')
  @HttpCode(200)
  alive(): { status: 'ok' } {
    return { status: 'ok' };
  }

  @Get('readyz')
  async ready(@Res() res: Response | FastifyReplyLike): Promise<void> {
    const readiness = await this.readiness.run();
    sendJson(res, readinessHttpStatus(readiness), readiness);
  }
}
