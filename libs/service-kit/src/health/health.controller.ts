import { Controller, Get, HttpCode, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Response } from 'express';
import { ReadinessRegistry } from './readiness.registry';

/** `/healthz`: the process is alive. `/readyz`: its store and NATS answer, so it can take traffic. */
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
  async ready(@Res() res: Response): Promise<void> {
    const checks = await this.readiness.run();
    const ready = Object.values(checks).every((result) => result === 'ok');
    res.status(ready ? 200 : 503).json({ status: ready ? 'ok' : 'unavailable', checks });
  }
}
