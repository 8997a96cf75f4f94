import { execFileSync } from 'node:child_process';
import { join, normalize } from 'node:path';

/** The repository's root. */
export const repoRoot = normalize(join(import.meta.dirname, '../..'));

/**
 * The repository's files, relative to its root: tracked ones and new ones git does not ignore
 * (a rule checked over the code must see a file before it is committed).
 */
export function repoFiles(filter: (file: string) => boolean = () => true): string[] {
  return execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: repoRoot,
    encoding: 'utf8',
  })
    .split('\0')
    .filter((file) => file !== '' && filter(file));
}
