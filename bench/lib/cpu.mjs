// Where a benchmark's CPU went, from /proc: a process's own seconds, PostgreSQL's server processes' (all
// of them: backends, WAL writer, checkpointer), this process's, and the machine's busy and total time.
import fs from 'node:fs';

const TICKS_PER_SECOND = 100;

/** CPU seconds (user + system) a process has used, from /proc/<pid>/stat. */
export function cpuSeconds(pid) {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
}

/** The pids of the processes named `name` (their /proc comm), e.g. the Redis server's. */
export function pidsNamed(name) {
  return fs.readdirSync('/proc').filter((entry) => {
    if (!/^\d+$/.test(entry)) return false;
    try {
      return fs.readFileSync(`/proc/${entry}/comm`, 'utf8').trim() === name;
    } catch {
      return false; // the process ended while it was read
    }
  });
}

/**
 * CPU seconds of every process named `postgres` (the server's processes), with the time of those that
 * ended: the postmaster reaps its backends, and their time moves into its children's time (`cutime`,
 * `cstime`), so a backend that ends between two readings (a pgbench client's, at the end of its run)
 * is still counted.
 */
export function postgresCpuSeconds() {
  let total = 0;
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      if (stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')) !== 'postgres') continue;
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      total +=
        (Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14])) /
        TICKS_PER_SECOND;
    } catch {
      // The process ended while it was read.
    }
  }
  return total;
}

/** The machine's CPU seconds, busy and in all (every core), from the first line of /proc/stat. */
function machineSeconds() {
  const [, ...ticks] = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).map(Number);
  const all = ticks.slice(0, 8).reduce((a, n) => a + n, 0);
  const idle = ticks[3] + ticks[4]; // idle + iowait
  return { busy: (all - idle) / TICKS_PER_SECOND, all: all / TICKS_PER_SECOND };
}

/** A reading of every figure; `since(earlier)` answers what each used in between. */
export function cpuReading(pids) {
  const self = process.cpuUsage();
  return {
    processes: Object.fromEntries(Object.entries(pids).map(([name, pid]) => [name, cpuSeconds(pid)])),
    postgres: postgresCpuSeconds(),
    self: (self.user + self.system) / 1e6,
    machine: machineSeconds(),
  };
}

/** What each used between two readings, in CPU seconds (`machineAll`: every core's elapsed time). */
export function cpuUsed(before, after) {
  const out = {};
  for (const name of Object.keys(after.processes)) out[name] = after.processes[name] - before.processes[name];
  out.postgres = after.postgres - before.postgres;
  out.self = after.self - before.self;
  out.machineBusy = after.machine.busy - before.machine.busy;
  out.machineAll = after.machine.all - before.machine.all;
  return out;
}

/** Adds `b`'s figures to `a`'s (rounds of one target). */
export function addCpu(a, b) {
  const out = { ...a };
  for (const [k, v] of Object.entries(b)) out[k] = (out[k] ?? 0) + v;
  return out;
}
