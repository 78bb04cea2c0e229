/**
 * Top functions by self time in a V8 CPU profile (`node --cpu-prof`), grouped by function and file,
 * plus a roll-up by package (node_modules/<pkg>, node internals, the app's own files).
 *
 *   node --cpu-prof --cpu-prof-dir=data/prof --import tsx bench/catalogue/run.ts
 *   node --import tsx bench/profile-summary.ts data/prof/<file>.cpuprofile [top=25]
 */
import { readFileSync } from "node:fs";

interface Node {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
  children?: number[];
}
interface Profile {
  nodes: Node[];
  samples: number[];
  timeDeltas: number[];
}

const [file, topArg] = process.argv.slice(2);
if (!file) throw new Error("usage: profile-summary.ts <file.cpuprofile> [top]");
const top = Number(topArg ?? 25);
const profile = JSON.parse(readFileSync(file, "utf8")) as Profile;
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const selfUs = new Map<number, number>();
for (let i = 0; i < profile.samples.length; i++) selfUs.set(profile.samples[i], (selfUs.get(profile.samples[i]) ?? 0) + (profile.timeDeltas[i] ?? 0));
const total = [...selfUs.values()].reduce((a, b) => a + b, 0);

const where = (url: string) => {
  if (!url) return "(native/idle)";
  const m = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (m) return m[1];
  if (url.startsWith("node:")) return "node internals";
  const app = /\/(apps|packages)\/([^/]+)\//.exec(url);
  return app ? `${app[1]}/${app[2]}` : url;
};

const fns = new Map<string, number>();
const pkgs = new Map<string, number>();
for (const [id, us] of selfUs) {
  const n = byId.get(id);
  if (!n) continue;
  const name = n.callFrame.functionName || "(anonymous)";
  const short = n.callFrame.url.replace(/^.*\/(node_modules|apps|packages)\//, "$1/");
  const key = `${name}  ${short}:${n.callFrame.lineNumber + 1}`;
  fns.set(key, (fns.get(key) ?? 0) + us);
  const pkg = where(n.callFrame.url);
  pkgs.set(pkg, (pkgs.get(pkg) ?? 0) + us);
}
const pct = (us: number) => `${((100 * us) / total).toFixed(1).padStart(5)} %`;
console.log(`total sampled ${(total / 1e6).toFixed(2)} s\n\nBy package:`);
for (const [k, us] of [...pkgs].sort((a, b) => b[1] - a[1]).slice(0, 15)) console.log(`${pct(us)}  ${k}`);
console.log(`\nTop ${top} functions by self time:`);
for (const [k, us] of [...fns].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`${pct(us)}  ${k}`);
