/**
 * Product pictures for the demo catalogue, drawn as flat-shaded SVG on a soft studio background (no
 * network, no stock photos). Each child category has its own drawing, keyed by its product label
 * ("Sneakers", "Garri", "Blender"…); a few variants per label change the colour, pattern, angle and
 * backdrop so neighbouring products of one category do not look identical.
 */

export interface ArtColour {
  name: string;
  hex: string;
}

/** Named colours (the catalogue's colour words first, so a "- Red" product can get a red picture). */
export const ART_COLOURS: readonly ArtColour[] = [
  { name: "Black", hex: "#23262b" },
  { name: "White", hex: "#f3f3f1" },
  { name: "Navy", hex: "#1f2f57" },
  { name: "Red", hex: "#c0392b" },
  { name: "Grey", hex: "#8a8f96" },
  { name: "Blue", hex: "#2f6fb5" },
  { name: "Green", hex: "#2e7d4f" },
  { name: "Beige", hex: "#d9c3a0" },
  { name: "Pink", hex: "#e58fb0" },
  { name: "Gold", hex: "#c9a24a" },
  { name: "Orange", hex: "#e07b24" },
  { name: "Purple", hex: "#6b4aa0" },
  { name: "Teal", hex: "#15808a" },
  { name: "Brown", hex: "#7a4a2a" },
  { name: "Yellow", hex: "#e8c22e" },
];

const BACKDROPS: readonly [string, string][] = [
  ["#f7f4ef", "#e9e3d8"],
  ["#f2f5f8", "#dfe6ee"],
  ["#f6f1f3", "#eadde2"],
  ["#f1f5f0", "#dde8da"],
  ["#f8f3ea", "#eee1c9"],
  ["#f3f2f7", "#e2e0ee"],
];

/** Drawings without lettering, which read as well mirrored (a shoe pointing left or right). */
const FLIPPABLE = new Set(["Sneakers", "Formal Shoes", "Heels", "Kids Shoes", "Hair Dryer", "Pressing Iron", "Electric Kettle", "Ride-On", "Camera", "CCTV Camera", "Bicycle", "Handbag", "Trousers", "Dress", "Treadmill", "Sandals", "Dumbbell"]);

export interface ArtVariant {
  main: ArtColour;
  accent: ArtColour;
  backdrop: [string, string];
  /** Degrees the product leans, small. */
  tilt: number;
  flip: boolean;
  pattern: number;
}

