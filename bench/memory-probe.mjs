/**
 * Loaded into the portal's process by bench/overload.ts (`node --import bench/memory-probe.mjs
 * --expose-gc …`): answers "memory" and "gc+memory" over the IPC channel with the process's own
 * figures, which /proc cannot tell (the V8 heap). The channel does not keep the process alive.
 */
import v8 from "node:v8";

if (process.send) {
  process.on("message", (message) => {
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
