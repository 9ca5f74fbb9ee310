// Preloaded (`node --require`) into every process of the benchmark's stack when BENCH_PROFILE
// names some of them (`gateway`, `reviews`, `springs`, `auth`). Those record a V8 CPU profile
// between two SIGWINCH, which the benchmark sends around each measured target so that start-up
// and set-up stay out of it (SIGWINCH because every process ignores it by default, while NestJS
// shuts a service down on SIGUSR2), and write it to BENCH_PROFILE_DIR as <name>-<n>.cpuprofile,
// n counting the profiles of the process from 1. It does what `node --cpu-prof` does (which
// NODE_OPTIONS refuses) for a chosen stretch, without changing how the stack is started. Open a
// profile in Chrome DevTools (Performance) or summarise it with load-tests/profile-summary.mjs.
const { Session } = require('node:inspector');
const { mkdirSync, writeFileSync } = require('node:fs');
const { join } = require('node:path');

const wanted = (process.env.BENCH_PROFILE ?? '').split(',').filter(Boolean);
const script = (process.argv[1] ?? '').split('\\').join('/');
const name = wanted.find((n) => script.endsWith(`/${n}/dist/main.js`));

if (name) {
  const session = new Session();
  session.connect();
  session.post('Profiler.enable');
  let recording = false;
  let written = 0;
  const stop = () => {
    recording = false;
    // The inspector answers a session of its own thread synchronously, so this also works in
    // the exit handler.
    session.post('Profiler.stop', (err, result) => {
      if (err) return;
      const dir = process.env.BENCH_PROFILE_DIR ?? '.';
      mkdirSync(dir, { recursive: true });
      written += 1;
      writeFileSync(join(dir, `${name}-${written}.cpuprofile`), JSON.stringify(result.profile));
    });
  };
  process.on('SIGWINCH', () => {
    if (recording) return stop();
    recording = true;
    session.post('Profiler.start');
  });
  process.on('exit', () => recording && stop());
}