/** A 32-bit FNV-1a hash: stable across runs and machines. */
export function hashOf(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

/** The `index`th look of a label's picture; the same label and index always give the same look. */
export function artVariant(label: string, index: number, palette: readonly string[] = []): ArtVariant {
  const h = hashOf(`${label}#${index}`);
  // White and beige vanish on the light backdrop: only labels that ask for them get them.
  const choices = palette.length > 0 ? ART_COLOURS.filter((c) => palette.includes(c.name)) : ART_COLOURS.filter((c) => c.name !== "White" && c.name !== "Beige");
  // Spread the variants of one label over its palette, starting at a label-dependent place.
  const step = choices.length % 3 === 0 ? 1 : 3;
  const main = choices[(hashOf(label) + index * step) % choices.length];
  // Accents carry white lettering, so never a pale colour, and never the product's own colour.
  const accents = ART_COLOURS.filter((c) => !["White", "Beige", "Yellow"].includes(c.name) && c !== main);
  const accent = accents[(h >>> 4) % accents.length];
  return {
    main,
    accent,
    backdrop: BACKDROPS[(h >>> 8) % BACKDROPS.length],
    tilt: ((h >>> 12) % 9) - 4,
    flip: FLIPPABLE.has(label) && ((h >>> 16) & 1) === 1,
    pattern: (h >>> 18) % 4,
  };
}

const clamp = (n: number) => Math.max(0, Math.min(255, Math.round(n)));

/** Mixes a colour towards white (amount > 0) or black (amount < 0). */
export function shade(hex: string, amount: number): string {
  const n = Number.parseInt(hex.slice(1), 16);
  const [r, g, b] = [(n >> 16) & 255, (n >> 8) & 255, n & 255];
  const to = amount >= 0 ? 255 : 0;
  const t = Math.abs(amount);
  return `#${[r, g, b].map((c) => clamp(c + (to - c) * t).toString(16).padStart(2, "0")).join("")}`;
}

interface Ink {
  m: string;
  d: string;
  dd: string;
  l: string;
  a: string;
  ad: string;
  al: string;
  p: number;
}

const FONT = "DejaVu Sans, Liberation Sans, Arial, sans-serif";
const text = (x: number, y: number, size: number, fill: string, s: string, weight = "bold") =>
  `<text x="${x}" y="${y}" font-family="${FONT}" font-weight="${weight}" font-size="${size}" fill="${fill}" text-anchor="middle">${s}</text>`;
const gloss = (x: number, y: number, w: number, h: number, rx = 8) => `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${rx}" fill="#fff" fill-opacity="0.22"/>`;

/** A screen with a soft wallpaper (shared by phones, tablets, TVs, monitors and laptops). */
const screen = (x: number, y: number, w: number, h: number, c: Ink, rx = 6) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${rx}" fill="url(#wall)"/>` +
  `<circle cx="${x + w * 0.72}" cy="${y + h * 0.3}" r="${Math.min(w, h) * 0.16}" fill="${c.al}" fill-opacity="0.7"/>` +
  `<path d="M${x} ${y + h * 0.78} Q${x + w * 0.3} ${y + h * 0.5} ${x + w * 0.55} ${y + h * 0.7} T${x + w} ${y + h * 0.62} V${y + h - rx} Q${x + w} ${y + h} ${x + w - rx} ${y + h} H${x + rx} Q${x} ${y + h} ${x} ${y + h - rx} Z" fill="${c.ad}" fill-opacity="0.55"/>` +
  `<path d="M${x + w * 0.55} ${y} L${x + w * 0.8} ${y} L${x + w * 0.35} ${y + h} L${x + w * 0.1} ${y + h} Z" fill="#fff" fill-opacity="0.08"/>`;

const laptop = (c: Ink, body: string, extra = "") =>
  `<g transform="translate(0 50)"><rect x="-230" y="-170" width="460" height="290" rx="16" fill="#1d1f24"/>${screen(-214, -154, 428, 258, c)}` +
  `<path d="M-280 120 H280 L262 150 Q258 158 246 158 H-246 Q-258 158 -262 150 Z" fill="${body}"/><rect x="-280" y="116" width="560" height="10" rx="4" fill="${shade(body, 0.25)}"/>` +
  `<rect x="-50" y="120" width="100" height="8" rx="4" fill="${shade(body, -0.25)}"/>${extra}</g>`;

type Garment = "tee" | "shirt" | "kaftan" | "jersey" | "kids";
function top(kind: Garment, c: Ink): string {
  const long = kind === "shirt" || kind === "kaftan";
  const hem = kind === "kaftan" ? 230 : kind === "kids" ? 120 : 190;
  const half = kind === "kids" ? 120 : 150;
  const sleeve = long
    ? `<path d="M-${half} -150 L-${half + 80} 100 L-${half + 30} 115 L-${half - 20} -40 Z" fill="${c.d}"/><path d="M${half} -150 L${half + 80} 100 L${half + 30} 115 L${half - 20} -40 Z" fill="${c.d}"/>`
    : `<path d="M-${half} -150 L-${half + 90} -60 L-${half + 40} 0 L-${half - 20} -40 Z" fill="${c.d}"/><path d="M${half} -150 L${half + 90} -60 L${half + 40} 0 L${half - 20} -40 Z" fill="${c.d}"/>`;
  const body = `<path d="M-${half} -150 Q-60 -175 -45 -180 Q0 -140 45 -180 Q60 -175 ${half} -150 L${half - 20} ${hem} H-${half - 20} Z" fill="${c.m}"/>`;
  let detail = `<path d="M-45 -180 Q0 -130 45 -180" fill="none" stroke="${c.dd}" stroke-width="8"/>`;
  if (kind === "shirt")
    detail = `<path d="M-50 -182 L0 -120 L-20 -100 L-70 -160 Z M50 -182 L0 -120 L20 -100 L70 -160 Z" fill="${c.l}"/><path d="M0 -120 V${hem}" stroke="${c.dd}" stroke-width="4"/>${[0, 1, 2, 3, 4].map((i) => `<circle cx="10" cy="${-80 + i * 60}" r="6" fill="${c.l}"/>`).join("")}<rect x="55" y="-90" width="60" height="50" rx="4" fill="none" stroke="${c.dd}" stroke-width="4"/>`;
  if (kind === "kaftan")
    detail = `<path d="M-45 -180 Q0 -130 45 -180 L20 -20 H-20 Z" fill="${c.a}"/>${[0, 1, 2, 3].map((i) => `<circle cx="0" cy="${-120 + i * 28}" r="5" fill="${c.al}"/>`).join("")}<path d="M-80 -170 Q-40 -60 -20 -20 M80 -170 Q40 -60 20 -20" stroke="${c.al}" stroke-width="6" fill="none"/>`;
  if (kind === "jersey")
    detail = `<path d="M-45 -180 Q0 -130 45 -180" fill="none" stroke="${c.a}" stroke-width="14"/><path d="M-${half - 20} 60 H${half - 20}" stroke="${c.a}" stroke-width="26"/>${text(0, 30, 120, c.al, String(7 + (c.p % 3) * 3))}`;
  if (kind === "tee" && c.p % 2 === 0) detail += `<rect x="-${half - 20}" y="-30" width="${2 * half - 40}" height="40" fill="${c.a}"/><rect x="-${half - 20}" y="40" width="${2 * half - 40}" height="22" fill="${c.a}"/>`;
  if (kind === "tee" && c.p % 2 === 1) detail += `<circle cx="0" cy="-30" r="55" fill="${c.a}"/><circle cx="0" cy="-30" r="30" fill="${c.m}"/>`;
  if (kind === "kids") detail += `<circle cx="0" cy="-40" r="42" fill="${c.a}"/><circle cx="-14" cy="-48" r="7" fill="${c.dd}"/><circle cx="14" cy="-48" r="7" fill="${c.dd}"/><path d="M-18 -24 Q0 -10 18 -24" stroke="${c.dd}" stroke-width="6" fill="none"/>`;
  return `${sleeve}${body}${detail}`;
}

/** An overlay pattern for fabrics and prints, clipped by the caller. */
function print(c: Ink): string {
  switch (c.p) {
    case 0:
      return Array.from({ length: 36 }, (_, i) => `<circle cx="${-300 + (i % 6) * 120 + ((i / 6) | 0) % 2 * 60}" cy="${-260 + ((i / 6) | 0) * 100}" r="34" fill="${c.a}"/><circle cx="${-300 + (i % 6) * 120 + ((i / 6) | 0) % 2 * 60}" cy="${-260 + ((i / 6) | 0) * 100}" r="16" fill="${c.al}"/>`).join("");
    case 1:
      return Array.from({ length: 14 }, (_, i) => `<rect x="-400" y="${-300 + i * 46}" width="800" height="${i % 3 === 0 ? 18 : 8}" fill="${i % 2 ? c.a : c.al}"/>`).join("");
    case 2:
      return Array.from({ length: 30 }, (_, i) => `<path d="M${-300 + (i % 6) * 120} ${-260 + ((i / 6) | 0) * 110} l40 40 l-40 40 l-40 -40 Z" fill="${c.a}"/>`).join("");
    default:
      return Array.from({ length: 16 }, (_, i) => `<path d="M${-400 + i * 60} -300 q30 300 0 600" stroke="${i % 2 ? c.a : c.al}" stroke-width="14" fill="none"/>`).join("");
  }
}

const sneaker = (c: Ink, scale = 1, velcro = false) =>
  `<g transform="scale(${scale})"><path d="M-250 60 Q-266 -80 -215 -112 L-130 -118 Q-60 -150 0 -126 L50 -48 Q170 -34 240 10 Q270 30 262 70 Z" fill="${c.m}"/>` +
  `<path d="M-130 -118 Q-60 -150 0 -126 L42 -56 Q-30 -50 -110 -86 Z" fill="${c.l}"/>` +
  `<path d="M-190 20 Q-40 -40 140 -6 Q60 24 -170 48 Z" fill="${c.a}"/>` +
  (velcro
    ? `<rect x="-60" y="-90" width="130" height="34" rx="10" fill="${c.a}" transform="rotate(12)"/><rect x="-40" y="-40" width="130" height="34" rx="10" fill="${c.a}" transform="rotate(12)"/>`
    : [0, 1, 2, 3].map((i) => `<path d="M${-100 + i * 34} ${-112 + i * 14} l40 12" stroke="#fff" stroke-width="8" stroke-linecap="round"/>`).join("")) +
  `<path d="M-262 60 H268 Q270 100 240 104 H-240 Q-266 100 -262 60 Z" fill="#f4f4f2"/><path d="M-262 86 H266" stroke="#d6d6d2" stroke-width="6"/><path d="M-222 -104 Q-262 -30 -252 40" stroke="${c.dd}" stroke-width="12" fill="none"/></g>`;

const box = (w: number, h: number, c: Ink, label: string, art = "", size = 56) =>
  `<path d="M${-w / 2} ${-h / 2 + 210 - h / 2} l40 -30 h${w} l-40 30 Z" fill="${c.l}"/><path d="M${w / 2} ${210 - h} l40 -30 v${h} l-40 30 Z" fill="${c.d}"/>` +
  `<rect x="${-w / 2}" y="${210 - h}" width="${w}" height="${h}" fill="${c.m}"/>${art}` +
  `<rect x="${-w / 2}" y="${210 - h + h * 0.12}" width="${w}" height="${size * 1.5}" fill="${c.a}"/>${text(0, 210 - h + h * 0.12 + size * 1.1, size, "#fff", label)}`;

const sack = (c: Ink, label: string, grains: string, transparent = false) =>
  `<path d="M-190 -190 Q-150 -210 -110 -195 Q0 -215 110 -195 Q150 -210 190 -190 L210 170 Q215 215 170 215 H-170 Q-215 215 -210 170 Z" fill="${transparent ? "#fff" : c.m}" fill-opacity="${transparent ? 0.55 : 1}"/>` +
  (transparent
    ? `<path d="M-200 -40 Q0 -70 200 -40 L210 170 Q215 215 170 215 H-170 Q-215 215 -210 170 Z" fill="${grains}"/>${Array.from({ length: 60 }, (_, i) => `<circle cx="${-190 + ((i * 53) % 380)}" cy="${-20 + ((i * 37) % 220)}" r="5" fill="${shade(grains, -0.2)}"/>`).join("")}`
    : `<rect x="-150" y="-60" width="300" height="190" rx="16" fill="#fff" fill-opacity="0.92"/><ellipse cx="0" cy="70" rx="90" ry="36" fill="${grains}"/>${Array.from({ length: 18 }, (_, i) => `<ellipse cx="${-70 + (i % 6) * 28}" cy="${55 + ((i / 6) | 0) * 14}" rx="8" ry="4" fill="${shade(grains, -0.15)}"/>`).join("")}`) +
  `<path d="M-190 -190 Q0 -170 190 -190" stroke="${c.dd}" stroke-width="10" fill="none"/>` +
  `<rect x="-160" y="-150" width="320" height="70" rx="10" fill="${c.a}"/>${text(0, -100, 54, "#fff", label)}`;

/** A bottle standing on the floor: neck width, shoulder height and body width vary by product. */
const bottle = (o: { w: number; h: number; neck: number; neckH: number; body: string; cap: string; label: string; labelFill: string; liquid?: string; size?: number; shoulder?: number }) => {
  const top = 210 - o.h;
  const sh = o.shoulder ?? 60;
  return `<rect x="${-o.neck / 2}" y="${top - o.neckH - 36}" width="${o.neck}" height="44" rx="8" fill="${o.cap}"/>` +
    `<path d="M${-o.neck / 2} ${top - o.neckH + 8} V${top} Q${-o.w / 2} ${top + 10} ${-o.w / 2} ${top + sh} V190 Q${-o.w / 2} 212 ${-o.w / 2 + 22} 212 H${o.w / 2 - 22} Q${o.w / 2} 212 ${o.w / 2} 190 V${top + sh} Q${o.w / 2} ${top + 10} ${o.neck / 2} ${top} V${top - o.neckH + 8} Z" fill="${o.body}"/>` +
    (o.liquid ? `<rect x="${-o.w / 2 + 10}" y="${top + sh}" width="${o.w - 20}" height="${212 - top - sh - 14}" rx="14" fill="${o.liquid}"/>` : "") +
    `<rect x="${-o.w / 2}" y="${top + sh + (o.h - sh) * 0.22}" width="${o.w}" height="${(o.h - sh) * 0.42}" fill="${o.labelFill}"/>` +
    text(0, top + sh + (o.h - sh) * 0.22 + (o.h - sh) * 0.26, o.size ?? 34, "#fff", o.label) +
    `<rect x="${-o.w / 2 + 16}" y="${top + sh}" width="18" height="${o.h - sh - 30}" rx="9" fill="#fff" fill-opacity="0.28"/>`;
};

const jar = (w: number, h: number, c: Ink, label: string, contents?: string) =>
  `<rect x="${-w / 2 - 8}" y="${210 - h - 50}" width="${w + 16}" height="60" rx="12" fill="${c.a}"/>` +
  `<rect x="${-w / 2}" y="${210 - h}" width="${w}" height="${h}" rx="26" fill="${contents ? "#fff" : c.m}" fill-opacity="${contents ? 0.6 : 1}"/>` +
  (contents ? `<rect x="${-w / 2 + 10}" y="${210 - h + 20}" width="${w - 20}" height="${h - 30}" rx="20" fill="${contents}"/>${Array.from({ length: 40 }, (_, i) => `<rect x="${-w / 2 + 20 + ((i * 41) % (w - 50))}" y="${210 - h + 30 + ((i * 29) % (h - 60))}" width="16" height="12" rx="4" fill="${shade(contents, -0.25)}"/>`).join("")}` : "") +
  `<rect x="${-w / 2}" y="${210 - h * 0.72}" width="${w}" height="${h * 0.42}" fill="#fff" fill-opacity="0.92"/>${text(0, 210 - h * 0.45, Math.min(52, w / (label.length * 0.62)), c.dd, label)}` +
  `<rect x="${-w / 2 + 16}" y="${210 - h + 14}" width="16" height="${h - 40}" rx="8" fill="#fff" fill-opacity="0.3"/>`;

const tin = (w: number, h: number, c: Ink, label: string) =>
  `<ellipse cx="0" cy="${210 - h}" rx="${w / 2}" ry="26" fill="${shade(c.m, 0.4)}"/>` +
  `<path d="M${-w / 2} ${210 - h} V200 A${w / 2} 26 0 0 0 ${w / 2} 200 V${210 - h} A${w / 2} 26 0 0 1 ${-w / 2} ${210 - h} Z" fill="${c.m}"/>` +
  `<ellipse cx="0" cy="${210 - h}" rx="${w / 2 - 12}" ry="18" fill="#c9ccd1"/>` +
  `<rect x="${-w / 2}" y="${210 - h * 0.62}" width="${w}" height="${h * 0.36}" fill="${c.a}"/>${text(0, 210 - h * 0.4, 44, "#fff", label)}` +
  `<rect x="${-w / 2 + 18}" y="${210 - h + 30}" width="18" height="${h - 60}" rx="9" fill="#fff" fill-opacity="0.25"/>`;

const book = (c: Ink, cover: string) =>
  `<path d="M-150 -210 H170 V200 H-150 Z" fill="#f3efe6"/><path d="M170 -210 L190 -196 V214 L170 200 Z" fill="#e3ddcf"/>` +
  `<rect x="-170" y="-222" width="330" height="430" rx="6" fill="${c.m}"/><rect x="-170" y="-222" width="26" height="430" fill="${c.d}"/>${cover}`;

const fabricStack = (c: Ink) =>
  `<defs><clipPath id="fab"><path d="M-240 -40 H240 V40 H-240 Z M-250 50 H250 V130 H-250 Z M-260 140 H260 V210 H-260 Z M-230 -130 H230 V-50 H-230 Z"/></clipPath></defs>` +
  `<g clip-path="url(#fab)"><rect x="-300" y="-300" width="600" height="600" fill="${c.m}"/>${print(c)}</g>` +
  [-50, 40, 130].map((y) => `<rect x="-262" y="${y}" width="524" height="10" fill="${c.dd}" fill-opacity="0.35"/>`).join("") +
  `<path d="M-230 -130 Q-260 -90 -230 -50" stroke="${c.dd}" stroke-opacity="0.3" stroke-width="10" fill="none"/>`;

function tv(c: Ink, w: number, h: number, stand: "feet" | "neck"): string {
  const y = 120 - h;
  return `<rect x="${-w / 2}" y="${y}" width="${w}" height="${h}" rx="10" fill="#17191d"/>${screen(-w / 2 + 12, y + 12, w - 24, h - 24, c)}` +
    (stand === "feet"
      ? `<path d="M${-w / 2 + 50} ${y + h} l-30 90 h24 l30 -90 Z M${w / 2 - 50} ${y + h} l30 90 h-24 l-30 -90 Z" fill="#2a2d33"/>`
      : `<rect x="-22" y="${y + h}" width="44" height="70" fill="#2a2d33"/><path d="M-120 ${y + h + 70} H120 L110 ${y + h + 88} H-110 Z" fill="#2a2d33"/>`);
}

/** Each label's drawing, centred on (0, 0) and standing on y = 210. */
const DRAWINGS: Record<string, (c: Ink) => string> = {
  // ---- electronics ----
  Smartphone: (c) =>
    `<g transform="translate(-95 0) rotate(-10)"><rect x="-105" y="-210" width="210" height="420" rx="34" fill="${c.m}"/>${gloss(-90, -195, 40, 380, 20)}<rect x="-80" y="-185" width="96" height="110" rx="24" fill="${c.d}"/><circle cx="-50" cy="-155" r="24" fill="#14161a"/><circle cx="-50" cy="-105" r="24" fill="#14161a"/><circle cx="-8" cy="-130" r="8" fill="#fff6d5"/></g>` +
    `<g transform="translate(95 0) rotate(8)"><rect x="-105" y="-215" width="210" height="430" rx="34" fill="#15171b"/>${screen(-93, -203, 186, 406, c, 26)}<rect x="-30" y="-196" width="60" height="14" rx="7" fill="#15171b"/>${[0, 1, 2, 3].map((i) => `<rect x="${-70 + i * 38}" y="130" width="28" height="28" rx="8" fill="#fff" fill-opacity="0.75"/>`).join("")}</g>`,
  Tablet: (c) => `<rect x="-280" y="-190" width="560" height="380" rx="30" fill="${c.dd}"/><rect x="-270" y="-180" width="540" height="360" rx="24" fill="#16181c"/>${screen(-250, -160, 500, 320, c, 10)}<circle cx="0" cy="-172" r="5" fill="#444"/>`,
  "Feature Phone": (c) =>
    `<rect x="-110" y="-210" width="220" height="420" rx="40" fill="${c.m}"/>${gloss(-96, -196, 30, 380, 15)}<rect x="-80" y="-170" width="160" height="130" rx="8" fill="#101215"/>${screen(-72, -162, 144, 114, c, 4)}` +
    `<rect x="-70" y="-25" width="140" height="40" rx="20" fill="${c.d}"/>` + Array.from({ length: 12 }, (_, i) => `<rect x="${-75 + (i % 3) * 55}" y="${30 + ((i / 3) | 0) * 42}" width="40" height="30" rx="10" fill="${c.l}"/>`).join(""),
  Charger: (c) =>
    `<path d="M-40 -110 V-170 M40 -110 V-170" stroke="#b9bcc2" stroke-width="22" stroke-linecap="round"/><rect x="-120" y="-120" width="240" height="220" rx="40" fill="${c.m}"/>${gloss(-100, -100, 30, 180, 15)}<rect x="-30" y="60" width="60" height="22" rx="6" fill="#2b2e33"/>` +
    `<path d="M0 100 V140 Q0 200 80 200 Q220 200 220 110 Q220 20 170 -10" stroke="${c.m}" stroke-width="18" fill="none" stroke-linecap="round"/><rect x="150" y="-50" width="40" height="60" rx="8" fill="${c.d}"/>`,
  "Power Bank": (c) => `<rect x="-140" y="-220" width="280" height="430" rx="40" fill="${c.m}"/>${gloss(-122, -200, 34, 390, 17)}<rect x="-50" y="-200" width="100" height="20" rx="6" fill="#2a2c31"/>${[0, 1, 2, 3].map((i) => `<circle cx="${-45 + i * 30}" cy="140" r="9" fill="${i < 3 ? "#4ade80" : c.d}"/>`).join("")}${text(0, 40, 40, c.l, "20000mAh")}`,
  "Phone Case": (c) =>
    `<g transform="rotate(-6)"><rect x="-130" y="-230" width="260" height="460" rx="48" fill="${c.m}"/>${c.p % 2 ? `<g opacity="0.5"><clipPath id="cs"><rect x="-130" y="-230" width="260" height="460" rx="48"/></clipPath><g clip-path="url(#cs)">${print(c)}</g></g>` : ""}<rect x="-100" y="-200" width="120" height="130" rx="30" fill="${c.d}"/><circle cx="-68" cy="-165" r="24" fill="#111"/><circle cx="-68" cy="-105" r="24" fill="#111"/><path d="M130 -140 h10 v70 h-10" fill="${c.d}"/>${gloss(-115, -160, 24, 360, 12)}</g>`,
  Earphones: (c) =>
    `<rect x="-150" y="0" width="300" height="200" rx="90" fill="${c.m}"/><path d="M-150 70 H150" stroke="${c.d}" stroke-width="6"/><circle cx="0" cy="120" r="8" fill="#4ade80"/>` +
    `<g transform="translate(-90 -110) rotate(-20)"><ellipse cx="0" cy="0" rx="60" ry="52" fill="${c.m}"/><rect x="-16" y="30" width="32" height="110" rx="16" fill="${c.m}"/><ellipse cx="-20" cy="-10" rx="22" ry="18" fill="${c.d}"/></g>` +
    `<g transform="translate(100 -110) rotate(20)"><ellipse cx="0" cy="0" rx="60" ry="52" fill="${c.l}"/><rect x="-16" y="30" width="32" height="110" rx="16" fill="${c.l}"/><ellipse cx="20" cy="-10" rx="22" ry="18" fill="${c.d}"/></g>`,
  Television: (c) => tv(c, 600, 350, "feet"),
  Soundbar: (c) =>
    `<rect x="-300" y="-60" width="600" height="90" rx="40" fill="#22252a"/><rect x="-290" y="-50" width="580" height="70" rx="32" fill="${shade("#22252a", 0.15)}"/>${Array.from({ length: 60 }, (_, i) => `<circle cx="${-270 + (i % 30) * 18.5}" cy="${-28 + ((i / 30) | 0) * 26}" r="4" fill="#111"/>`).join("")}` +
    `<rect x="120" y="60" width="170" height="150" rx="16" fill="#22252a"/><circle cx="205" cy="135" r="52" fill="#15171a"/><circle cx="205" cy="135" r="22" fill="${c.m}"/>`,
  Speaker: (c) =>
    `<rect x="-230" y="-20" width="460" height="200" rx="100" fill="${c.m}"/><ellipse cx="-215" cy="80" rx="40" ry="100" fill="${c.d}"/><ellipse cx="215" cy="80" rx="40" ry="100" fill="${c.d}"/><circle cx="-215" cy="80" r="46" fill="${c.dd}"/><circle cx="215" cy="80" r="46" fill="${c.dd}"/>` +
    `<rect x="-90" y="50" width="180" height="60" rx="30" fill="${c.a}"/>${text(0, 92, 34, "#fff", "SOUND")}<rect x="-150" y="200" width="300" height="10" rx="5" fill="${c.dd}"/>${gloss(-180, -5, 360, 26, 13)}`,
  "Home Theatre": (c) =>
    [-230, 230].map((x) => `<rect x="${x - 55}" y="-200" width="110" height="410" rx="12" fill="#202328"/><circle cx="${x}" cy="-130" r="32" fill="#121316"/><circle cx="${x}" cy="-130" r="12" fill="${c.m}"/><circle cx="${x}" cy="0" r="44" fill="#121316"/><circle cx="${x}" cy="0" r="16" fill="${c.m}"/>`).join("") +
    `<rect x="-140" y="-30" width="280" height="240" rx="16" fill="#2a2d33"/><circle cx="0" cy="90" r="90" fill="#121316"/><circle cx="0" cy="90" r="40" fill="${c.m}"/><circle cx="0" cy="90" r="14" fill="#121316"/><rect x="-110" y="-10" width="220" height="20" rx="6" fill="#121316"/><circle cx="-90" cy="0" r="5" fill="#60a5fa"/>`,
  Camera: (c) =>
    `<path d="M-230 -100 H-100 L-70 -150 H60 L90 -100 H230 Q260 -100 260 -70 V150 Q260 180 230 180 H-230 Q-260 180 -260 150 V-70 Q-260 -100 -230 -100 Z" fill="#24272c"/><rect x="-260" y="-40" width="110" height="200" rx="20" fill="#16181b"/>` +
    `<circle cx="30" cy="50" r="130" fill="#3a3e45"/><circle cx="30" cy="50" r="104" fill="#16181b"/><circle cx="30" cy="50" r="70" fill="url(#wall)"/><circle cx="10" cy="25" r="22" fill="#fff" fill-opacity="0.35"/><rect x="160" y="-135" width="50" height="22" rx="6" fill="${c.m}"/><circle cx="-180" cy="-120" r="18" fill="#3a3e45"/>`,
  "CCTV Camera": (c) =>
    `<rect x="-40" y="-220" width="80" height="120" rx="10" fill="#d4d6da"/><path d="M0 -110 L0 -40" stroke="#b7bac0" stroke-width="36"/>` +
    `<g transform="rotate(12)"><rect x="-230" y="-70" width="420" height="150" rx="70" fill="${c.m === "#23262b" ? "#f2f2f0" : "#f2f2f0"}"/><path d="M-230 -40 H210 L220 -90 H-240 Z" fill="#e2e3e6"/><circle cx="190" cy="5" r="62" fill="#16181b"/><circle cx="190" cy="5" r="32" fill="url(#wall)"/><circle cx="180" cy="-5" r="10" fill="#fff" fill-opacity="0.5"/></g>`,
  // ---- computing ----
  Laptop: (c) => laptop(c, c.m === "#f3f3f1" ? "#c9ccd1" : c.m),
  MacBook: (c) => laptop(c, "#c6c9ce", `<rect x="-280" y="116" width="560" height="4" fill="${c.l}"/>`),
  "Gaming Laptop": (c) =>
    laptop(c, "#1f2126", `<path d="M-280 126 H280" stroke="${c.a}" stroke-width="6"/><path d="M-230 -170 H230" stroke="${c.a}" stroke-width="6"/>`).replace("url(#wall)", "url(#wall)") +
    `<path d="M-190 -70 L-120 -10 L-40 -60 L40 10 L120 -50 L190 -10" stroke="${c.al}" stroke-width="10" fill="none"/>`,
  Keyboard: (c) =>
    `<g transform="skewX(-12)"><rect x="-270" y="-80" width="480" height="190" rx="20" fill="${c.m}"/>${Array.from({ length: 48 }, (_, i) => `<rect x="${-254 + (i % 12) * 38}" y="${-64 + ((i / 12) | 0) * 40}" width="32" height="32" rx="6" fill="${c.d}"/>`).join("")}<rect x="-140" y="96" width="200" height="0" fill="none"/></g>` +
    `<path d="M180 130 Q180 60 230 60 Q280 60 280 130 V170 Q280 215 230 215 Q180 215 180 170 Z" fill="${c.m}"/><path d="M230 60 V120" stroke="${c.d}" stroke-width="6"/><rect x="223" y="80" width="14" height="30" rx="7" fill="${c.a}"/>`,
  Monitor: (c) => tv(c, 560, 330, "neck"),
  "Flash Drive": (c) =>
    `<g transform="rotate(-30)"><rect x="-60" y="-230" width="120" height="80" rx="8" fill="#c6c9ce"/><rect x="-40" y="-210" width="26" height="24" fill="#3a3e45"/><rect x="14" y="-210" width="26" height="24" fill="#3a3e45"/><rect x="-90" y="-160" width="180" height="360" rx="36" fill="${c.m}"/>${gloss(-74, -140, 26, 320, 13)}<circle cx="0" cy="150" r="22" fill="${c.d}"/>${text(0, 20, 44, "#fff", "128GB")}</g>`,
  Printer: (c) =>
    `<path d="M-150 -210 H150 V-60 H-150 Z" fill="#fbfbfa"/><path d="M-280 -90 H280 Q300 -90 300 -70 V150 Q300 170 280 170 H-280 Q-300 170 -300 150 V-70 Q-300 -90 -280 -90 Z" fill="${c.m}"/><rect x="-300" y="-90" width="600" height="40" fill="${c.l}"/>` +
    `<rect x="-220" y="60" width="440" height="24" rx="6" fill="#1b1d21"/><path d="M-200 72 H200 L220 200 H-220 Z" fill="#fbfbfa"/><path d="M-150 110 H150 M-150 140 H100" stroke="#c7c9cc" stroke-width="8"/><rect x="170" y="-40" width="90" height="40" rx="6" fill="#1b1d21"/><circle cx="200" cy="-20" r="6" fill="#4ade80"/>`,
  Router: (c) =>
    `<path d="M-160 20 L-200 -200 M160 20 L200 -200 M0 20 V-210" stroke="#26292e" stroke-width="22" stroke-linecap="round"/><path d="M-260 20 H260 L290 170 Q292 190 272 190 H-272 Q-292 190 -290 170 Z" fill="${c.m}"/><path d="M-260 20 H260 L270 70 H-270 Z" fill="${c.l}"/>` +
    [0, 1, 2, 3, 4, 5].map((i) => `<circle cx="${-150 + i * 60}" cy="130" r="10" fill="${i < 4 ? "#4ade80" : "#60a5fa"}"/>`).join(""),
  // ---- fashion ----
  "T-Shirt": (c) => top("tee", c),
  Shirt: (c) => top("shirt", c),
  Trousers: (c) =>
    `<path d="M-150 -210 H150 L180 210 H40 L0 -40 L-40 210 H-180 Z" fill="${c.m}"/><rect x="-150" y="-210" width="300" height="40" fill="${c.d}"/><path d="M0 -170 V-60" stroke="${c.dd}" stroke-width="6"/>` +
    `<path d="M-140 -160 Q-90 -120 -70 -170 M140 -160 Q90 -120 70 -170" stroke="${c.dd}" stroke-width="6" fill="none"/>${[-100, -30, 30, 100].map((x) => `<rect x="${x - 8}" y="-214" width="16" height="48" fill="${c.dd}"/>`).join("")}`,
  "Native Wear": (c) => `${top("kaftan", c)}<path d="M-70 -250 Q0 -290 70 -250 L60 -200 H-60 Z" fill="${c.a}" transform="translate(200 -10) rotate(14)"/>`,
  Dress: (c) =>
    `<defs><clipPath id="dr"><path d="M-60 -220 Q0 -190 60 -220 L90 -200 Q80 -120 70 -60 Q200 120 230 210 H-230 Q-200 120 -70 -60 Q-80 -120 -90 -200 Z"/></clipPath></defs>` +
    `<g clip-path="url(#dr)"><rect x="-300" y="-300" width="600" height="600" fill="${c.m}"/>${c.p % 2 === 0 ? print(c) : ""}<path d="M-230 -70 H230" stroke="${c.dd}" stroke-width="16"/></g><path d="M-60 -220 L-70 -250 M60 -220 L70 -250" stroke="${c.d}" stroke-width="10"/>`,
  Blouse: (c) =>
    `<path d="M-130 -150 Q-60 -175 -45 -180 Q0 -120 45 -180 Q60 -175 130 -150 L210 -20 L160 10 L110 -60 L110 80 Q150 140 170 180 H-170 Q-150 140 -110 80 L-110 -60 L-160 10 L-210 -20 Z" fill="${c.m}"/><path d="M-110 80 H110" stroke="${c.d}" stroke-width="10"/><path d="M-45 -180 Q0 -120 45 -180" stroke="${c.a}" stroke-width="10" fill="none"/><path d="M-130 120 Q0 150 130 120" stroke="${c.d}" stroke-width="6" fill="none"/>`,
  Skirt: (c) =>
    `<defs><clipPath id="sk"><path d="M-130 -190 H130 L230 200 H-230 Z"/></clipPath></defs><g clip-path="url(#sk)"><rect x="-300" y="-300" width="600" height="600" fill="${c.m}"/>${c.p === 1 || c.p === 3 ? print(c) : ""}${[-160, -90, -20, 50, 120].map((x) => `<path d="M${x / 2} -150 L${x} 210" stroke="${c.d}" stroke-width="8"/>`).join("")}</g><rect x="-134" y="-210" width="268" height="46" rx="6" fill="${c.dd}"/>`,
  Sneakers: (c) => `<g transform="translate(0 100)">${sneaker(c)}</g>`,
  Sandals: (c) =>
    `<g transform="translate(-110 0) rotate(-8)"><path d="M-80 -200 Q0 -240 80 -200 Q110 -60 80 100 Q60 210 0 210 Q-60 210 -80 100 Q-110 -60 -80 -200 Z" fill="${c.d}"/><path d="M-70 -190 Q0 -220 70 -190 Q95 -60 70 95 Q55 190 0 190 Q-55 190 -70 95 Q-95 -60 -70 -190 Z" fill="${c.l}"/><path d="M-96 -80 Q0 -20 96 -80 L90 0 Q0 50 -90 0 Z" fill="${c.m}"/></g>` +
    `<g transform="translate(110 20) rotate(6)"><path d="M-80 -200 Q0 -240 80 -200 Q110 -60 80 100 Q60 210 0 210 Q-60 210 -80 100 Q-110 -60 -80 -200 Z" fill="${c.d}"/><path d="M-70 -190 Q0 -220 70 -190 Q95 -60 70 95 Q55 190 0 190 Q-55 190 -70 95 Q-95 -60 -70 -190 Z" fill="${c.l}"/><path d="M-96 -80 Q0 -20 96 -80 L90 0 Q0 50 -90 0 Z" fill="${c.m}"/></g>`,
  "Formal Shoes": (c) =>
    `<g transform="translate(0 90)"><path d="M-250 70 Q-260 -10 -200 -30 L-60 -70 Q0 -100 60 -60 Q170 -40 240 10 Q275 40 262 80 Z" fill="${c.m === "#f3f3f1" || c.m === "#d9c3a0" ? "#5b3a22" : c.dd}"/>` +
    `<path d="M-60 -70 Q0 -100 60 -60 L40 -30 Q-10 -50 -60 -40 Z" fill="#000" fill-opacity="0.25"/><path d="M90 -40 Q170 -20 230 20" stroke="#fff" stroke-opacity="0.25" stroke-width="12" fill="none"/><path d="M-262 70 H264 V100 H-250 Z" fill="#231a14"/><rect x="-250" y="70" width="80" height="50" fill="#231a14"/>` +
    [0, 1, 2].map((i) => `<path d="M${-20 + i * 22} ${-72 + i * 8} l30 10" stroke="#f2e6d8" stroke-width="6" stroke-linecap="round"/>`).join("") +
    "</g>",
  Heels: (c) =>
    `<path d="M-230 -40 Q-250 -120 -180 -130 Q-120 -130 -80 -60 Q40 60 220 150 Q250 170 230 190 H120 Q20 120 -160 40 L-180 210 H-215 L-205 40 Q-230 10 -230 -40 Z" fill="${c.m}"/>` +
    `<path d="M-180 -120 Q-120 -120 -90 -60 Q-120 -20 -170 -30 Z" fill="${c.dd}"/><path d="M-70 -50 Q60 70 210 150" stroke="${c.l}" stroke-width="10" fill="none"/><path d="M120 190 H230" stroke="${c.dd}" stroke-width="10"/>`,
  Handbag: (c) =>
    `<path d="M-120 -80 Q-120 -230 0 -230 Q120 -230 120 -80" stroke="${c.d}" stroke-width="26" fill="none"/><path d="M-220 -80 H220 L250 190 Q252 212 230 212 H-230 Q-252 212 -250 190 Z" fill="${c.m}"/>` +
    `<path d="M-220 -80 H220 L226 -30 Q0 40 -226 -30 Z" fill="${c.d}"/><rect x="-30" y="-20" width="60" height="40" rx="8" fill="#d4af37"/><path d="M-240 160 H240" stroke="${c.d}" stroke-width="4" stroke-dasharray="14 10"/>`,
  Wristwatch: (c) =>
    `<rect x="-75" y="-240" width="150" height="480" rx="30" fill="${c.m}"/>${[0, 1, 2, 3, 4].map((i) => `<rect x="-75" y="${-230 + i * 28}" width="150" height="4" fill="${c.d}"/>`).join("")}` +
    `<circle cx="0" cy="0" r="150" fill="#c6c9ce"/><circle cx="0" cy="0" r="130" fill="${c.p % 2 ? "#16181b" : "#f5f3ee"}"/>` +
    Array.from({ length: 12 }, (_, i) => `<rect x="-4" y="-120" width="8" height="${i % 3 ? 12 : 24}" fill="${c.p % 2 ? "#ddd" : "#333"}" transform="rotate(${i * 30})"/>`).join("") +
    `<path d="M0 0 L0 -90" stroke="${c.p % 2 ? "#fff" : "#222"}" stroke-width="8" transform="rotate(40)"/><path d="M0 0 L0 -65" stroke="${c.p % 2 ? "#fff" : "#222"}" stroke-width="10" transform="rotate(-60)"/><circle r="10" fill="${c.a}"/><rect x="145" y="-16" width="24" height="32" rx="6" fill="#b7bac0"/>`,
  Sunglasses: (c) =>
    `<path d="M-290 -60 L-330 -100 M290 -60 L330 -100" stroke="${c.m}" stroke-width="16" stroke-linecap="round"/><path d="M-300 -60 H-30 Q-30 90 -150 90 Q-290 90 -300 -60 Z M30 -60 H300 Q290 90 150 90 Q30 90 30 -60 Z" fill="${c.m}"/>` +
    `<path d="M-280 -45 H-45 Q-48 70 -150 72 Q-272 72 -280 -45 Z M45 -45 H280 Q272 72 150 72 Q48 70 45 -45 Z" fill="#1c2a33"/><path d="M-260 -40 L-180 -40 L-250 40 Z M60 -40 L140 -40 L70 40 Z" fill="#fff" fill-opacity="0.18"/><path d="M-30 -50 Q0 -70 30 -50" stroke="${c.m}" stroke-width="14" fill="none"/>`,
  "Aso-Oke": (c) => fabricStack({ ...c, p: 1 }),
  Ankara: (c) => fabricStack({ ...c, p: c.p === 1 ? 0 : c.p }),
  // ---- home & kitchen ----
  Blender: (c) =>
    `<path d="M-110 -230 H110 L90 60 H-90 Z" fill="#e7f0f5" fill-opacity="0.85"/><path d="M-95 -60 H95 L90 60 H-90 Z" fill="${c.a}" fill-opacity="0.7"/><path d="M110 -200 Q190 -190 180 -80 Q170 20 95 20" stroke="#b4c3cc" stroke-width="22" fill="none"/><rect x="-120" y="-250" width="240" height="34" rx="10" fill="#2b2e33"/>` +
    `<path d="M-130 60 H130 L150 210 H-150 Z" fill="${c.m}"/><circle cx="0" cy="135" r="34" fill="${c.dd}"/><circle cx="0" cy="135" r="14" fill="#c6c9ce"/><path d="M-60 50 L60 40" stroke="#9aa3a9" stroke-width="10"/>`,
  Microwave: (c) =>
    `<rect x="-290" y="-170" width="580" height="360" rx="22" fill="${c.m}"/><rect x="-260" y="-140" width="400" height="300" rx="12" fill="#1b1d21"/><rect x="-235" y="-115" width="350" height="250" rx="8" fill="#2d3138"/><path d="M-235 -115 L-140 -115 L-235 0 Z" fill="#fff" fill-opacity="0.1"/>` +
    `<rect x="165" y="-140" width="100" height="50" rx="6" fill="#0f1a12"/>${text(215, -104, 30, "#4ade80", "12:30", "normal")}${Array.from({ length: 6 }, (_, i) => `<rect x="${175 + (i % 2) * 45}" y="${-70 + ((i / 2) | 0) * 40}" width="35" height="26" rx="5" fill="${c.d}"/>`).join("")}<circle cx="215" cy="110" r="30" fill="${c.d}"/>`,
  "Air Fryer": (c) =>
    `<path d="M-180 -200 Q-180 -230 -150 -230 H150 Q180 -230 180 -200 L200 180 Q200 210 170 210 H-170 Q-200 210 -200 180 Z" fill="${c.m}"/><rect x="-130" y="-190" width="260" height="100" rx="16" fill="#15171a"/>${text(0, -125, 48, "#f97316", "200°", "normal")}` +
    `<path d="M-170 -40 H170 L180 180 H-180 Z" fill="${c.d}"/><rect x="-90" y="40" width="180" height="44" rx="22" fill="#15171a"/>${gloss(-165, -200, 26, 360, 13)}`,
  "Electric Kettle": (c) =>
    `<path d="M-150 -150 Q-160 120 -150 170 H150 Q160 120 150 -150 Q0 -190 -150 -150 Z" fill="${c.m}"/><path d="M150 -120 Q260 -120 250 20 Q240 120 150 130" stroke="${c.d}" stroke-width="40" fill="none"/><path d="M-150 -110 L-250 -170 L-240 -130 L-152 -60 Z" fill="${c.m}"/>` +
    `<ellipse cx="0" cy="-160" rx="110" ry="24" fill="${c.d}"/><rect x="-190" y="170" width="380" height="40" rx="14" fill="#22252a"/>${gloss(-120, -120, 30, 260, 15)}<rect x="60" y="-60" width="40" height="150" rx="20" fill="#fff" fill-opacity="0.25"/>`,
  Cookware: (c) =>
    `<path d="M-200 -60 H200 V150 Q200 210 140 210 H-140 Q-200 210 -200 150 Z" fill="${c.m}"/><rect x="-290" y="-40" width="90" height="30" rx="14" fill="#1d1f23"/><rect x="200" y="-40" width="90" height="30" rx="14" fill="#1d1f23"/>` +
    `<ellipse cx="0" cy="-60" rx="215" ry="38" fill="#c9d6dd" fill-opacity="0.9"/><ellipse cx="0" cy="-70" rx="180" ry="28" fill="#e6eef2" fill-opacity="0.8"/><rect x="-40" y="-120" width="80" height="36" rx="14" fill="#1d1f23"/>${gloss(-180, -20, 30, 170, 15)}<path d="M-200 60 H200" stroke="${c.d}" stroke-width="8"/>`,
  "Pressure Cooker": (c) =>
    `<path d="M-180 -80 H180 V160 Q180 210 130 210 H-130 Q-180 210 -180 160 Z" fill="#c9ccd1"/><path d="M-195 -80 Q0 -150 195 -80 Z" fill="#b2b6bc"/><rect x="-190" y="-100" width="380" height="30" rx="12" fill="#9ea3aa"/>` +
    `<rect x="-30" y="-160" width="60" height="60" rx="10" fill="#2b2e33"/><rect x="160" y="-110" width="170" height="40" rx="18" fill="${c.m}"/><rect x="-310" y="-110" width="130" height="40" rx="18" fill="${c.m}"/>${gloss(-160, -60, 30, 240, 15)}`,
  "Food Flask": (c) =>
    [[-170, 0.8], [170, 0.9], [0, 1.05]].map(([x, s]) => `<g transform="translate(${x} ${210 - 210 * s}) scale(${s})"><path d="M-110 -150 H110 V170 Q110 210 70 210 H-70 Q-110 210 -110 170 Z" fill="${c.m}"/><rect x="-110" y="-30" width="220" height="90" fill="${c.a}"/><path d="M-110 15 H110" stroke="${c.al}" stroke-width="10" stroke-dasharray="20 14"/><path d="M-120 -150 Q0 -220 120 -150 Z" fill="${c.d}"/><rect x="-40" y="-210" width="80" height="30" rx="10" fill="${c.dd}"/>${gloss(-95, -130, 20, 300, 10)}</g>`).join(""),
  "Standing Fan": (c) =>
    `<rect x="-14" y="-30" width="28" height="220" fill="#b7bac0"/><ellipse cx="0" cy="200" rx="140" ry="20" fill="${c.d}"/><circle cx="0" cy="-120" r="170" fill="none" stroke="${c.m}" stroke-width="10"/>` +
    Array.from({ length: 12 }, (_, i) => `<path d="M0 -120 L0 -290" stroke="${c.m}" stroke-width="3" transform="rotate(${i * 30} 0 -120)"/>`).join("") +
    [0, 120, 240].map((a) => `<path d="M0 -120 Q60 -200 20 -270 Q-40 -230 0 -120 Z" fill="${c.l}" fill-opacity="0.85" transform="rotate(${a} 0 -120)"/>`).join("") + `<circle cx="0" cy="-120" r="32" fill="${c.d}"/>`,
  Generator: (c) =>
    `<path d="M-270 -120 V200 M270 -120 V200 M-270 -120 H270 M-270 200 H270" stroke="#1f2226" stroke-width="22" fill="none"/><rect x="-240" y="-110" width="480" height="150" rx="30" fill="${c.m}"/>${text(0, -20, 54, "#fff", "5KVA")}` +
    `<rect x="-240" y="50" width="250" height="140" rx="10" fill="#2e3238"/>${[0, 1, 2, 3, 4].map((i) => `<rect x="-220" y="${64 + i * 24}" width="210" height="10" fill="#1b1d21"/>`).join("")}<rect x="30" y="50" width="210" height="140" rx="10" fill="#3a3f46"/><circle cx="80" cy="110" r="20" fill="#d1d5db"/><rect x="130" y="96" width="80" height="30" rx="6" fill="#ef4444"/><rect x="-30" y="-150" width="60" height="40" rx="8" fill="${c.d}"/>`,
  Refrigerator: (c) =>
    `<rect x="-170" y="-250" width="340" height="460" rx="24" fill="${c.m}"/><rect x="-170" y="-80" width="340" height="8" fill="${c.dd}"/><rect x="110" y="-220" width="18" height="110" rx="9" fill="#d1d5db"/><rect x="110" y="-40" width="18" height="150" rx="9" fill="#d1d5db"/>` +
    `<rect x="-130" y="-210" width="90" height="60" rx="6" fill="#0f1a24"/>${text(-85, -170, 28, "#60a5fa", "4°C", "normal")}${gloss(-150, -230, 26, 420, 13)}<rect x="-150" y="200" width="40" height="14" fill="#222"/><rect x="110" y="200" width="40" height="14" fill="#222"/>`,
  "Pressing Iron": (c) =>
    `<path d="M-260 150 Q-260 20 -120 -30 L200 -30 Q250 -30 260 40 L270 150 Z" fill="${c.m}"/><path d="M-270 150 H280 L270 190 H-265 Z" fill="#c6c9ce"/><path d="M-80 -30 Q-80 -170 40 -170 H160 Q200 -170 200 -130 L200 -30" stroke="${c.d}" stroke-width="40" fill="none"/>` +
    `<circle cx="60" cy="60" r="32" fill="${c.dd}"/><circle cx="60" cy="60" r="12" fill="#fff"/>${gloss(-220, 40, 200, 24, 12)}`,
  Bedsheet: (c) =>
    `<defs><clipPath id="bd"><path d="M-260 0 H260 V200 H-260 Z M-240 -100 H240 V-10 H-240 Z"/></clipPath></defs><g clip-path="url(#bd)"><rect x="-300" y="-300" width="600" height="600" fill="${c.l}"/><g opacity="0.75">${print({ ...c, a: c.m, al: c.d, p: c.p % 2 ? 1 : 2 })}</g></g>` +
    `<path d="M-262 90 H262" stroke="${c.dd}" stroke-opacity="0.3" stroke-width="12"/><path d="M-200 -230 Q0 -270 200 -230 Q230 -170 200 -110 Q0 -80 -200 -110 Q-230 -170 -200 -230 Z" fill="#fbfaf7" stroke="${c.m}" stroke-width="10"/><path d="M-150 -170 Q0 -190 150 -170" stroke="#e6e2da" stroke-width="8" fill="none"/>`,
  Curtain: (c) =>
    `<rect x="-300" y="-250" width="600" height="18" rx="9" fill="#8b6a4a"/><circle cx="-300" cy="-241" r="18" fill="#6d5037"/><circle cx="300" cy="-241" r="18" fill="#6d5037"/>` +
    [-1, 1].map((s) => `<path d="M${s * 20} -232 H${s * 280} V210 H${s * 160} Q${s * 120} 40 ${s * 40} -20 Z" fill="${c.m}"/>${[0, 1, 2, 3].map((i) => `<path d="M${s * (70 + i * 55)} -232 Q${s * (60 + i * 50)} 0 ${s * (150 + i * 35)} 210" stroke="${c.d}" stroke-width="10" fill="none"/>`).join("")}`).join("") +
    `<path d="M-110 20 Q-40 0 -30 40 M110 20 Q40 0 30 40" stroke="${c.a}" stroke-width="14" fill="none"/>`,
  "Wall Art": (c) =>
    `<rect x="-250" y="-240" width="500" height="440" fill="#6d4c33"/><rect x="-226" y="-216" width="452" height="392" fill="#f8f4ea"/><rect x="-196" y="-186" width="392" height="332" fill="${c.l}"/>` +
    `<circle cx="80" cy="-80" r="70" fill="${c.a}"/><path d="M-196 146 L-80 -20 L20 100 L100 10 L196 146 Z" fill="${c.dd}"/><path d="M-196 146 Q0 60 196 146 Z" fill="${c.m}"/>`,
  // ---- beauty ----
  "Body Lotion": (c) => `<rect x="-20" y="-250" width="40" height="40" fill="#e5e7eb"/><path d="M-20 -250 H70 V-232 H-20 Z" fill="#e5e7eb"/>${bottle({ w: 200, h: 380, neck: 70, neckH: 20, body: c.l, cap: "#e5e7eb", label: "LOTION", labelFill: c.m, size: 36, shoulder: 40 })}`,
  "Face Cream": (c) => `<g transform="translate(-90 0)">${jar(220, 150, c, "CREAM")}</g><g transform="translate(150 0) rotate(-8)">${bottle({ w: 110, h: 300, neck: 50, neckH: 10, body: "#fafaf8", cap: c.m, label: "SERUM", labelFill: c.a, size: 24, shoulder: 30 })}</g>`,
  "Black Soap": (c) =>
    `<path d="M-250 150 Q-240 60 -150 50 H150 Q240 60 250 150 Q240 210 150 210 H-150 Q-240 210 -250 150 Z" fill="#5a7d3a"/>` +
    `<path d="M-160 -30 Q-190 -120 -100 -150 Q0 -180 100 -150 Q190 -120 160 -30 Q170 90 90 110 Q0 130 -90 110 Q-170 90 -160 -30 Z" fill="#2b2620"/>${Array.from({ length: 14 }, (_, i) => `<circle cx="${-110 + ((i * 47) % 220)}" cy="${-100 + ((i * 31) % 180)}" r="${4 + (i % 3) * 2}" fill="#4a4036"/>`).join("")}` +
    `<g transform="translate(170 -120) rotate(12)">${jar(100, 140, c, "")}</g>`,
  "Hair Cream": (c) => jar(300, 220, c, "SHEA"),
  Wig: (c) => {
    const hair = c.dd;
    const curly = c.p % 2 === 1;
    return `<path d="M-175 -60 Q-190 -250 0 -250 Q190 -250 175 -60 Q${curly ? 230 : 190} 110 ${curly ? 215 : 160} 212 H-${curly ? 215 : 160} Q-${curly ? 230 : 190} 110 -175 -60 Z" fill="${hair}"/>` +
      `<path d="M-55 110 Q-55 190 -100 212 H100 Q55 190 55 110 Z" fill="#c99b6d"/><ellipse cx="0" cy="-20" rx="112" ry="145" fill="#d8b48c"/>` +
      `<path d="M-128 -30 Q-150 -235 0 -238 Q150 -235 128 -30 Q110 -130 10 -150 Q-90 -140 -128 -30 Z" fill="${hair}"/>` +
      (curly
        ? Array.from({ length: 12 }, (_, i) => `<circle cx="${(i % 2 ? 1 : -1) * (150 + (i % 3) * 18)}" cy="${-60 + Math.floor(i / 2) * 48}" r="26" fill="${c.d}"/>`).join("")
        : `<path d="M-90 -200 Q0 -240 100 -190" stroke="#fff" stroke-opacity="0.2" stroke-width="16" fill="none"/><path d="M150 -40 Q170 80 150 200" stroke="#fff" stroke-opacity="0.15" stroke-width="12" fill="none"/>`);
  },
  "Hair Dryer": (c) =>
    `<path d="M-40 20 L-70 200 Q-72 214 -56 214 H10 Q24 214 22 200 L40 20 Z" fill="${c.d}"/><circle cx="-60" cy="-80" r="130" fill="${c.m}"/><path d="M-60 -170 H220 Q240 -170 240 -150 V-10 Q240 10 220 10 H-60 Z" fill="${c.m}"/>` +
    `<rect x="220" y="-160" width="40" height="160" rx="10" fill="${c.dd}"/><circle cx="-60" cy="-80" r="80" fill="${c.d}"/>${Array.from({ length: 8 }, (_, i) => `<rect x="-64" y="-150" width="8" height="50" fill="${c.dd}" transform="rotate(${i * 45} -60 -80)"/>`).join("")}<rect x="-20" y="60" width="24" height="40" rx="6" fill="${c.a}"/>`,
  Perfume: (c) =>
    `<rect x="-50" y="-240" width="100" height="90" rx="10" fill="#c9a24a"/><rect x="-22" y="-160" width="44" height="40" fill="#d6d8db"/>` +
    `<rect x="-170" y="-130" width="340" height="340" rx="40" fill="${c.m}" fill-opacity="0.75"/><rect x="-140" y="-100" width="280" height="290" rx="28" fill="${c.d}" fill-opacity="0.55"/><rect x="-90" y="0" width="180" height="70" rx="6" fill="#f7f3e8"/>${text(0, 48, 36, "#2b2620", "PARFUM", "normal")}${gloss(-150, -110, 30, 290, 15)}`,
  Deodorant: (c) =>
    `<g transform="translate(-90 0)"><rect x="-80" y="-250" width="160" height="90" rx="30" fill="${c.d}"/><path d="M-85 -165 H85 V190 Q85 210 65 210 H-65 Q-85 210 -85 190 Z" fill="${c.m}"/><rect x="-85" y="-40" width="170" height="110" fill="${c.a}"/>${text(0, 25, 30, "#fff", "48H")}${gloss(-70, -150, 20, 330, 10)}</g>` +
    `<g transform="translate(110 60)"><ellipse cx="0" cy="-150" rx="60" ry="40" fill="${c.l}"/><path d="M-60 -150 Q-70 100 -50 150 H50 Q70 100 60 -150 Z" fill="${c.l}"/><rect x="-60" y="-40" width="120" height="80" fill="${c.m}"/></g>`,
  Makeup: (c) =>
    `<g transform="translate(-110 80)"><ellipse cx="0" cy="40" rx="150" ry="80" fill="#1c1c1e"/><ellipse cx="0" cy="20" rx="150" ry="80" fill="#2b2b2e"/><ellipse cx="0" cy="20" rx="118" ry="60" fill="${shade("#c08a5e", c.p * 0.08 - 0.1)}"/><ellipse cx="-30" cy="5" rx="40" ry="18" fill="#fff" fill-opacity="0.25"/></g>` +
    `<g transform="translate(150 0)">${bottle({ w: 130, h: 300, neck: 50, neckH: 30, body: shade("#b07a4f", c.p * 0.08 - 0.1), cap: "#1c1c1e", label: "", labelFill: "#00000000", shoulder: 20 })}</g>`,
  Lipstick: (c) =>
    [-120, 0, 120].map((x, i) => `<g transform="translate(${x} ${i === 1 ? -30 : 0})"><rect x="-48" y="20" width="96" height="190" rx="8" fill="#1c1c1e"/><rect x="-48" y="10" width="96" height="30" fill="#c9a24a"/><rect x="-36" y="-70" width="72" height="80" fill="#c9a24a"/><path d="M-32 -70 V-150 Q0 -200 32 -170 V-70 Z" fill="${[c.m, "#b0153a", c.a][i]}"/></g>`).join(""),
  // ---- groceries ----
  Rice: (c) => sack(c, "RICE", "#f5efe0"),
  Noodles: (c) => box(380, 300, c, "NOODLES", `<path d="M-120 160 Q-100 60 0 60 Q100 60 120 160" fill="#f5d48a"/>${Array.from({ length: 8 }, (_, i) => `<path d="M${-100 + i * 26} 150 q10 -40 0 -80" stroke="#e2b75a" stroke-width="6" fill="none"/>`).join("")}`, 48),
  "Cooking Oil": (c) => bottle({ w: 220, h: 400, neck: 60, neckH: 40, body: "#f7e7a1", cap: c.a, label: "PURE OIL", labelFill: c.m, liquid: "#e8b923", size: 34 }),
  Seasoning: (c) =>
    box(300, 240, c, "CUBES", "", 44) +
    [[-210, 180], [-150, 195], [190, 185]].map(([x, y]) => `<g transform="translate(${x} ${y})"><rect x="-24" y="-24" width="48" height="40" rx="6" fill="${c.a}"/><rect x="-24" y="-24" width="48" height="14" fill="#fff" fill-opacity="0.5"/></g>`).join(""),
  Garri: (c) => sack(c, "GARRI", c.p % 2 ? "#f0d27a" : "#f4ecd6", true),
  "Soup Pack": (c) => sack(c, "EGUSI", "#efe2b8", true),
  Suya: () =>
    `<path d="M-260 160 L-120 60 H260 L130 200 H-260 Z" fill="#e7d3b3"/>` +
    [-60, 20, 100].map((y, k) => `<g transform="translate(0 ${y}) rotate(${-12 + k * 4})"><path d="M-250 0 H250" stroke="#c9a36b" stroke-width="8"/>${[-170, -90, -10, 70, 150].map((x) => `<rect x="${x}" y="-26" width="70" height="52" rx="18" fill="#7a3b1c"/><path d="M${x + 10} -10 l50 10 M${x + 10} 10 l40 -6" stroke="#c0392b" stroke-width="5"/>`).join("")}</g>`).join("") +
    Array.from({ length: 10 }, (_, i) => `<circle cx="${-200 + i * 45}" cy="${170 - (i % 3) * 10}" r="10" fill="#a83220"/>`).join(""),
  Snack: (c) => jar(300, 330, c, "CHIN CHIN", "#e0a94f"),
  Drink: (c) => bottle({ w: 170, h: 360, neck: 56, neckH: 50, body: "#fafafa", cap: c.a, label: "ZOBO", labelFill: c.m, liquid: "#8e1b3a", size: 36 }),
  "Soft Drink": (c) =>
    [-140, 0, 140].map((x, i) => `<g transform="translate(${x} ${i === 1 ? -10 : 10})"><ellipse cx="0" cy="-170" rx="70" ry="16" fill="#c9ccd1"/><path d="M-70 -170 V180 Q0 200 70 180 V-170 Z" fill="${[c.m, c.a, c.m][i]}"/><path d="M-70 -30 Q0 -70 70 -30 V30 Q0 -10 -70 30 Z" fill="#fff" fill-opacity="0.85"/><rect x="-56" y="-150" width="14" height="300" rx="7" fill="#fff" fill-opacity="0.25"/></g>`).join(""),
  Tea: (c) =>
    `<g transform="translate(-90 0)">${box(260, 330, c, "TEA", "", 48)}</g>` +
    `<g transform="translate(170 110)"><path d="M-70 -20 H70 Q70 90 0 100 Q-70 90 -70 -20 Z" fill="#fafafa"/><path d="M70 0 Q110 0 105 35 Q100 60 62 58" stroke="#fafafa" stroke-width="14" fill="none"/><ellipse cx="0" cy="-20" rx="70" ry="14" fill="#7a4a2a"/><path d="M-20 -60 q10 -20 0 -40 M20 -60 q10 -20 0 -40" stroke="#bbb" stroke-width="5" fill="none"/></g>`,
  Water: (c) =>
    [-150, -50, 50, 150].map((x, i) => `<g transform="translate(${x} ${i % 2 ? -10 : 10}) scale(0.62)">${bottle({ w: 150, h: 520, neck: 56, neckH: 40, body: "#dff3ff", cap: c.m, label: "WATER", labelFill: c.m, liquid: "#bfe6fb", size: 26 })}</g>`).join(""),
  Cereal: (c) =>
    box(320, 400, c, "FLAKES", `<ellipse cx="0" cy="120" rx="110" ry="40" fill="#fafafa"/><path d="M-110 120 Q0 200 110 120 Z" fill="#fafafa"/>${Array.from({ length: 9 }, (_, i) => `<ellipse cx="${-80 + (i % 5) * 40}" cy="${100 + ((i / 5) | 0) * 18}" rx="18" ry="10" fill="#e3a23c"/>`).join("")}`, 48),
  Milk: (c) => tin(280, 330, c, "MILK"),
  // ---- sports ----
  Dumbbell: (c) =>
    [-70, 90].map((y, k) => `<g transform="translate(${k ? 30 : -30} ${y}) rotate(${k ? -6 : 4})"><rect x="-150" y="-14" width="300" height="28" rx="10" fill="#b7bac0"/><rect x="-220" y="-70" width="70" height="140" rx="20" fill="${c.m}"/><rect x="150" y="-70" width="70" height="140" rx="20" fill="${c.m}"/><rect x="-150" y="-50" width="26" height="100" rx="8" fill="${c.d}"/><rect x="124" y="-50" width="26" height="100" rx="8" fill="${c.d}"/></g>`).join(""),
  Treadmill: (c) =>
    `<path d="M-280 170 L200 120 L290 150 L-200 210 Z" fill="#23262b"/><path d="M-270 172 L195 124" stroke="#3b3f46" stroke-width="8"/><path d="M150 130 L190 -190" stroke="#2a2d33" stroke-width="26"/><rect x="100" y="-240" width="190" height="80" rx="16" fill="${c.m}"/><rect x="130" y="-224" width="120" height="40" rx="6" fill="#0f1a24"/><path d="M110 -150 L-40 -110" stroke="#2a2d33" stroke-width="18" stroke-linecap="round"/>`,
  "Yoga Mat": (c) =>
    `<path d="M-260 210 L60 130 L280 170 L-40 250 Z" fill="${c.m}" transform="translate(0 -40)"/><g transform="rotate(-10)"><rect x="-220" y="-120" width="380" height="170" rx="14" fill="${c.m}"/><ellipse cx="160" cy="-35" rx="50" ry="85" fill="${c.l}"/><path d="M160 -35 m-30 0 a30 50 0 1 0 60 0 a30 50 0 1 0 -60 0" fill="none" stroke="${c.d}" stroke-width="8"/><rect x="-120" y="-124" width="30" height="178" fill="${c.a}"/><rect x="40" y="-124" width="30" height="178" fill="${c.a}"/></g>`,
  Football: () =>
    `<circle cx="0" cy="0" r="200" fill="#fafafa" stroke="#c9ccd1" stroke-width="6"/><path d="M0 -60 L57 -18 L35 49 L-35 49 L-57 -18 Z" fill="#1c1c1e"/>` +
    [0, 72, 144, 216, 288].map((a) => `<path d="M0 -200 L40 -180 L30 -130 L-30 -130 L-40 -180 Z" fill="#1c1c1e" transform="rotate(${a})"/><path d="M0 -60 L0 -130" stroke="#555" stroke-width="4" transform="rotate(${a})"/>`).join("") + `<circle cx="-70" cy="-90" r="40" fill="#fff" fill-opacity="0.5"/>`,
  Jersey: (c) => top("jersey", c),
  Basketball: () =>
    `<circle cx="0" cy="0" r="200" fill="#e06a1f"/><path d="M-200 0 H200 M0 -200 V200" stroke="#2b1a10" stroke-width="8"/><path d="M-140 -142 Q-40 0 -140 142 M140 -142 Q40 0 140 142" stroke="#2b1a10" stroke-width="8" fill="none"/><circle cx="-70" cy="-90" r="46" fill="#fff" fill-opacity="0.18"/>`,
  Bicycle: (c) =>
    [-170, 170].map((x) => `<circle cx="${x}" cy="90" r="110" fill="none" stroke="#1f2226" stroke-width="18"/><circle cx="${x}" cy="90" r="12" fill="#888"/>`).join("") +
    `<path d="M-170 90 L-60 -60 L120 -60 L170 90 M-60 -60 L0 90 L120 -60 M0 90 L-170 90" stroke="${c.m}" stroke-width="18" fill="none" stroke-linejoin="round"/><path d="M-60 -60 L-80 -110" stroke="#1f2226" stroke-width="14"/><rect x="-130" y="-126" width="100" height="24" rx="12" fill="#1f2226"/><path d="M120 -60 L100 -130 H160" stroke="#1f2226" stroke-width="14" fill="none"/><circle cx="0" cy="90" r="24" fill="#888"/>`,
  "Camping Gear": (c) =>
    `<path d="M-280 210 L0 -200 L280 210 Z" fill="${c.m}"/><path d="M0 -200 L80 210 H280 Z" fill="${c.d}"/><path d="M-70 210 L0 40 L70 210 Z" fill="#1f2226"/><path d="M0 -200 L-20 -240 M0 -200 L20 -240" stroke="#555" stroke-width="8"/><path d="M-280 210 L-320 214 M280 210 L320 214" stroke="#555" stroke-width="6"/>`,
  // ---- books & stationery ----
  Novel: (c) => book(c, `<rect x="-120" y="-160" width="250" height="8" fill="${c.al}"/><circle cx="10" cy="-20" r="80" fill="${c.a}"/><path d="M-90 60 Q10 -40 110 60" stroke="${c.al}" stroke-width="10" fill="none"/><rect x="-110" y="120" width="230" height="16" fill="${c.al}"/><rect x="-80" y="150" width="170" height="10" fill="${c.l}"/>`),
  "Business Book": (c) => book({ ...c, m: "#f4f1ea", d: c.m }, `<rect x="-120" y="-180" width="250" height="120" fill="${c.m}"/><rect x="-100" y="-140" width="210" height="16" fill="#fff"/><rect x="-100" y="-110" width="150" height="12" fill="#fff"/>${[0, 1, 2, 3].map((i) => `<rect x="${-90 + i * 55}" y="${120 - i * 50}" width="40" height="${40 + i * 50}" fill="${c.a}"/>`).join("")}`),
  "Picture Book": (c) => book({ ...c, m: "#fde68a", d: "#f59e0b" }, `<circle cx="60" cy="-120" r="50" fill="#f97316"/><path d="M-144 208 V80 Q0 20 160 90 V208 Z" fill="#4ade80"/><circle cx="-30" cy="40" r="46" fill="${c.m}"/><circle cx="-46" cy="30" r="7" fill="#222"/><circle cx="-14" cy="30" r="7" fill="#222"/><rect x="-110" y="-190" width="240" height="24" rx="12" fill="${c.a}"/>`),
  Textbook: (c) => book(c, `<rect x="-144" y="-190" width="304" height="90" fill="${c.a}"/>${text(8, -130, 44, "#fff", "SS 2")}<path d="M-80 40 L0 -40 L80 40 Z" fill="none" stroke="${c.al}" stroke-width="8"/><circle cx="0" cy="100" r="50" fill="none" stroke="${c.al}" stroke-width="8"/><path d="M-100 160 H120" stroke="${c.al}" stroke-width="8"/>`),
  Notebook: (c) =>
    `<g transform="rotate(-6)"><rect x="-170" y="-220" width="340" height="430" rx="12" fill="${c.m}"/>${Array.from({ length: 12 }, (_, i) => `<circle cx="-150" cy="${-190 + i * 34}" r="12" fill="none" stroke="#9ca3af" stroke-width="6"/>`).join("")}<rect x="170" y="-120" width="12" height="200" fill="${c.d}"/><rect x="-80" y="-120" width="200" height="80" rx="8" fill="#fafafa"/><path d="M-60 -90 H100 M-60 -64 H60" stroke="#bbb" stroke-width="6"/><rect x="90" y="-220" width="20" height="430" fill="${c.a}"/></g>`,
  Pen: (c) =>
    [-120, -40, 40, 120].map((x, i) => `<g transform="translate(${x} 0) rotate(${-8 + i * 5})"><rect x="-18" y="-200" width="36" height="330" rx="14" fill="${[c.m, "#1f2f57", "#c0392b", c.a][i]}"/><path d="M-18 130 L0 200 L18 130 Z" fill="#e5e7eb"/><rect x="12" y="-190" width="10" height="120" rx="5" fill="#c6c9ce"/><rect x="-18" y="-210" width="36" height="30" rx="10" fill="${shade([c.m, "#1f2f57", "#c0392b", c.a][i], -0.3)}"/></g>`).join(""),
  "School Bag": (c) =>
    `<path d="M-60 -200 Q0 -260 60 -200" stroke="${c.dd}" stroke-width="20" fill="none"/><path d="M-180 -130 Q-180 -210 -100 -210 H100 Q180 -210 180 -130 V180 Q180 212 150 212 H-150 Q-180 212 -180 180 Z" fill="${c.m}"/>` +
    `<path d="M-130 30 H130 V170 Q130 190 110 190 H-110 Q-130 190 -130 170 Z" fill="${c.d}"/><path d="M-130 60 H130" stroke="${c.dd}" stroke-width="6"/><rect x="-20" y="50" width="40" height="18" rx="6" fill="#c6c9ce"/><path d="M-140 -120 Q0 -160 140 -120" stroke="${c.dd}" stroke-width="8" fill="none"/><rect x="-60" y="-60" width="120" height="50" rx="12" fill="${c.a}"/>`,
  // ---- baby & kids ----
  Diapers: (c) => box(380, 340, { ...c, m: "#f4f8fc", l: "#ffffff", d: "#dfe7ef" }, "DIAPERS", `<circle cx="0" cy="80" r="70" fill="#f1c6a8"/><circle cx="-22" cy="70" r="8" fill="#333"/><circle cx="22" cy="70" r="8" fill="#333"/><path d="M-20 100 Q0 116 20 100" stroke="#333" stroke-width="5" fill="none"/><circle cx="140" cy="170" r="26" fill="${c.m}"/>${text(140, 180, 26, "#fff", "4")}`, 48),
  "Baby Wipes": (c) =>
    `<path d="M-250 20 Q-260 -60 -180 -70 H180 Q260 -60 250 20 V170 Q250 212 200 212 H-200 Q-250 212 -250 170 Z" fill="#f6fbff"/><rect x="-100" y="-90" width="200" height="70" rx="30" fill="${c.m}"/>` +
    `<rect x="-250" y="60" width="500" height="80" fill="${c.a}"/>${text(0, 115, 44, "#fff", "BABY WIPES")}<path d="M-40 -60 Q0 -110 40 -60" fill="#fff"/>`,
  "Baby Food": (c) => `${tin(260, 300, c, "BABY")}<g transform="translate(170 150) rotate(-30)"><rect x="-10" y="-60" width="20" height="100" rx="8" fill="#f3f4f6"/><ellipse cx="0" cy="-70" rx="30" ry="22" fill="#f3f4f6"/></g>`,
  "Feeding Bottle": (c) =>
    `<path d="M-30 -250 Q0 -290 30 -250 L40 -190 H-40 Z" fill="#f5deb3" fill-opacity="0.9"/><rect x="-90" y="-200" width="180" height="60" rx="14" fill="${c.m}"/>` +
    `<rect x="-100" y="-140" width="200" height="350" rx="40" fill="#eef6fb" fill-opacity="0.85"/><rect x="-90" y="-20" width="180" height="220" rx="34" fill="#fbf8f1"/>${[0, 1, 2, 3, 4].map((i) => `<path d="M60 ${-100 + i * 50} H88" stroke="${c.d}" stroke-width="5"/>`).join("")}<circle cx="-30" cy="40" r="30" fill="${c.a}" fill-opacity="0.7"/>`,
  Toy: (c) =>
    [[-160, 150, c.m], [-40, 150, c.a], [80, 150, "#4ade80"], [-100, 30, "#facc15"], [20, 30, c.m], [-40, -90, "#60a5fa"]].map(([x, y, f]) => `<g transform="translate(${x} ${y})"><rect x="-58" y="-58" width="116" height="116" rx="10" fill="${f}"/><rect x="-58" y="-58" width="116" height="20" fill="#fff" fill-opacity="0.2"/>${text(0, 22, 60, "#fff", "ABCDEF"[Number(x) % 6 < 0 ? -(Number(x) % 6) : Number(x) % 6])}</g>`).join("") +
    `<g transform="translate(210 140)"><path d="M-60 58 L0 -58 L60 58 Z" fill="#f97316"/></g>`,
  "Ride-On": (c) =>
    `<path d="M-280 100 Q-290 20 -220 10 L-120 -10 L-60 -100 H100 L170 -10 L250 10 Q290 20 280 100 Z" fill="${c.m}"/><path d="M-40 -84 H90 L140 -14 H-100 Z" fill="#cfe8f7"/><path d="M25 -84 V-14" stroke="${c.m}" stroke-width="12"/>` +
    [-170, 170].map((x) => `<circle cx="${x}" cy="120" r="80" fill="#1f2226"/><circle cx="${x}" cy="120" r="36" fill="#c6c9ce"/>`).join("") + `<rect x="240" y="30" width="40" height="26" rx="8" fill="#fde68a"/>${gloss(-220, 20, 160, 18, 9)}`,
  Doll: (c) =>
    `<circle cx="0" cy="60" r="140" fill="#a0703f"/><circle cx="0" cy="-110" r="100" fill="#a0703f"/><circle cx="-80" cy="-190" r="42" fill="#a0703f"/><circle cx="80" cy="-190" r="42" fill="#a0703f"/><circle cx="-80" cy="-190" r="22" fill="#d8b48c"/><circle cx="80" cy="-190" r="22" fill="#d8b48c"/>` +
    `<ellipse cx="0" cy="-80" rx="44" ry="34" fill="#d8b48c"/><circle cx="0" cy="-94" r="12" fill="#2b1a10"/><circle cx="-36" cy="-130" r="10" fill="#2b1a10"/><circle cx="36" cy="-130" r="10" fill="#2b1a10"/><ellipse cx="0" cy="80" rx="80" ry="90" fill="#d8b48c"/>` +
    `<circle cx="-120" cy="170" r="50" fill="#a0703f"/><circle cx="120" cy="170" r="50" fill="#a0703f"/><path d="M-60 -30 L0 0 L60 -30 L60 10 L0 -10 L-60 10 Z" fill="${c.m}"/>`,
  "Kids Outfit": (c) => `<g transform="translate(0 -60) scale(0.9)">${top("kids", c)}</g><path d="M-110 110 H110 L120 215 H10 L0 160 L-10 215 H-120 Z" fill="${c.a}"/>`,
  "Kids Shoes": (c) => `<g transform="translate(-30 30)">${sneaker(c, 0.75, true)}</g><g transform="translate(60 130)">${sneaker({ ...c, m: c.d }, 0.75, true)}</g>`,
  // ---- automotive ----
  "Brake Pads": (c) =>
    `<circle cx="-60" cy="-10" r="200" fill="#9ca3af"/><circle cx="-60" cy="-10" r="190" fill="#b7bcc3"/><circle cx="-60" cy="-10" r="80" fill="#6b7280"/>${[0, 72, 144, 216, 288].map((a) => `<circle cx="-60" cy="-55" r="12" fill="#374151" transform="rotate(${a} -60 -10)"/>`).join("")}` +
    `<g transform="translate(150 120) rotate(-20)"><path d="M-120 -40 Q0 -90 120 -40 L110 40 Q0 0 -110 40 Z" fill="#3b3f46"/><path d="M-100 -30 Q0 -70 100 -30 L95 20 Q0 -10 -95 20 Z" fill="${c.m === "#f3f3f1" ? "#8a8f96" : c.d}"/></g>`,
  "Oil Filter": (c) =>
    `<ellipse cx="0" cy="-170" rx="140" ry="36" fill="#9ca3af"/><path d="M-140 -170 V180 A140 36 0 0 0 140 180 V-170 A140 36 0 0 1 -140 -170 Z" fill="${c.m}"/><ellipse cx="0" cy="-170" rx="60" ry="16" fill="#4b5563"/>` +
    `<rect x="-140" y="-60" width="280" height="130" fill="#f3f4f6"/>${text(0, 20, 48, c.dd, "FILTER")}${Array.from({ length: 9 }, (_, i) => `<rect x="${-130 + i * 30}" y="120" width="10" height="70" fill="${c.d}"/>`).join("")}<rect x="-120" y="-140" width="20" height="300" rx="10" fill="#fff" fill-opacity="0.2"/>`,
  "Spark Plug": (c) =>
    [-130, 0, 130].map((x, i) => `<g transform="translate(${x} ${i === 1 ? -20 : 10}) rotate(${-8 + i * 8})"><rect x="-14" y="-240" width="28" height="40" rx="6" fill="#9ca3af"/><path d="M-34 -200 H34 L28 -20 H-28 Z" fill="#f5f5f4"/>${[0, 1, 2, 3].map((k) => `<rect x="-36" y="${-170 + k * 30}" width="72" height="10" rx="4" fill="#e7e5e4"/>`).join("")}<path d="M-50 -20 H50 L44 50 H-44 Z" fill="${i === 1 ? c.m : "#9ca3af"}"/><rect x="-30" y="50" width="60" height="110" fill="#6b7280"/>${[0, 1, 2, 3, 4].map((k) => `<path d="M-30 ${60 + k * 20} L30 ${70 + k * 20}" stroke="#4b5563" stroke-width="6"/>`).join("")}<path d="M0 160 V190 M-20 190 H10" stroke="#6b7280" stroke-width="8"/></g>`).join(""),
  "Engine Oil": (c) =>
    `<path d="M-170 -150 H60 L170 -60 V190 Q170 212 148 212 H-148 Q-170 212 -170 190 Z" fill="${c.m}"/><path d="M60 -150 H140 Q170 -150 170 -120 V-60 H120 V-110 H60 Z" fill="${c.d}"/><rect x="-140" y="-210" width="90" height="70" rx="10" fill="${c.a}"/>` +
    `<rect x="-170" y="-20" width="340" height="150" fill="${c.a}"/>${text(0, 50, 50, "#fff", "5W-30")}${text(0, 105, 34, "#fff", "SYNTHETIC", "normal")}${gloss(-155, -130, 24, 320, 12)}`,
  "Car Battery": (c) =>
    `<rect x="-140" y="-200" width="50" height="40" rx="6" fill="#b91c1c"/><rect x="90" y="-200" width="50" height="40" rx="6" fill="#1f2937"/><path d="M-280 -170 H280 V-110 H-280 Z" fill="#2b2e33"/><rect x="-280" y="-110" width="560" height="320" rx="10" fill="${c.m}"/>` +
    `<rect x="-280" y="-20" width="560" height="120" fill="${c.a}"/>${text(0, 55, 60, "#fff", "75Ah")}${text(-115, -130, 40, "#fff", "+")}${text(115, -130, 40, "#fff", "−")}`,
};

/** Palettes a label's variants draw from (real colours for the product; others take any). */
const LABEL_PALETTES: Record<string, string[]> = {
  Smartphone: ["Black", "Blue", "Gold", "Green", "Purple", "White"],
  MacBook: ["Grey", "Gold", "Navy"],
  Earphones: ["Black", "Blue", "Pink", "Grey"],
  Sneakers: ["Black", "Red", "Blue", "Green", "Grey", "Navy"],
  "Formal Shoes": ["Black", "Brown"],
  "Cooking Oil": ["Red", "Green", "Orange", "Navy"],
  Rice: ["Red", "Green", "Navy", "Orange", "Gold"],
  Garri: ["Green", "Red", "Orange", "Navy"],
  "Soup Pack": ["Green", "Orange", "Red"],
  Television: ["Blue", "Purple", "Teal"],
  Monitor: ["Blue", "Purple", "Teal", "Orange"],
  Tablet: ["Blue", "Purple", "Teal", "Orange"],
  "Car Battery": ["Black", "Navy", "Grey"],
  "Engine Oil": ["Red", "Gold", "Navy", "Green", "Black"],
  Milk: ["Navy", "Blue", "Gold", "Red"],
  Wig: ["Black", "Brown", "Gold"],
  Generator: ["Red", "Orange", "Yellow", "Green", "Blue"],
  Refrigerator: ["Grey", "Black", "Red", "Navy"],
  Microwave: ["White", "Black", "Grey"],
  Printer: ["White", "Black", "Grey"],
  Router: ["Black", "Grey"],
};

/** Labels that have their own drawing (every child category of the demo tree has one). */
export const DRAWN_LABELS = Object.keys(DRAWINGS);

/** The drawing of one look of a label, standing on y = 210 around (0, 0), with the gradients it needs (ids end in `id`). */
export function productFigure(label: string, index: number, id = ""): { defs: string; body: string; variant: ArtVariant } {
  const draw = DRAWINGS[label];
  if (!draw) throw new Error(`No product drawing for "${label}"`);
  const v = artVariant(label, index, LABEL_PALETTES[label]);
  const m = v.main.hex;
  const ink: Ink = { m, d: shade(m, -0.22), dd: shade(m, -0.45), l: shade(m, 0.3), a: v.accent.hex, ad: shade(v.accent.hex, -0.3), al: shade(v.accent.hex, 0.45), p: v.pattern };
  const defs = `<linearGradient id="wall${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${ink.ad}"/><stop offset="1" stop-color="${ink.al}"/></linearGradient>`;
  const body = draw(ink).replace(/url\(#(wall|fab|dr|sk|bd|cs)\)/g, `url(#$1${id})`).replace(/id="(fab|dr|sk|bd|cs)"/g, `id="$1${id}"`);
  return { defs, body, variant: v };
}

/** The picture of one variant of a label, as a square SVG drawn on an 800-unit canvas and rendered at `size` pixels. */
export function productArtSvg(label: string, index: number, size = 800): { svg: string; colour: string } {
  const { defs, body, variant: v } = productFigure(label, index);
  const [bgTop, bgBottom] = v.backdrop;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 800 800">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${bgTop}"/><stop offset="0.68" stop-color="${bgTop}"/><stop offset="1" stop-color="${bgBottom}"/></linearGradient>
    <radialGradient id="spot" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#fff" stop-opacity="0.8"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>
    <radialGradient id="floor" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#000" stop-opacity="0.22"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>
    ${defs}
  </defs>
  <rect width="800" height="800" fill="url(#bg)"/>
  <ellipse cx="400" cy="360" rx="330" ry="300" fill="url(#spot)"/>
  <ellipse cx="400" cy="628" rx="290" ry="34" fill="url(#floor)"/>
  <g transform="translate(400 410) rotate(${v.tilt}) scale(${v.flip ? -1.06 : 1.06} 1.06)">${body}</g>
</svg>`;
  return { svg, colour: v.main.name };
}
