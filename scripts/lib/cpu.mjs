// CPU time of the processes a stage of `npm test` ran (issue 21: know where the time goes). Linux keeps,
// per process, the user and system time of the children it has waited for (and of theirs, when each
// waited for its own): /proc/self/stat's cutime and cstime. Elsewhere the figures are absent, never 0.
import fs from 'node:fs';

/** Clock ticks per second of /proc's times (sysconf(_SC_CLK_TCK), 100 on Linux's usual builds). */
const TICKS_PER_SECOND = 100;

/** Seconds of CPU used by this process's waited-for children so far, or undefined where /proc is absent. */
export function childrenCpuSeconds() {
  try {
    const stat = fs.readFileSync('/proc/self/stat', 'utf8');
    // The command name (field 2) may hold spaces: the fields after it start past its closing parenthesis.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // Fields 16 and 17 of stat(5) are cutime and cstime; fields[0] here is field 3.
    const ticks = Number(fields[13]) + Number(fields[14]);
    return Number.isFinite(ticks) ? ticks / TICKS_PER_SECOND : undefined;
  } catch {
    return undefined;
  }
}
