#!/usr/bin/env node
/**
 * Runs the given npm scripts side by side and prints each one's output whole once it ends, so the
 * log reads as if they had run in turn; exits with the first failure's status. `npm test` runs the
 * lint and the typecheck this way: each is mostly one thread, and the machine has two cores.
 *
 *   node scripts/run-together.mjs lint typecheck
 */
import { spawn } from "node:child_process";

const scripts = process.argv.slice(2);
if (scripts.length === 0) {
  console.error("usage: node scripts/run-together.mjs <npm script> …");
  process.exit(2);
}

const runs = scripts.map(
  (script) =>
    new Promise((resolve) => {
      const child = spawn("npm", ["run", "--silent", script], { stdio: ["ignore", "pipe", "pipe"] });
      const output = [];
      child.stdout.on("data", (chunk) => output.push(chunk));
      child.stderr.on("data", (chunk) => output.push(chunk));
      child.on("error", (error) => resolve({ script, status: 1, output: [Buffer.from(`${error.message}\n`)] }));
      child.on("close", (code, signal) => resolve({ script, status: code ?? (signal ? 1 : 0), output }));
    }),
);

let failed = 0;
for (const run of runs) {
  const { script, status, output } = await run;
  process.stdout.write(`\n> npm run ${script}\n`);
  process.stdout.write(Buffer.concat(output));
  if (status !== 0) {
    process.stdout.write(`npm run ${script} ended with status ${status}\n`);
    failed ||= status;
  }
}
process.exit(failed);
