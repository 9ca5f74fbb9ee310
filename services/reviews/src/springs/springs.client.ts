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
import type { Msg, NatsConnection } from 'nats';
import { REVIEWS_CONFIG, ReviewsConfig } from '../config/reviews-config.schema';

const SERVICE_ERROR_CODE = 'Nats-Service-Error-Code';
const SERVICE_ERROR = 'Nats-Service-Error';

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
    let reply: Msg;
    try {
      reply = await this.nc.request(SPRINGS_RPC.getSpring, request, {
        timeout: this.config.SPRINGS_RPC_TIMEOUT_MS,
      });
    } catch (err) {
      throw this.unavailable(`no answer: ${String(err)}`);
    }
    // A failing endpoint answers with the NATS service error headers and no body.
    const errorCode = reply.headers?.get(SERVICE_ERROR_CODE);
    if (errorCode)
      throw this.unavailable(`error ${errorCode}: ${reply.headers?.get(SERVICE_ERROR)}`);
    const { spring } = fromBinary(GetSpringResponseSchema, reply.data);
    if (!spring) throw new NotFoundException('Spring not found.');
    return spring.name ?? null;
  }

  private unavailable(reason: string): ServiceUnavailableException {
    this.logger.warn(`${SPRINGS_RPC.getSpring}: ${reason}`);
    return new ServiceUnavailableException('Springs are unavailable right now. Please try again.');
  }
}
