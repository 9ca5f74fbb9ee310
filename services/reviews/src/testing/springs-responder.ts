import { create, fromBinary, toBinary } from '@bufbuild/protobuf';
import {
  GetSpringRequestSchema,
  GetSpringResponseSchema,
  SPRINGS_RPC,
  SpringSchema,
} from '@hotsprings/contracts';
import { connectNats } from '@hotsprings/service-kit';

/**
 * Stands in for the springs service's side of SPRINGS_RPC.getSpring: every id is a spring named
 * `Spring <id>` except those listed as unknown.
 */
export async function startSpringsResponder(
  natsUrl: string,
  unknownIds: number[] = [],
): Promise<() => Promise<void>> {
  const nc = await connectNats(natsUrl, 'springs-responder');
  nc.subscribe(SPRINGS_RPC.getSpring, {
    callback: (_err, msg) => {
      const { id } = fromBinary(GetSpringRequestSchema, msg.data);
      const spring = unknownIds.includes(id)
        ? undefined
        : create(SpringSchema, { id, name: `Spring ${id}` });
      msg.respond(toBinary(GetSpringResponseSchema, create(GetSpringResponseSchema, { spring })));
    },
  });
  await nc.flush();
  return async () => {
    if (!nc.isClosed()) await nc.drain();
  };
}

/** A fresh spring id, so that the reviews of one test never show in another's lists. */
export function uniqueSpringId(): number {
  return 1_000_000 + Math.floor(Math.random() * 2_000_000_000);
}
