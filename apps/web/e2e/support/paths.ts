import path from "node:path";
import { fileURLToPath } from "node:url";

const here = path.dirname(fileURLToPath(import.meta.url));

export const WEB_DIR = path.resolve(here, "../..");
export const REPO_ROOT = path.resolve(WEB_DIR, "../..");
export const TEST_OUTPUT = path.join(REPO_ROOT, "test-output");
export const SCREENSHOT_DIR = path.join(TEST_OUTPUT, "screenshots");
