import fs from "node:fs";
import path from "node:path";

/**
 * The project's directory (where package.json lies), whether this module runs from the source
 * tree (`server/`) or from the production bundle (`build/server/` or one of its chunk folders):
 * public files, icons, migrations and the data directory are found from here.
 */
function findProjectRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, "package.json"))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`No package.json above ${from}.`);
  }
}

export const PROJECT_ROOT = findProjectRoot(import.meta.dirname);
