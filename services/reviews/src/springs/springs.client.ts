import {
  Inject,
  Injectable,
  Logger,
  NotFoundException,
  ServiceUnavailableException,
} from '@nestjs/common';
import { create, fromBinary, toBinary } from '@bufbuild/protobuf';
import {
  GetSpringRequestSchema,
  GetSpringResponseSchema,
  SPRINGS_RPC,
} from '@hotsprings/contracts';
import { NATS_CONNECTION } from '@hotsprings/service-kit';
import type { NatsConnection } from 'nats';
import { REVIEWS_CONFIG, ReviewsConfig } from '../config/reviews-config.schema';

/** Asks the springs service, which owns springs, over NATS request/reply. */
@Injectable()
export class SpringsClient {
  private readonly logger = new Logger(SpringsClient.name);

  constructor(
    @Inject(NATS_CONNECTION) private readonly nc: NatsConnection,
    @Inject(REVIEWS_CONFIG) private readonly config: ReviewsConfig,
  ) {}

  /** The spring's name (null when it has none); 404 when unknown, 503 when nobody answers. */
  async springName(id: number): Promise<string | null> {
    const request = toBinary(GetSpringRequestSchema, create(GetSpringRequestSchema, { id }));
    let reply: Uint8Array;
    try {
      const msg = await this.nc.request(SPRINGS_RPC.getSpring, request, {
        timeout: this.config.SPRINGS_RPC_TIMEOUT_MS,
      });
      reply = msg.data;
    } catch (err) {
      this.logger.warn(`springs did not answer ${SPRINGS_RPC.getSpring}: ${String(err)}`);
      throw new ServiceUnavailableException('Springs are unavailable right now. Please try again.');
    }
    const { spring } = fromBinary(GetSpringResponseSchema, reply);
    if (!spring) throw new NotFoundException('Spring not found.');
    return spring.name ?? null;
  }
}
