import fs from 'node:fs';

/** Clock ticks per second of /proc's times (USER_HZ; 100 on Linux). */
const TICKS = 100;

/** CPU seconds (user + system) a process has used so far, from /proc/<pid>/stat; 0 when it is gone. */
export function cpuSecondsOf(pid: number | undefined): number {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS;
  } catch {
    return 0;
  }
}

/** The ids of the processes whose command name starts with `prefix` (e.g. every `postgres` backend). */
export function pidsNamed(prefix: string): number[] {
  return fs
    .readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .map(Number)
    .filter((pid) => {
      try {
        return fs.readFileSync(`/proc/${pid}/comm`, 'utf8').startsWith(prefix);
      } catch {
        return false;
      }
    });
}

/** CPU seconds used by each named group of processes while `work` ran. */
export async function cpuDuring<T>(
  groups: Record<string, () => number[]>,
  work: () => Promise<T>,
): Promise<{ result: T; cpu: Record<string, number> }> {
  const total = () =>
    Object.fromEntries(Object.entries(groups).map(([name, pids]) => [name, pids().reduce((sum, pid) => sum + cpuSecondsOf(pid), 0)]));
  const before = total();
  const result = await work();
  const after = total();
  return { result, cpu: Object.fromEntries(Object.keys(groups).map((name) => [name, after[name]! - before[name]!])) };
}
