// `make dev`: imports the springs, starts the whole stack behind one address, starts again any
// process that dies (the others keep serving) and stops it all cleanly on Ctrl-C. Dependencies,
// builds and system packages are prepared by the Makefile first. DEV_PORT_BASE and DEV_DB_SUFFIX
// move the services' ports and databases, so that a second stack can run beside the first.
import {
  demoReferralCode,
  importSprings,
  startProcess,
  startStack,
  stackConfig,
} from './stack.mjs';
import { supervise } from './supervisor.mjs';

const config = stackConfig({
  gatewayPort: Number(process.env.PORT ?? 8080),
  portBase: Number(process.env.DEV_PORT_BASE ?? 3000),
  dbSuffix: process.env.DEV_DB_SUFFIX ?? '',
});

try {
  importSprings(config);
  const stack = await startStack(config);
  const supervisor = supervise(
    config.processes.map((proc, i) => ({
      name: proc.name,
      start: () => startProcess(proc),
      child: stack.children[i],
    })),
  );
  console.log(`\nHot Springs is running at ${config.address}  (Ctrl-C stops it)`);
  console.log(
    `Demo referral code: ${demoReferralCode(config)}  (Settings or registration: premium at once)\n`,
  );
  let stopping = false;
  const shutdown = async () => {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping...');
    await supervisor.stop();
    process.exit(0);
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
} catch (err) {
  console.error(err instanceof Error ? err.message : String(err));
  process.exit(1);
}
