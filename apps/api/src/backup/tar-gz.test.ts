import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DamagedArchiveError, extractTarGz, isSafeArchivePath, writeTarGz } from './tar-gz.js';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'watchify-tar-'));

describe('tar.gz archives', () => {
  it('round-trips files with their checksums, as a tar that the tar command reads too', async () => {
    const big = path.join(dir, 'big.bin');
    fs.writeFileSync(big, Buffer.alloc(70_001, 7));
    const archive = path.join(dir, 'round.tar.gz');
    const longName = `data/uploads/${'x'.repeat(90)}/${'y'.repeat(60)}.webp`;
    const written = await writeTarGz(
      archive,
      [
        { path: 'database/watchify.db', file: big },
        { path: longName, content: Buffer.from('photo') },
        { path: 'data/empty', content: Buffer.alloc(0) },
      ],
      (files) => ({ path: 'manifest.json', content: Buffer.from(JSON.stringify(files)) }),
    );
    expect(written.map((f) => f.path)).toEqual(['database/watchify.db', longName, 'data/empty', 'manifest.json']);
    expect(execFileSync('tar', ['tzf', archive], { encoding: 'utf8' }).trim().split('\n')).toEqual(
      written.map((f) => f.path),
    );

    const target = fs.mkdtempSync(path.join(dir, 'out-'));
    const extracted = await extractTarGz(archive, target, () => true);
    expect(extracted).toEqual(written);
    expect(fs.readFileSync(path.join(target, 'database/watchify.db'))).toEqual(fs.readFileSync(big));
    expect(fs.readFileSync(path.join(target, longName), 'utf8')).toBe('photo');
  });

  it('has closed every file it opened once a damaged archive is refused, so nothing is written after', async () => {
    const archive = path.join(dir, 'files.tar.gz');
    const sources = Array.from({ length: 30 }, (_, i) => ({
      path: `data/uploads/d${i}/f${i}.bin`,
      content: crypto.randomBytes(20_000),
    }));
    await writeTarGz(archive, sources, () => ({ path: 'manifest.json', content: Buffer.from('{}') }));
    const bytes = fs.readFileSync(archive);
    const openUnder = (folder: string) =>
      fs.readdirSync('/proc/self/fd').filter((fd) => {
        try {
          return fs.readlinkSync(`/proc/self/fd/${fd}`).startsWith(folder);
        } catch {
          return false;
        }
      });
    for (let round = 1; round <= 10; round += 1) {
      const damaged = Buffer.from(bytes);
      const at = Math.floor((damaged.length * round) / 12);
      damaged[at] = (damaged[at] as number) ^ 0xff;
      const file = path.join(dir, `damaged-${round}.tar.gz`);
      fs.writeFileSync(file, damaged);
      const target = fs.mkdtempSync(path.join(dir, 'out-'));
      await expect(extractTarGz(file, target, () => true)).rejects.toBeInstanceOf(DamagedArchiveError);
      expect(openUnder(target), `damaged at byte ${at}`).toEqual([]);
    }
  });

  it('refuses names that could leave the target folder, and entries the caller does not accept', async () => {
    for (const name of ['../x', '/etc/passwd', 'a/../b', 'a//b', './a', 'a\\..\\b', '']) {
      expect(isSafeArchivePath(name), name).toBe(false);
    }
    const archive = path.join(dir, 'other.tar.gz');
    await writeTarGz(archive, [{ path: 'etc/cron.d/job', content: Buffer.from('x') }], () => ({
      path: 'manifest.json',
      content: Buffer.from('{}'),
    }));
    const target = fs.mkdtempSync(path.join(dir, 'out-'));
    const accept = (name: string) => name === 'manifest.json';
    await expect(extractTarGz(archive, target, accept)).rejects.toBeInstanceOf(DamagedArchiveError);
    expect(fs.existsSync(path.join(target, 'etc'))).toBe(false);
  });
});
