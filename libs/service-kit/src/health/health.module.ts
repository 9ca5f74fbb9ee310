import { Global, Module, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import { watchReadiness } from '../metrics/readiness-metrics';
import { HealthController } from './health.controller';
import { ReadinessRegistry } from './readiness.registry';

/** `/healthz` and `/readyz`, and the readiness checks in the metrics. */
@Global()
@Module({
  controllers: [HealthController],
  providers: [ReadinessRegistry],
  exports: [ReadinessRegistry],
})
export class HealthModule implements OnModuleInit, OnModuleDestroy {
  private unwatch?: () => void;

  constructor(private readonly readiness: ReadinessRegistry) {}

  onModuleInit(): void {
    this.unwatch = watchReadiness(() => this.readiness.run());
  }

  onModuleDestroy(): void {
    this.unwatch?.();
  }
}
