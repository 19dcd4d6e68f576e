/**
 * A flame graph (SVG) of a V8 CPU profile, as `Profiler.stop` or `node --cpu-prof` write it. Each
 * box is a call site; its width is the share of the samples that ran in it or below it; callers
 * sit below their callees. Written by hand: the one library on npm that draws SVG flame graphs
 * (`flamegraph` 1.3.0, 2015) reads only the profile format V8 had before 2016.
 */
import path from "node:path";

export interface CpuProfile {
  nodes: {
    id: number;
    callFrame: { functionName: string; url: string; lineNumber: number };
    hitCount?: number;
    children?: number[];
  }[];
}

interface Frame {
  label: string;
  group: string;
  self: number;
  total: number;
  children: Frame[];
}

const WIDTH = 1200;
const ROW = 16;
const HEADER = 40;
/** Boxes narrower than this are left out: they cannot be read. */
const MIN_WIDTH = 0.3;

/** Where a function lives: a package of node_modules, Node itself, the portal, or V8's own work. */
function groupOf(url: string, functionName: string): string {
  if (!url) return functionName.startsWith("(") ? functionName : "V8";
  if (url.startsWith("node:")) return "Node.js";
  const packageMatch = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (packageMatch) return packageMatch[1]!;
  // The server bundle carries React Router in a chunk of its own (vite.config.ts, decision 087).
  if (/\/assets\/react-router-[^/]*\.js$/.test(url)) return "react-router";
  return "portal";
}

function labelOf(frame: CpuProfile["nodes"][number]["callFrame"]): string {
  const name = frame.functionName || "(anonymous)";
  if (!frame.url) return name;
  return `${name} ${path.basename(frame.url)}:${frame.lineNumber + 1}`;
}

/** The profile as a tree with each node's own and total samples; idle time is not CPU time. */
function frameTree(profile: CpuProfile): Frame {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const build = (id: number): Frame => {
    const node = byId.get(id)!;
    const children = (node.children ?? [])
      .filter((child) => byId.get(child)!.callFrame.functionName !== "(idle)")
      .map(build);
    const self = node.hitCount ?? 0;
    return {
      label: labelOf(node.callFrame),
      group: groupOf(node.callFrame.url, node.callFrame.functionName),
      self,
      total: self + children.reduce((sum, child) => sum + child.total, 0),
      children: children.sort((a, b) => a.label.localeCompare(b.label)),
    };
  };
  const root = build(profile.nodes[0]!.id);
  root.total -= root.self;
  root.self = 0;
  return root;
}

/** The share of the CPU samples each group spent itself (not in what it called), largest first. */
export function selfTimeByGroup(profile: CpuProfile): { group: string; share: number }[] {
  const root = frameTree(profile);
  const sums = new Map<string, number>();
  const visit = (frame: Frame) => {
    if (frame !== root) sums.set(frame.group, (sums.get(frame.group) ?? 0) + frame.self);
    frame.children.forEach(visit);
  };
  visit(root);
  return [...sums]
    .map(([group, samples]) => ({ group, share: samples / Math.max(root.total, 1) }))
    .sort((a, b) => b.share - a.share);
}

function colourOf(group: string): string {
  if (group === "portal") return "hsl(28, 90%, 60%)";
  if (group === "Node.js") return "hsl(210, 20%, 70%)";
  if (group.startsWith("(")) return "hsl(0, 75%, 62%)";
  let hash = 0;
  for (const char of group) hash = (hash * 31 + char.charCodeAt(0)) % 360;
  return `hsl(${hash}, 55%, 65%)`;
}

const escapeXml = (text: string) =>
  text.replace(/[<>&"]/g, (char) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", '"': "&quot;" })[char]!);

export function flameGraphSvg(profile: CpuProfile, title: string): string {
  const root = frameTree(profile);
  const scale = WIDTH / Math.max(root.total, 1);
  const boxes: { x: number; depth: number; width: number; frame: Frame }[] = [];
  let depthMax = 0;
  const place = (frame: Frame, x: number, depth: number) => {
    const width = frame.total * scale;
    if (width < MIN_WIDTH) return;
    boxes.push({ x, depth, width, frame });
    depthMax = Math.max(depthMax, depth);
    let childX = x;
    for (const child of frame.children) {
      place(child, childX, depth + 1);
      childX += child.total * scale;
    }
  };
  place({ ...root, label: "alle Stichproben", group: "(root)" }, 0, 0);
  const height = HEADER + (depthMax + 1) * ROW + 8;
  const rows = boxes.map(({ x, depth, width, frame }) => {
    const y = height - 8 - (depth + 1) * ROW;
    const share = ((frame.total / Math.max(root.total, 1)) * 100).toFixed(2);
    const tooltip = `${frame.label} (${frame.group}): ${frame.total} Stichproben, ${share} %`;
    const chars = Math.floor((width - 6) / 6.5);
    const text =
      chars >= 3
        ? `<text x="${(x + 3).toFixed(1)}" y="${y + 11.5}">${escapeXml(
            frame.label.length > chars ? `${frame.label.slice(0, chars - 1)}…` : frame.label,
          )}</text>`
        : "";
    return `<g><title>${escapeXml(tooltip)}</title><rect x="${x.toFixed(1)}" y="${y}" width="${width.toFixed(1)}" height="${ROW - 1}" fill="${colourOf(frame.group)}" rx="2"/>${text}</g>`;
  });
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${height}" viewBox="0 0 ${WIDTH} ${height}" font-family="Verdana, sans-serif" font-size="11">`,
    `<rect width="100%" height="100%" fill="#fdfaf3"/>`,
    `<text x="${WIDTH / 2}" y="24" font-size="15" text-anchor="middle">${escapeXml(title)}</text>`,
    ...rows,
    "</svg>",
    "",
  ].join("\n");
}
