import { startUpstream } from './upstream-server';

// A test service as a process of its own (see upstream-process.ts), so that a test can kill it.
void startUpstream(process.env.UPSTREAM_SERVICE ?? 'service', {
  port: Number(process.env.PORT),
  delayMs: Number(process.env.DELAY_MS ?? 0),
}).then(() => process.stdout.write('listening\n'));
