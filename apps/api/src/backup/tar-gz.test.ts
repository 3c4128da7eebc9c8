import { execFileSync } from 'node:child_process';
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
