// `make dev`: imports the springs, starts the whole stack behind one address and stops it all
// cleanly on Ctrl-C. Dependencies, builds and system packages are prepared by the Makefile first.
import { importSprings, startStack, stackConfig } from './stack.mjs';

const config = stackConfig({ gatewayPort: Number(process.env.PORT ?? 8080) });

try {
  importSprings(config);
  const stack = await startStack(config);
  console.log(`\nHot Springs is running at ${config.address}  (Ctrl-C stops it)\n`);
  let stopping = false;
  const shutdown = async () => {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping...');
    await stack.stop();
    process.exit(0);
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
  for (const child of stack.children) {
    child.once('exit', (code) => {
      if (!stopping) {
        console.error(`A process exited unexpectedly (code ${code}); stopping the stack.`);
        void shutdown().then(() => process.exit(1));
      }
    });
  }
} catch (err) {
  console.error(err instanceof Error ? err.message : String(err));
  process.exit(1);
}
