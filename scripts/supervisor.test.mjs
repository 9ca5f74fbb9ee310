// The supervisor behind `make dev`, with real child processes: one that exits, one killed, one in
// a crash loop and one that ignores SIGTERM.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { eventually } from '@hotsprings/service-kit/testing';
import { supervise } from './supervisor.mjs';

const SERVES = 'setInterval(() => {}, 1000)';
const IGNORES_SIGTERM = `process.on('SIGTERM', () => {}); console.log('ready'); ${SERVES}`;

/** A process description whose every start runs `script` and is counted. */
function processRunning(name, script) {
  const description = {
    name,
    starts: 0,
    start() {
      description.starts += 1;
      return spawn(process.execPath, ['-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
    },
  };
  description.child = description.start();
  return description;
}

function superviseForTest(processes, options = {}) {
  const lines = [];
  const supervisor = supervise(processes, {
    firstDelayMs: 50,
    maxDelayMs: 400,
    healthyAfterMs: 1_000,
    graceMs: 300,
    log: (line) => lines.push(line),
    ...options,
  });
  return { supervisor, lines };
}

const alive = (child) => child.exitCode === null && child.signalCode === null;

test('a process that exits is started again and the others keep running', async () => {
  const exits = processRunning('exits', 'setTimeout(() => process.exit(3), 100)');
  const serves = processRunning('serves', SERVES);
  const { supervisor, lines } = superviseForTest([exits, serves]);
  try {
    await eventually(() => assert.ok(exits.starts >= 2), 5_000, 20);
    assert.equal(lines[0], 'exits exited (code 3); restarting in 0.05 s');
    assert.equal(serves.starts, 1);
    assert.ok(alive(supervisor.current('serves')));
  } finally {
    await supervisor.stop();
  }
});

test('a killed process is started again, and the line names the signal', async () => {
  const serves = processRunning('serves', SERVES);
  const { supervisor, lines } = superviseForTest([serves]);
  try {
    serves.child.kill('SIGKILL');
    await eventually(() => assert.equal(serves.starts, 2), 5_000, 20);
    assert.deepEqual(lines, ['serves exited (signal SIGKILL); restarting in 0.05 s']);
    assert.ok(alive(supervisor.current('serves')));
  } finally {
    await supervisor.stop();
  }
});

test('a crash loop backs off, doubling up to the cap, instead of spinning', async () => {
  const crashes = processRunning('crashes', 'process.exit(1)');
  const { supervisor, lines } = superviseForTest([crashes]);
  const started = Date.now();
  try {
    await eventually(() => assert.ok(lines.length >= 5), 10_000, 20);
  } finally {
    await supervisor.stop();
  }
  const delays = lines.map((line) => line.match(/restarting in (.*) s$/)[1]);
  assert.deepEqual(delays.slice(0, 5), ['0.05', '0.1', '0.2', '0.4', '0.4']);
  // Five crashes take at least the four waits between them.
  assert.ok(Date.now() - started >= 750);
});

test('the back-off starts over once a process has run for a while', async () => {
  const serves = processRunning('serves', SERVES);
  const { supervisor, lines } = superviseForTest([serves], { healthyAfterMs: 300 });
  try {
    for (const starts of [2, 3]) {
      supervisor.current('serves').kill('SIGKILL');
      await eventually(() => assert.equal(serves.starts, starts), 5_000, 20);
    }
    await sleep(400);
    supervisor.current('serves').kill('SIGKILL');
    await eventually(() => assert.equal(serves.starts, 4), 5_000, 20);
    const delays = lines.map((line) => line.match(/restarting in (.*) s$/)[1]);
    assert.deepEqual(delays, ['0.05', '0.1', '0.05']);
  } finally {
    await supervisor.stop();
  }
});

test('stop ends every process, kills one that ignores SIGTERM after the grace period, and restarts none', async () => {
  const serves = processRunning('serves', SERVES);
  const stubborn = processRunning('stubborn', IGNORES_SIGTERM);
  await once(stubborn.child.stdout, 'data');
  const { supervisor, lines } = superviseForTest([serves, stubborn]);
  const started = Date.now();
  await supervisor.stop();
  const took = Date.now() - started;
  assert.equal(serves.child.signalCode, 'SIGTERM');
  assert.equal(stubborn.child.signalCode, 'SIGKILL');
  assert.ok(took >= 300 && took < 2_000, `stopped in ${took} ms`);
  await sleep(200);
  assert.deepEqual([serves.starts, stubborn.starts, lines], [1, 1, []]);
});

test('a restart that is pending when stop comes never happens', async () => {
  const exits = processRunning('exits', 'process.exit(0)');
  const { supervisor } = superviseForTest([exits], { firstDelayMs: 300 });
  await once(exits.child, 'exit');
  await supervisor.stop();
  await sleep(500);
  assert.equal(exits.starts, 1);
});
