// npm runs `prepare` after `npm install` and `npm ci`: the build, so that `npm start` serves the
// portal at once (README). `.ci/run` sets SKIP_PREPARE_BUILD=1 because its next step, `npm test`,
// builds anyway (a minute of CI time).
import { execSync } from "node:child_process";

if (process.env.SKIP_PREPARE_BUILD !== "1") execSync("npm run build", { stdio: "inherit" });
