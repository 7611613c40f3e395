// Adds lockfile entries for optional platform binaries that the package
// registry this project installs from does not carry (other operating systems
// and libcs). npm skips them on this platform either way, but `npm ci` refuses a
// lockfile that does not list every optional dependency. Run after `npm install`.
import { readFileSync, writeFileSync } from 'node:fs';

const lockPath = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(lockPath, 'utf8'));
const packages = lock.packages;

const platformOf = (name) => {
  const m =
    /-(android|darwin|linux|win32|freebsd|openbsd|sunos|aix)-(x64|arm64|arm|ia32)(?:-(musl|gnu|msvc))?$/.exec(
      name,
    );
  if (!m) return null;
  const entry = { os: [m[1]], cpu: [m[2]] };
  if (m[3] === 'musl') entry.libc = ['musl'];
  return entry;
};

let added = 0;
for (const [path, meta] of Object.entries(packages)) {
  for (const [dep, version] of Object.entries(meta.optionalDependencies ?? {})) {
    const key = `node_modules/${dep}`;
    if (packages[key]) continue;
    const platform = platformOf(dep);
    if (!platform) continue;
    packages[key] = { version, ...platform, dev: meta.dev || undefined, optional: true };
    added += 1;
    console.info(`added ${key}@${version} (from ${path || 'root'})`);
  }
}
const sorted = Object.fromEntries(
  Object.entries(packages).sort(([a], [b]) =>
    a === '' ? -1 : b === '' ? 1 : a < b ? -1 : a > b ? 1 : 0,
  ),
);
lock.packages = sorted;
writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
console.info(`${added} entries added`);
