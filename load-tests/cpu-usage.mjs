// Where the CPU goes while a target is measured: CPU time of named processes (the gateway, a
// service, this load generator), of PostgreSQL and Redis, and of the whole machine. On a
// machine whose cores are all busy, throughput is the cores divided by the CPU one request costs
// summed over every process it touches, so these figures explain the ratios between targets.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

const ticksPerSecond = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
})();

/** utime + stime of a process, in seconds (fields 14 and 15 of /proc/<pid>/stat). */
function processSeconds(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / ticksPerSecond;
}

/** CPU seconds of every process running `command` (all of PostgreSQL's backends, say), by pid. */
function commandSeconds(command) {
  const byPid = new Map();
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      if (readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === command) {
        byPid.set(pid, processSeconds(pid));
      }
    } catch {
      // exited meanwhile
    }
  }
  return byPid;
}

/**
 * Busy (not idle, not iowait) CPU time of the whole machine, and the part of it spent on
 * interrupts, in seconds: loopback networking delivers packets in softirq time, which no process
 * is charged for.
 */
function machineSeconds() {
  const [, ...values] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/);
  const [user, nice, system, , , irq, softirq, steal] = values.map(Number);
  return {
    machine: (user + nice + system + irq + softirq + steal) / ticksPerSecond,
    interrupts: (irq + softirq) / ticksPerSecond,
  };
}

/**
 * Starts counting; `stop()` gives the CPU seconds used since by each named pid (`pids`), by all
 * the processes of each named command (`commands`, e.g. `{ postgres: 'postgres' }`; a process
 * started meanwhile counts whole, one that ended meanwhile is missed), by `interrupts`, by the
 * whole `machine`, and the `rest` that none of those explain. Empty where /proc is missing.
 */
export function countCpu(pids, commands = {}) {
  const read = () => ({
    ...machineSeconds(),
    ...Object.fromEntries(Object.entries(pids).map(([name, pid]) => [name, processSeconds(pid)])),
    ...Object.fromEntries(
      Object.entries(commands).map(([name, command]) => [name, commandSeconds(command)]),
    ),
  });
  let before;
  try {
    before = read();
  } catch {
    return { stop: () => ({}) };
  }
  const since = (name, after) => {
    if (!(after instanceof Map)) return after - before[name];
    let sum = 0;
    for (const [pid, seconds] of after) sum += seconds - (before[name].get(pid) ?? 0);
    return sum;
  };
  return {
    stop() {
      const after = read();
      const used = Object.fromEntries(
        Object.entries(after).map(([name, value]) => [name, since(name, value)]),
      );
      const named = Object.keys(used)
        .filter((name) => name !== 'machine')
        .reduce((sum, name) => sum + used[name], 0);
      return { ...used, rest: used.machine - named };
    },
  };
}
