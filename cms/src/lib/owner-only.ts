/**
 * Files other local users must not read: the SQLite database with its WAL and shared-memory files, and the
 * folder where uploads wait while their request is handled. Created (or corrected) owner-only: 0600 files, 0700
 * folders. SQLite creates the -wal and -shm files with the database file's own permissions.
 */
import fs from 'node:fs';
import path from 'node:path';

export const OWNER_FILE_MODE = 0o600;
export const OWNER_DIR_MODE = 0o700;

/** The SQLite file (created empty when absent, which SQLite accepts as a new database) and its companions: 0600. */
export function ownerOnlyDatabase(filename: string): void {
  fs.mkdirSync(path.dirname(filename), { recursive: true });
  fs.closeSync(fs.openSync(filename, 'a', OWNER_FILE_MODE));
  for (const file of [filename, `${filename}-wal`, `${filename}-shm`, `${filename}-journal`])
    if (fs.existsSync(file)) fs.chmodSync(file, OWNER_FILE_MODE);
}

/**
 * The folder where multipart uploads wait (formidable writes them with the process's umask, 0644 by default): a
 * folder of this user's own inside `parent` (UPLOAD_TMP_DIR or the OS temp folder, never changed itself), 0700.
 * A folder of that name owned by another user, or a symlink, is refused: it would hand them the uploads.
 */
export function ownerOnlyTempDir(parent: string): string {
  const uid = process.getuid?.() ?? 0;
  const dir = path.join(parent, `cadmax-uploads-${uid}`);
  fs.mkdirSync(dir, { recursive: true, mode: OWNER_DIR_MODE });
  const stat = fs.lstatSync(dir);
  if (!stat.isDirectory() || (process.getuid && stat.uid !== uid))
    throw new Error(`${dir} is not a folder of this user's own: refusing to keep uploads there.`);
  fs.chmodSync(dir, OWNER_DIR_MODE);
  return dir;
}
