// A real, playable MP3 of silence (issue 15 #5): MPEG-1 Layer III frames at 32 kbit/s, 48 kHz, mono. At that
// rate a frame is exactly 96 bytes (144 × 32000 / 48000, no padding) and holds 1152 samples (24 ms). A frame
// whose side information is all zeros has no coded samples, which every decoder plays as silence. An ID3v2.3
// tag in front carries the title, so a player shows what the file is.

const FRAME_BYTES = 96;
const SAMPLES_PER_FRAME = 1152;
const SAMPLE_RATE = 48_000;
/** Sync word, MPEG-1, Layer III, no CRC | bitrate index 1 (32 kbit/s), 48 kHz, no padding | mono. */
const HEADER = [0xff, 0xfb, 0x14, 0xc0] as const;

/** An ID3v2.3 tag holding a TIT2 (title) frame in ISO-8859-1 (characters outside it become '?'). */
function id3Title(title: string): Buffer {
  const text = Buffer.from([...title].map((ch) => (ch.charCodeAt(0) <= 0xff ? ch : '?')).join(''), 'latin1');
  const frame = Buffer.alloc(10 + 1 + text.length);
  frame.write('TIT2', 0, 'latin1');
  frame.writeUInt32BE(1 + text.length, 4);
  frame[10] = 0; // ISO-8859-1
  text.copy(frame, 11);
  const header = Buffer.alloc(10);
  header.write('ID3', 0, 'latin1');
  header[3] = 3; // version 2.3
  const size = frame.length; // a syncsafe integer: 7 bits per byte
  header[6] = (size >> 21) & 0x7f;
  header[7] = (size >> 14) & 0x7f;
  header[8] = (size >> 7) & 0x7f;
  header[9] = size & 0x7f;
  return Buffer.concat([header, frame]);
}

export function frameCount(seconds: number): number {
  return Math.ceil((seconds * SAMPLE_RATE) / SAMPLES_PER_FRAME);
}

export function silentMp3(seconds: number, title: string): Buffer {
  const frames = frameCount(seconds);
  const audio = Buffer.alloc(frames * FRAME_BYTES);
  for (let i = 0; i < frames; i++) audio.set(HEADER, i * FRAME_BYTES);
  return Buffer.concat([id3Title(title), audio]);
}
