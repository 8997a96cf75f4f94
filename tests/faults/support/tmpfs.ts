/**
 * A small tmpfs for a fault test (root only, as CI runs): `mountTmpfs(dir, '200k')` mounts it,
 * `unmount(dir)` removes it again (lazily, so a process still holding a file cannot keep it).
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';

export const isRoot = () => process.getuid?.() === 0;

export function mountTmpfs(dir: string, size: string) {
  mkdirSync(dir, { recursive: true });
  execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${size},mode=0777`, 'tmpfs', dir]);
}

/** Grows or shrinks a mounted tmpfs (a full disk gets room again). */
export function resizeTmpfs(dir: string, size: string) {
  execFileSync('mount', ['-o', `remount,size=${size}`, dir]);
}

export const isMounted = (dir: string) =>
  readFileSync('/proc/mounts', 'utf8')
    .split('\n')
    .some((l) => l.split(' ')[1] === dir);

export function unmount(dir: string) {
  if (isMounted(dir)) execFileSync('umount', ['-l', dir]);
}
