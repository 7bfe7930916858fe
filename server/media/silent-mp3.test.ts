// The demo MP3 is a real MPEG-1 Layer III stream: an ID3v2.3 tag, then back-to-back frames whose headers say
// 32 kbit/s, 48 kHz, mono, each exactly as long as that rate demands; and the start-up writes each missing file
// once, never over a file that is there.
import { mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DOWNLOAD_PAGES, downloadPath } from '../../domain/downloads.ts';
import { ensureDemoDownloads } from './demo-downloads.ts';
import { frameCount, silentMp3 } from './silent-mp3.ts';

const BITRATES_V1_L3 = [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320];
const RATES_V1 = [44100, 48000, 32000];

/** Walks the frames the way a decoder syncs: header → frame length → next header. Returns the frame count. */
function walkFrames(mp3: Buffer): { frames: number; seconds: number } {
  expect(mp3.subarray(0, 3).toString('latin1')).toBe('ID3');
  const tagSize = (mp3[6]! << 21) | (mp3[7]! << 14) | (mp3[8]! << 7) | mp3[9]!;
  let offset = 10 + tagSize;
  let frames = 0;
  let samples = 0;
  let rate = 0;
  while (offset < mp3.length) {
    const h = mp3.readUInt32BE(offset);
    expect(h >>> 21, `sync at ${offset}`).toBe(0x7ff);
    expect((h >>> 19) & 3, 'MPEG-1').toBe(3);
    expect((h >>> 17) & 3, 'Layer III').toBe(1);
    const bitrate = BITRATES_V1_L3[(h >>> 12) & 15]! * 1000;
    rate = RATES_V1[(h >>> 10) & 3]!;
    const padding = (h >>> 9) & 1;
    const length = Math.floor((144 * bitrate) / rate) + padding;
    offset += length;
    frames++;
    samples += 1152;
  }
  expect(offset).toBe(mp3.length);
  return { frames, seconds: samples / rate };
}

describe('silentMp3', () => {
  it.each([1, 4, 6])('%i seconds: whole frames covering the time', (seconds) => {
    const mp3 = silentMp3(seconds, 'Leeswijzer - test');
    const { frames, seconds: length } = walkFrames(mp3);
    expect(frames).toBe(frameCount(seconds));
    expect(length).toBeGreaterThanOrEqual(seconds);
    expect(length - seconds).toBeLessThan(0.024);
  });

  it('carries the title in a TIT2 frame', () => {
    const mp3 = silentMp3(1, 'Leeswijzer - placebo');
    expect(mp3.subarray(10, 14).toString('latin1')).toBe('TIT2');
    expect(mp3.toString('latin1')).toContain('Leeswijzer - placebo');
  });
});

describe('ensureDemoDownloads', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('writes every missing file once and keeps a file that is there', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'lw-media-'));
    dirs.push(dir);
    const all = Object.values(DOWNLOAD_PAGES).flat().map(downloadPath);
    const mine = all[0]!;
    ensureDemoDownloads(dir);
    writeFileSync(path.join(dir, mine), 'staff recording');
    rmSync(path.join(dir, all[1]!));
    expect(ensureDemoDownloads(dir)).toEqual([all[1]]);
    expect(readFileSync(path.join(dir, mine), 'utf8')).toBe('staff recording');
    for (const file of all) expect(existsSync(path.join(dir, file)), file).toBe(true);
    expect(ensureDemoDownloads(dir)).toEqual([]);
  });
});
