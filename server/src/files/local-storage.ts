import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { Storage, StoredEntry, StoredFile } from './storage';
import { isValidStorageKey } from './storage-keys';

/** Files on the local disk under one folder (DATA_DIR/uploads by default). */
export class LocalStorage implements Storage {
  constructor(private readonly root: string) {}

  get description(): string {
    return `local disk, ${this.root}`;
  }

  private pathFor(key: string): string {
    if (!isValidStorageKey(key)) throw new Error(`Refused storage key ${JSON.stringify(key)}`);
    return path.join(this.root, key);
  }

  async put(key: string, data: Buffer): Promise<void> {
    await this.writeAside(key, (handle) => handle.writeFile(data));
  }

  async putFile(key: string, file: string): Promise<void> {
    // Copied by the kernel into the file the handle has open: none of it passes through the server's memory.
    await this.writeAside(key, (_handle, temporary) => fs.copyFile(file, temporary));
  }

  /** Written aside, flushed, then renamed: a crash never leaves a half-written file under the real key. */
  private async writeAside(
    key: string,
    write: (handle: fs.FileHandle, temporary: string) => Promise<void>,
  ): Promise<void> {
    const target = this.pathFor(key);
    // Private to the server's user: a certification file is a medical document.
    await fs.mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
    const temporary = `${target}.${randomBytes(6).toString('hex')}.tmp`;
    const handle = await fs.open(temporary, 'w', 0o600);
    try {
      await write(handle, temporary);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await fs.rename(temporary, target);
  }

  async get(key: string): Promise<StoredFile | null> {
    if (!isValidStorageKey(key)) return null;
    const file = this.pathFor(key);
    try {
      const stat = await fs.stat(file);
      return { stream: createReadStream(file), size: stat.size };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await fs.rm(this.pathFor(key), { force: true });
  }

  async *list(): AsyncIterable<StoredEntry> {
    const entries = await fs
      .readdir(this.root, { recursive: true, withFileTypes: true })
      .catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return [];
        throw error;
      });
    for (const entry of entries) {
      if (!entry.isFile()) continue;
      const key = path.relative(this.root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/');
      if (!isValidStorageKey(key)) continue;
      const stat = await fs.stat(path.join(this.root, key)).catch(() => null);
      if (stat) yield { key, modifiedAt: stat.mtime };
    }
  }

  /** The folder is there (made if not, as the first upload would) and this process may write in it. */
  async ready(): Promise<void> {
    await fs.mkdir(this.root, { recursive: true, mode: 0o700 });
    await fs.access(this.root, fs.constants.R_OK | fs.constants.W_OK | fs.constants.X_OK);
  }

  close(): void {
    // Nothing held open between calls.
  }
}
