// Renders the public site's own images and demo video from code: no stock art, nothing
// fetched at run time. Run after changing a design here, then commit the outputs:
//
//   node --import tsx scripts/media/build-media.ts
//
// Needs Chromium (Playwright drives it to rasterise the SVG and HTML frames), `cwebp` and
// `ffmpeg` with libvpx-vp9 (Debian: apt-get install -y webp ffmpeg).
import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { company } from '#common/company';

const webDir = path.resolve(import.meta.dirname, '../../web');
const heroDir = path.join(webDir, 'assets/hero');
const mediaDir = path.join(webDir, 'public/media');

// ---------------------------------------------------------------------------------------------
// Small geometry helpers

type Point = { x: number; y: number };

/** A seeded random source, so every run draws the same picture. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const f = (n: number) => n.toFixed(1);

function cubic(p0: Point, p1: Point, p2: Point, p3: Point, t: number): Point {
  const u = 1 - t;
  return {
    x: u * u * u * p0.x + 3 * u * u * t * p1.x + 3 * u * t * t * p2.x + t * t * t * p3.x,
    y: u * u * u * p0.y + 3 * u * u * t * p1.y + 3 * u * t * t * p2.y + t * t * t * p3.y,
  };
}

function cubicTangent(p0: Point, p1: Point, p2: Point, p3: Point, t: number): Point {
  const u = 1 - t;
  const x = 3 * u * u * (p1.x - p0.x) + 6 * u * t * (p2.x - p1.x) + 3 * t * t * (p3.x - p2.x);
  const y = 3 * u * u * (p1.y - p0.y) + 6 * u * t * (p2.y - p1.y) + 3 * t * t * (p3.y - p2.y);
  const length = Math.hypot(x, y) || 1;
  return { x: x / length, y: y / length };
}

const background = (id: string, cx: string, cy: string) => `
  <radialGradient id="${id}" cx="${cx}" cy="${cy}" r="75%">
    <stop offset="0" stop-color="#12465c"/>
    <stop offset="0.55" stop-color="#0b2a3c"/>
    <stop offset="1" stop-color="#061a26"/>
  </radialGradient>`;

const glowFilter = `
  <filter id="glow" x="-20%" y="-20%" width="140%" height="140%">
    <feGaussianBlur stdDeviation="7"/>
  </filter>
  <filter id="haze" x="-20%" y="-20%" width="140%" height="140%">
    <feGaussianBlur stdDeviation="18"/>
  </filter>`;

// ---------------------------------------------------------------------------------------------
// Hero 1: an arterial tree with an occlusion and a stent retriever (acute ischaemic stroke)

function strokeHero(): string {
  const rand = random(7);
  const live: string[] = [];
  const dim: string[] = [];
  let clot: { at: Point; angle: number; width: number } | null = null;
  let dimmed = false;

  function branch(from: Point, angle: number, length: number, width: number, depth: number) {
    const bend = (rand() - 0.5) * 0.7;
    const to = {
      x: from.x + Math.cos(angle) * length,
      y: from.y + Math.sin(angle) * length,
    };
    const control = {
      x: from.x + Math.cos(angle + bend) * length * 0.55,
      y: from.y + Math.sin(angle + bend) * length * 0.55,
    };
    const d = `M${f(from.x)} ${f(from.y)}Q${f(control.x)} ${f(control.y)} ${f(to.x)} ${f(to.y)}`;
    // The first upper branch of the second division is occluded: everything past it is dim.
    const occludeHere = depth === 2 && clot === null && angle < -1.9;
    const target = occludeHere || dimmed ? dim : live;
    target.push(`<path d="${d}" stroke-width="${f(width)}"/>`);
    if (occludeHere) clot = { at: to, angle, width };
    if (depth >= 7 || length < 26) return;
    const wasDimmed = dimmed;
    if (occludeHere) dimmed = true;
    const spread = 0.42 + rand() * 0.3;
    const children = rand() < 0.22 && depth > 2 ? 3 : 2;
    for (let i = 0; i < children; i++) {
      const side = children === 2 ? (i === 0 ? -1 : 1) : i - 1;
      branch(
        to,
        angle + side * spread + (rand() - 0.5) * 0.25,
        length * (0.7 + rand() * 0.14),
        Math.max(1.6, width * (0.66 + rand() * 0.1)),
        depth + 1,
      );
    }
    dimmed = wasDimmed;
  }
  branch({ x: 1650, y: 1120 }, -1.95, 300, 30, 0);
  branch({ x: 1800, y: 1120 }, -1.2, 230, 20, 1);

  // The clot sits in the vessel; the retriever's cells open around it.
  const c = clot as { at: Point; angle: number; width: number } | null;
  let device = '';
  if (c) {
    const along = { x: Math.cos(c.angle), y: Math.sin(c.angle) };
    const normal = { x: -along.y, y: along.x };
    const cells: string[] = [];
    const cellCount = 7;
    const cellLength = 30;
    const radius = c.width * 0.9;
    const start = { x: c.at.x - along.x * 90, y: c.at.y - along.y * 90 };
    for (let row = -1; row <= 1; row += 2) {
      const points: string[] = [];
      for (let i = 0; i <= cellCount * 2; i++) {
        const offset = (i % 2 === 0 ? row : -row) * radius;
        const p = {
          x: start.x + (along.x * (i * cellLength)) / 2 + normal.x * offset,
          y: start.y + (along.y * (i * cellLength)) / 2 + normal.y * offset,
        };
        points.push(`${f(p.x)},${f(p.y)}`);
      }
      cells.push(`<polyline points="${points.join(' ')}"/>`);
    }
    const wire = {
      x: start.x - along.x * 160,
      y: start.y - along.y * 160,
    };
    device = `
      <g fill="none" stroke="#e2e8f0" stroke-width="2.2" stroke-linejoin="round" opacity="0.9">
        ${cells.join('')}
        <line x1="${f(wire.x)}" y1="${f(wire.y)}" x2="${f(start.x)}" y2="${f(start.y)}" stroke-width="2.6"/>
      </g>
      <ellipse cx="${f(c.at.x - along.x * 20)}" cy="${f(c.at.y - along.y * 20)}"
        rx="${f(c.width * 1.9)}" ry="${f(c.width * 0.95)}"
        transform="rotate(${f((c.angle * 180) / Math.PI)} ${f(c.at.x - along.x * 20)} ${f(c.at.y - along.y * 20)})"
        fill="url(#clot)"/>`;
  }

  return `<svg xmlns="http://www.w3.org/2000/svg" width="1920" height="1080" viewBox="0 0 1920 1080">
  <defs>
    ${background('bg', '78%', '55%')}
    ${glowFilter}
    <linearGradient id="vessel" x1="0" y1="1" x2="0.4" y2="0">
      <stop offset="0" stop-color="#14b8a6"/>
      <stop offset="1" stop-color="#5eead4"/>
    </linearGradient>
    <radialGradient id="clot">
      <stop offset="0" stop-color="#f59e0b"/>
      <stop offset="0.6" stop-color="#b45309"/>
      <stop offset="1" stop-color="#7c2d12"/>
    </radialGradient>
  </defs>
  <rect width="1920" height="1080" fill="url(#bg)"/>
  <g fill="none" stroke-linecap="round">
    <g stroke="#14b8a6" opacity="0.35" filter="url(#glow)">${live.join('')}</g>
    <g stroke="url(#vessel)" opacity="0.85">${live.join('')}</g>
    <g stroke="#4d8aa4" opacity="0.28">${dim.join('')}</g>
  </g>
  ${device}
</svg>`;
}

// ---------------------------------------------------------------------------------------------
// Hero 2: a parent artery with a saccular aneurysm, bridged by a braided flow diverter

function aneurysmHero(): string {
  const p0 = { x: 820, y: 1180 };
  const p1 = { x: 1180, y: 760 };
  const p2 = { x: 1320, y: 300 };
  const p3 = { x: 1980, y: 180 };
  const vessel = `M${p0.x} ${p0.y}C${p1.x} ${p1.y} ${p2.x} ${p2.y} ${p3.x} ${p3.y}`;

  // The sac grows from the outer wall of the bend.
  const neckT = 0.5;
  const neck = cubic(p0, p1, p2, p3, neckT);
  const tangent = cubicTangent(p0, p1, p2, p3, neckT);
  const outward = { x: tangent.y, y: -tangent.x };
  const sac = { x: neck.x + outward.x * 112, y: neck.y + outward.y * 112 };

  // Two families of helical wires over the neck make the braid.
  const wires: string[] = [];
  const radius = 44;
  const strands = 6;
  for (const direction of [1, -1]) {
    for (let s = 0; s < strands; s++) {
      const points: string[] = [];
      for (let i = 0; i <= 120; i++) {
        const t = 0.3 + (0.42 * i) / 120;
        const p = cubic(p0, p1, p2, p3, t);
        const d = cubicTangent(p0, p1, p2, p3, t);
        const n = { x: -d.y, y: d.x };
        const phase = direction * t * 70 + (s * 2 * Math.PI) / strands;
        const offset = Math.sin(phase) * radius;
        points.push(`${f(p.x + n.x * offset)},${f(p.y + n.y * offset)}`);
      }
      wires.push(`<polyline points="${points.join(' ')}"/>`);
    }
  }

  // Streamlines: steady along the artery, slow and curling inside the sac.
  const streams: string[] = [];
  for (const lane of [-26, -9, 9, 26]) {
    const points: string[] = [];
    for (let i = 0; i <= 80; i++) {
      const t = i / 80;
      const p = cubic(p0, p1, p2, p3, t);
      const d = cubicTangent(p0, p1, p2, p3, t);
      points.push(`${f(p.x - d.y * lane)},${f(p.y + d.x * lane)}`);
    }
    streams.push(`<polyline points="${points.join(' ')}"/>`);
  }
  const swirl = [60, 95].map(
    (r) =>
      `<circle cx="${f(sac.x)}" cy="${f(sac.y)}" r="${r}" stroke-dasharray="10 18" opacity="0.45"/>`,
  );

  // A few faint distal vessels give depth.
  const rand = random(11);
  const faint: string[] = [];
  for (let i = 0; i < 14; i++) {
    const x = 900 + rand() * 1000;
    const y = rand() * 1080;
    const a = rand() * Math.PI * 2;
    const l = 160 + rand() * 260;
    const cx = x + Math.cos(a + 0.6) * l * 0.5;
    const cy = y + Math.sin(a + 0.6) * l * 0.5;
    faint.push(
      `<path d="M${f(x)} ${f(y)}Q${f(cx)} ${f(cy)} ${f(x + Math.cos(a) * l)} ${f(y + Math.sin(a) * l)}" stroke-width="${f(3 + rand() * 6)}"/>`,
    );
  }

  return `<svg xmlns="http://www.w3.org/2000/svg" width="1920" height="1080" viewBox="0 0 1920 1080">
  <defs>
    ${background('bg', '70%', '40%')}
    ${glowFilter}
    <radialGradient id="sac" cx="0.4" cy="0.35" r="0.7">
      <stop offset="0" stop-color="#2c6b86"/>
      <stop offset="1" stop-color="#0d374a"/>
    </radialGradient>
  </defs>
  <rect width="1920" height="1080" fill="url(#bg)"/>
  <g fill="none" stroke="#2c6b86" stroke-linecap="round" opacity="0.45" filter="url(#haze)">${faint.join('')}</g>
  <circle cx="${f(sac.x)}" cy="${f(sac.y)}" r="118" fill="url(#sac)" stroke="#4d8aa4" stroke-width="6"/>
  <g fill="none" stroke-linecap="round">
    <path d="${vessel}" stroke="#14b8a6" stroke-width="120" opacity="0.25" filter="url(#glow)"/>
    <path d="${vessel}" stroke="#1b566f" stroke-width="104"/>
    <path d="${vessel}" stroke="#2c6b86" stroke-width="84"/>
    <path d="${vessel}" stroke="#4d8aa4" stroke-width="18" opacity="0.6" transform="translate(-14 -10)"/>
  </g>
  <g fill="none" stroke="#5eead4" stroke-width="2">${swirl.join('')}</g>
  <g fill="none" stroke="#5eead4" stroke-width="2" stroke-dasharray="26 20" opacity="0.55">${streams.join('')}</g>
  <g fill="none" stroke="#e2e8f0" stroke-width="2" opacity="0.85">${wires.join('')}</g>
</svg>`;
}

// ---------------------------------------------------------------------------------------------
// Demo video: title cards and a five-step diagram

const steps = [
  { title: 'Register', text: 'Create an account with your email address.' },
  { title: 'Confirm email', text: 'Open the link we send you to confirm your address.' },
  { title: 'Sign agreement', text: 'Sign the invention agreement electronically, once.' },
  { title: 'Submit idea', text: 'Describe your idea confidentially; attach a file if it helps.' },
  { title: 'Track status', text: 'Follow its status in your dashboard as our staff review it.' },
];

const cardStyle = `
  * { margin: 0; box-sizing: border-box; }
  body { width: 1280px; height: 720px; overflow: hidden; font-family: 'Liberation Sans', 'DejaVu Sans', sans-serif;
    color: #fff; background: radial-gradient(circle at 70% 40%, #12465c 0, #0b2a3c 55%, #061a26 100%); }
  .frame { position: absolute; inset: 0; padding: 64px 80px; display: flex; flex-direction: column; }
  .brand { font-size: 22px; font-weight: 700; color: #5eead4; letter-spacing: 0.04em; text-transform: uppercase; }
  .center { flex: 1; display: flex; flex-direction: column; justify-content: center; gap: 24px; }
  h1 { font-size: 64px; line-height: 1.1; font-weight: 700; max-width: 960px; }
  p.lead { font-size: 30px; color: #d6e7ee; max-width: 900px; line-height: 1.35; }
  .steps { display: flex; justify-content: space-between; position: relative; margin-top: 8px; }
  .steps::before { content: ''; position: absolute; left: 60px; right: 60px; top: 36px; height: 4px; background: #2c6b86; }
  .step { width: 220px; display: flex; flex-direction: column; align-items: center; gap: 14px; position: relative; }
  .dot { width: 76px; height: 76px; border-radius: 50%; display: grid; place-items: center; font-size: 32px; font-weight: 700;
    background: #0d374a; border: 4px solid #4d8aa4; color: #aecfdc; }
  .done .dot { background: #0e6b78; border-color: #5eead4; color: #fff; }
  .now .dot { background: #5eead4; border-color: #fff; color: #061a26; transform: scale(1.18); }
  .label { font-size: 24px; color: #aecfdc; text-align: center; }
  .now .label { color: #fff; font-weight: 700; }
  .explain { margin-top: 56px; font-size: 34px; text-align: center; color: #fff; }`;

function card(body: string): string {
  return `<!doctype html><html><head><meta charset="utf-8"><style>${cardStyle}</style></head>
  <body><div class="frame"><div class="brand">${company.name}</div>${body}</div></body></html>`;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

interface Card {
  html: string;
  seconds: number;
  caption: string;
}

function videoCards(): Card[] {
  const intro: Card = {
    seconds: 2.6,
    caption: 'From bedside insight to better devices.',
    html: card(`<div class="center"><h1>From bedside insight to better devices</h1>
      <p class="lead">How to share an idea with our neurovascular engineering team.</p></div>`),
  };
  const stepCards: Card[] = steps.map((step, i) => ({
    seconds: 2.4,
    caption: `Step ${i + 1} of 5: ${step.title}. ${step.text}`,
    html: card(
      `<div class="center"><div class="steps">${steps
        .map(
          (s, j) => `<div class="step ${j < i ? 'done' : j === i ? 'now' : ''}">
          <div class="dot">${j + 1}</div><div class="label">${escapeHtml(s.title)}</div></div>`,
        )
        .join('')}</div><p class="explain">${escapeHtml(step.text)}</p></div>`,
    ),
  }));
  const outro: Card = {
    seconds: 2.6,
    caption: 'Your insight. Our engineering. Better outcomes for patients.',
    html: card(`<div class="center"><h1>Your insight. Our engineering.<br>Better outcomes for patients.</h1>
      <p class="lead">Register to submit your idea.</p></div>`),
  };
  return [intro, ...stepCards, outro];
}

const FADE = 0.5;

function timestamp(seconds: number): string {
  const ms = Math.round(seconds * 1000);
  const h = Math.floor(ms / 3_600_000);
  const m = Math.floor((ms % 3_600_000) / 60_000);
  const s = Math.floor((ms % 60_000) / 1000);
  const pad = (n: number, w = 2) => String(n).padStart(w, '0');
  return `${pad(h)}:${pad(m)}:${pad(s)}.${pad(ms % 1000, 3)}`;
}

/** Captions whose cues change halfway through each cross-fade. */
function captions(cards: Card[]): string {
  const cues: string[] = [];
  // Card i appears at the sum of the earlier cards' lengths, less one fade per earlier card.
  let appears = 0;
  let cueStart = 0;
  cards.forEach((c, i) => {
    const isLast = i === cards.length - 1;
    const cueEnd = isLast ? appears + c.seconds : appears + c.seconds - FADE / 2;
    cues.push(`${timestamp(cueStart)} --> ${timestamp(cueEnd)}\n${c.caption}`);
    appears += c.seconds - FADE;
    cueStart = cueEnd;
  });
  return `WEBVTT\n\n${cues.join('\n\n')}\n`;
}

