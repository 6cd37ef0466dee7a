// ad-hoc: run lighthouse once on a path, print LCP element, metrics, long tasks, network
import { spawn } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumArgs, chromiumPath } from '../e2e/support/chromium';
import { signedInCookie } from '../bench/signed-in-cookie';
const PORT = 3231;
const base = `http://localhost:${PORT}`;
const dataDir = await mkdtemp(path.join(tmpdir(), 'lh-one-'));
const server = spawn(process.execPath, ['dist/server/index.js'], { cwd: path.resolve(import.meta.dirname, '..'), env: { ...process.env, PORT: String(PORT), APP_URL: base, DATA_DIR: dataDir, LOG_LEVEL: 'warn' }, stdio: 'ignore' });
try {
  for (;;) { try { if ((await fetch(`${base}/api/health`)).ok) break; } catch {} await new Promise((r) => setTimeout(r, 50)); }
  const cookie = await signedInCookie(base, dataDir);
  for (const p of process.argv.slice(2)) {
    const c = p.startsWith('/user') ? cookie : null;
    const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: ['--headless=new', ...chromiumArgs] });
    try {
      const r = await lighthouse(`${base}${p}`, { port: chrome.port, onlyCategories: ['performance', 'accessibility'], logLevel: 'error', output: 'json', ...(c ? { extraHeaders: { Cookie: c } } : {}) });
      const { audits, categories } = r!.lhr;
      await writeFile(`/tmp/lh/${p.replace(/\//g, '_')}.json`, JSON.stringify(r!.lhr));
      console.log(`\n## ${p} perf ${categories.performance.score} a11y ${categories.accessibility.score}`);
      for (const k of ['first-contentful-paint', 'largest-contentful-paint', 'speed-index', 'total-blocking-time', 'cumulative-layout-shift', 'interactive']) console.log(k, audits[k].displayValue, audits[k].score);
      const lcpEl = (audits['largest-contentful-paint-element']?.details as any)?.items?.[0]?.items?.[0]?.node;
      console.log('LCP el:', lcpEl?.snippet, lcpEl?.selector);
      const lt = (audits['long-tasks']?.details as any)?.items ?? [];
      console.log('long tasks:', lt.map((t: any) => `${t.url?.split('/').pop()} ${Math.round(t.startTime)}+${Math.round(t.duration)}`).join(' | '));
      const net = (audits['network-requests']?.details as any)?.items ?? [];
      for (const n of net) console.log(`  net ${Math.round(n.networkRequestTime)}-${Math.round(n.networkEndTime)} ${n.transferSize} ${n.url.replace(base, '')}`);
      const bt = (audits['bootup-time']?.details as any)?.items ?? [];
      console.log('bootup:', bt.map((t: any) => `${t.url.split('/').pop()} total ${Math.round(t.total)} script ${Math.round(t.scripting)}`).join(' | '));
      for (const a of Object.values(audits) as any[]) if (a.score !== null && a.score < 1 && categories.accessibility.auditRefs.some((x: any) => x.id === a.id)) console.log('A11Y FAIL', a.id);
    } finally { chrome.kill(); }
  }
} finally { server.kill('SIGTERM'); }
