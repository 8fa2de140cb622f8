/**
 * CPU time of the processes in the bench (the server instances, PostgreSQL's backends, the load
 * itself), read from /proc, so the report says which process the two cores were spent on.
 */
import { readdirSync, readFileSync } from "node:fs";

/** Linux's USER_HZ, the unit of /proc/<pid>/stat's times, is 100 on every common build. */
const TICKS_PER_SECOND = 100;

function cpuSeconds(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // Fields after the command name (which may hold spaces): state is 3rd, utime 14th, stime 15th.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return 0; // gone: a killed instance, a backend that closed
  }
}

function postgresPids(): number[] {
  const pids: number[] = [];
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, "utf8").trim() === "postgres") pids.push(Number(entry));
    } catch {
      // exited meanwhile
    }
  }
  return pids;
}

export interface CpuReading {
  servers: number;
  postgres: number;
  load: number;
}

/** CPU seconds so far; differences between two readings are what a window spent. */
export function readCpu(serverPids: number[]): CpuReading {
  const own = process.cpuUsage();
  return {
    servers: serverPids.reduce((sum, pid) => sum + cpuSeconds(pid), 0),
    postgres: postgresPids().reduce((sum, pid) => sum + cpuSeconds(pid), 0),
    load: (own.user + own.system) / 1e6,
  };
}

export function cpuLine(before: CpuReading, after: CpuReading, seconds: number): string {
  const part = (label: string, key: keyof CpuReading) => {
    const used = after[key] - before[key];
    return `${label} ${used.toFixed(1)} s (${(used / seconds).toFixed(2)} cores)`;
  };
  return `CPU over the window: ${part("server instances", "servers")}, ${part("PostgreSQL", "postgres")}, ${part("the load generator", "load")}`;
}