// ---------------------------------------------------------------------------------------------

async function screenshot(page: Page, html: string, file: string, width: number, height: number) {
  await page.setViewportSize({ width, height });
  await page.setContent(html);
  await page.screenshot({ path: file, type: 'png' });
}

async function main() {
  const work = await mkdtemp(path.join(tmpdir(), 'portal-media-'));
  await mkdir(heroDir, { recursive: true });
  await mkdir(mediaDir, { recursive: true });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--font-render-hinting=none'],
  });
  try {
    const page = await browser.newPage();
    const run = (cmd: string, args: string[]) => execFileSync(cmd, args, { stdio: 'inherit' });

    // Hero backgrounds: WebP at three widths for srcset.
    for (const [name, svg] of [
      ['hero-stroke', strokeHero()],
      ['hero-aneurysm', aneurysmHero()],
    ] as const) {
      const png = path.join(work, `${name}.png`);
      const html = `<!doctype html><html><body style="margin:0">${svg}</body></html>`;
      await screenshot(page, html, png, 1920, 1080);
      for (const width of [640, 960, 1280, 1920]) {
        const out = path.join(heroDir, `${name}-${width}.webp`);
        run('cwebp', [
          '-quiet',
          '-q',
          '62',
          '-m',
          '6',
          '-resize',
          String(width),
          '0',
          png,
          '-o',
          out,
        ]);
      }
    }

    // Demo video: one PNG per card, cross-faded into a VP9 WebM.
    const cards = videoCards();
    const frames: string[] = [];
    for (const [i, c] of cards.entries()) {
      const png = path.join(work, `card-${i}.png`);
      await screenshot(page, c.html, png, 1280, 720);
      frames.push(png);
    }
    const inputs = cards.flatMap((c, i) => [
      '-loop',
      '1',
      '-framerate',
      '24',
      '-t',
      String(c.seconds),
      '-i',
      frames[i]!,
    ]);
    const chain: string[] = [];
    let offset = 0;
    let last = '[0:v]';
    for (let i = 1; i < cards.length; i++) {
      offset += cards[i - 1]!.seconds - FADE;
      const out = `[v${i}]`;
      chain.push(
        `${last}[${i}:v]xfade=transition=fade:duration=${FADE}:offset=${offset.toFixed(2)}${out}`,
      );
      last = out;
    }
    chain.push(`${last}format=yuv420p[out]`);
    const webm = path.join(mediaDir, 'portal-demo.webm');
    run('ffmpeg', [
      '-y',
      '-loglevel',
      'error',
      ...inputs,
      '-filter_complex',
      chain.join(';'),
      '-map',
      '[out]',
      '-an',
      '-c:v',
      'libvpx-vp9',
      '-b:v',
      '0',
      '-crf',
      '42',
      '-row-mt',
      '1',
      '-deadline',
      'good',
      webm,
    ]);
    run('cwebp', [
      '-quiet',
      '-q',
      '70',
      '-m',
      '6',
      frames[0]!,
      '-o',
      path.join(mediaDir, 'portal-demo-poster.webp'),
    ]);
    await writeFile(path.join(mediaDir, 'portal-demo.en.vtt'), captions(cards));

    const total = cards.reduce((sum, c) => sum + c.seconds, 0) - FADE * (cards.length - 1);
    console.log(`video: ${total.toFixed(1)} s, ${(await stat(webm)).size} bytes`);
  } finally {
    await browser.close();
    await rm(work, { recursive: true, force: true });
  }
}

await main();
