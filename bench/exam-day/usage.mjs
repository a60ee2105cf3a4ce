// Where the exam day's time went: snapshots of the server process and the machine from /proc, and the
// figures of one phase between two of them.
import fs from "node:fs";

/**
 * Where the time went so far: the server's CPU (µs, 10 ms ticks) and how long its main thread, the event
 * loop, was ready to run but waited for a core (µs, schedstat); the load generator's own CPU; the machine's
 * CPU and I/O pressure (µs in which some task waited for a core, or for the disk; PSI, 0 where the kernel
 * has none); the server's peak resident memory (MB).
 */
export function snapshot(pid) {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
  const [, waitNs] = fs.readFileSync(`/proc/${pid}/schedstat`, "utf8").split(" ").map(Number);
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  const mb = (name) => Number(new RegExp(`${name}:\\s+(\\d+)`).exec(status)?.[1] ?? 0) / 1024;
  const pressure = (what) => {
    const file = `/proc/pressure/${what}`;
    const text = fs.existsSync(file) ? fs.readFileSync(file, "utf8") : "";
    return Number(/^some .*total=(\d+)/.exec(text)?.[1] ?? 0);
  };
  const client = process.cpuUsage();
  return {
    at: performance.now(),
    serverCpuMicros: (Number(stat[11]) + Number(stat[12])) * 10_000,
    serverWaitMicros: waitNs / 1000,
    clientCpuMicros: client.user + client.system,
    cpuPressureMicros: pressure("cpu"),
    ioPressureMicros: pressure("io"),
    peakRssMb: mb("VmHWM"),
  };
}

/** One phase of the run between two snapshots, and the server's CPU per request (or per close) in it. */
export function phase(from, to, requests) {
  const seconds = (micros) => Number((micros / 1e6).toFixed(1));
  const wallMicros = (to.at - from.at) * 1000;
  return {
    seconds: seconds(wallMicros),
    serverCpuMicrosEach: Math.round((to.serverCpuMicros - from.serverCpuMicros) / Math.max(1, requests)),
    serverCpuSeconds: seconds(to.serverCpuMicros - from.serverCpuMicros),
    serverWaitedForCoreSeconds: seconds(to.serverWaitMicros - from.serverWaitMicros),
    loadGeneratorCpuSeconds: seconds(to.clientCpuMicros - from.clientCpuMicros),
    cpuPressurePercent: Math.round(((to.cpuPressureMicros - from.cpuPressureMicros) / wallMicros) * 100),
    ioPressurePercent: Math.round(((to.ioPressureMicros - from.ioPressureMicros) / wallMicros) * 100),
  };
}
