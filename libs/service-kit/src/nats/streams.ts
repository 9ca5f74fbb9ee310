import { JetStreamManager, StreamConfig, nanos } from 'nats';

/** How long JetStream remembers a message id to drop a duplicate publish. */
const DUPLICATE_WINDOW_MS = 10 * 60 * 1000;

/** Creates the stream, or brings its subjects up to date when it exists. */
export async function ensureStream(
  jsm: JetStreamManager,
  stream: { name: string; subjects: readonly string[] },
): Promise<void> {
  const config: Partial<StreamConfig> = {
    name: stream.name,
    subjects: [...stream.subjects],
    duplicate_window: nanos(DUPLICATE_WINDOW_MS),
  };
  try {
    await jsm.streams.info(stream.name);
    await jsm.streams.update(stream.name, config);
  } catch (err) {
    if (!isNotFound(err)) throw err;
    await jsm.streams.add(config);
  }
}

/** JetStream's answer for a stream or consumer that does not exist. */
export function isNotFound(err: unknown): boolean {
  return err instanceof Error && /not found/i.test(err.message);
}
