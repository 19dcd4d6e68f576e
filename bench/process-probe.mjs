/**
 * Loaded into the portal's process by the benches (`node --import bench/process-probe.mjs
 * --expose-gc …`, with an IPC channel): answers over that channel with the process's own figures,
 * which /proc cannot tell.
 *
 * - "memory", "gc+memory": the V8 heap and the resident set (bench/overload.ts);
 * - "cpu": the CPU time the process used so far, all its threads (bench/http.ts);
 * - { kind: "profile-start" }, { kind: "profile-stop", file }: a CPU profile of what runs
 *   between the two, written to `file` as a .cpuprofile (bench/http.ts's flame graph).
 *
 * The channel does not keep the process alive.
 */
import fs from "node:fs";
import inspector from "node:inspector/promises";
import v8 from "node:v8";

/** The inspector session of a running profile. */
let profiler = null;

async function startProfile() {
  profiler = new inspector.Session();
  profiler.connect();
  await profiler.post("Profiler.enable");
  // 0.1 ms instead of 1 ms: a page costs a few ms, so each request leaves several samples.
  await profiler.post("Profiler.setSamplingInterval", { interval: 100 });
  await profiler.post("Profiler.start");
  process.send({ kind: "profile-started" });
}

async function stopProfile(file) {
  const { profile } = await profiler.post("Profiler.stop");
  profiler.disconnect();
  profiler = null;
  fs.writeFileSync(file, JSON.stringify(profile));
  process.send({ kind: "profile-stopped", file });
}

if (process.send) {
  process.on("message", (message) => {
    if (message === "cpu") {
      const usage = process.cpuUsage();
      process.send({ kind: "cpu", user: usage.user, system: usage.system });
      return;
    }
    if (message?.kind === "profile-start") return void startProfile();
    if (message?.kind === "profile-stop") return void stopProfile(message.file);
    if (message !== "memory" && message !== "gc+memory") return;
    if (message === "gc+memory" && typeof globalThis.gc === "function") globalThis.gc();
    const usage = process.memoryUsage();
    const heap = v8.getHeapStatistics();
    process.send({
      kind: "memory",
      gc: message === "gc+memory",
      rss: usage.rss,
      heapUsed: usage.heapUsed,
      heapTotal: usage.heapTotal,
      external: usage.external,
      arrayBuffers: usage.arrayBuffers,
      mallocedMemory: heap.malloced_memory,
    });
  });
  // After the listener, which refs the channel again.
  process.channel?.unref();
}
