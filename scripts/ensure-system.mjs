#!/usr/bin/env node
// What the test run needs from the system, checked (and installed where we may) before it runs:
// - Chromium for Playwright (Debian's package; CHROMIUM_PATH wins when set). Required.
// - CJK fonts, so screenshots are readable. Installed when possible, otherwise a warning.
// - xmllint (libxml2-utils) and tv_validate_file (xmltv-util) for the XMLTV checks. Same.
// - ffmpeg: optional (media probing falls back to a pure-JavaScript MP4 reader).
// Installs use apt-get when running as root or with passwordless sudo; never a browser download.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';

import { fileURLToPath } from 'node:url';

export const has = (cmd) => spawnSync('sh', ['-c', `command -v ${cmd}`], { stdio: 'ignore' }).status === 0;
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const sudo = !isRoot && has('sudo') && spawnSync('sudo', ['-n', 'true'], { stdio: 'ignore' }).status === 0;
/** apt-get is there and we may use it (root, or passwordless sudo). */
export const canInstall = has('apt-get') && (isRoot || sudo);

/**
 * Installs Debian packages through apt-get (as root or with passwordless sudo): the lists are
 * refreshed first, and one unavailable package does not keep the others out. Also used by
 * scripts/scan.mjs for sqlmap and wapiti. Returns false when installing is not possible here.
 */
export function aptInstall(pkgs) {
  if (!canInstall || !pkgs.length) return false;
  console.log(`[system] installing from Debian: ${pkgs.join(' ')}`);
  // Another install (a second test run, the system's own updates) may hold dpkg's lock: wait for
  // it (up to 10 minutes) instead of failing at once.
  const run = ([tool, ...rest]) => {
    const args = [tool, '-o', 'DPkg::Lock::Timeout=600', ...rest];
    const cmd = sudo ? 'sudo' : args[0];
    const argv = sudo ? ['-n', ...args] : args.slice(1);
    execFileSync(cmd, argv, { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  };
  try {
    run(['apt-get', 'update', '-qq']);
  } catch {
    console.warn('[system] apt-get update failed; trying the install with the current lists');
  }
  try {
    run(['apt-get', 'install', '-y', '-qq', '--no-install-recommends', ...pkgs]);
  } catch {
    // one unavailable package must not keep the others out
    for (const pkg of pkgs) {
      try {
        run(['apt-get', 'install', '-y', '-qq', '--no-install-recommends', pkg]);
      } catch {
        console.warn(`[system] apt-get install ${pkg} failed`);
      }
    }
  }
  return true;
}

function fontsOk() {
  if (!has('fc-list')) return false;
  const out = spawnSync('fc-list', [], { encoding: 'utf8' }).stdout ?? '';
  return /wqy|noto.*cjk|source han|droid sans fallback/i.test(out);
}

function main() {
  const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
  const wants = [
    { what: 'Chromium (Playwright)', pkg: 'chromium', ok: () => fs.existsSync(chromium), required: true },
    { what: 'CJK fonts (screenshots)', pkg: 'fonts-wqy-microhei', ok: fontsOk, required: false },
    { what: 'xmllint (XMLTV DTD check)', pkg: 'libxml2-utils', ok: () => has('xmllint'), required: false },
    { what: 'tv_validate_file (XMLTV check)', pkg: 'xmltv-util', ok: () => has('tv_validate_file'), required: false },
    { what: 'ffmpeg (media probing; optional)', pkg: 'ffmpeg', ok: () => has('ffprobe'), required: false },
  ];

  const missing = wants.filter((w) => !w.ok());
  if (missing.length === 0) {
    console.log('[system] Chromium, CJK fonts, xmllint, tv_validate_file and ffmpeg are present.');
    process.exit(0);
  }
  if (process.env.CHROMIUM_PATH && !fs.existsSync(chromium)) {
    console.error(`[system] CHROMIUM_PATH=${chromium} does not exist.`);
    process.exit(1);
  }
  aptInstall(missing.map((w) => w.pkg));
  let failed = false;
  for (const w of wants) {
    if (w.ok()) continue;
    if (w.required) {
      failed = true;
      console.error(
        `[system] ${w.what} is missing. Install it with \`sudo apt-get install -y ${w.pkg}\` ` +
          '(or set CHROMIUM_PATH to a Chromium binary); no test tool downloads a browser.',
      );
    } else {
      console.warn(`[system] ${w.what} is missing (apt-get install -y ${w.pkg}); the checks that need it are skipped with a printed reason.`);
    }
  }
  process.exit(failed ? 1 : 0);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main();
