import fs from 'node:fs';

/** The pids of a process's children (the server's image worker, SpareBot's OCR is a thread). */
export function childrenOf(pid: number): number[] {
  try {
    return fs
      .readdirSync(`/proc/${pid}/task`)
      .flatMap((task) => fs.readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').split(' ').filter(Boolean).map(Number));
  } catch {
    return [];
  }
}

/** Whether a process still runs (a zombie waiting to be reaped has stopped). */
export function isRunning(pid: number): boolean {
  try {
    return !/^\d+ \(.*\) Z/.test(fs.readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return false;
  }
}

function statusField(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  try {
    const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) * 1024 : 0;
  } catch {
    return 0;
  }
}

/** Resident memory of a process and its children, in bytes. */
export function rssOf(pid: number): number {
  return statusField(pid, 'VmRSS') + childrenOf(pid).reduce((sum, child) => sum + statusField(child, 'VmRSS'), 0);
}

/** Peak resident memory (VmHWM) of a process and each of its children since the last resetPeaks, in bytes. */
export function peakRssOf(pid: number): number {
  return statusField(pid, 'VmHWM') + childrenOf(pid).reduce((sum, child) => sum + statusField(child, 'VmHWM'), 0);
}

/** Sets a process's (and its children's) peak RSS back to its current RSS (Linux: `5` into clear_refs). */
export function resetPeaks(pid: number): void {
  for (const p of [pid, ...childrenOf(pid)]) {
    try {
      fs.writeFileSync(`/proc/${p}/clear_refs`, '5');
    } catch {
      // A child that has just exited has no peak to reset.
    }
  }
}

/** Every file under a folder (recursively), as paths relative to it; [] when the folder is absent. */
export function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => `${e.parentPath.slice(dir.length + 1)}${e.parentPath.length > dir.length ? '/' : ''}${e.name}`)
    .sort();
}
