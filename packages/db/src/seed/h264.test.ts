import { ALL_FORMATS, BufferSource, EncodedPacketSink, Input } from 'mediabunny';
import { describe, expect, it } from 'vitest';
import { encodeMp4, rgbToYuv, type YuvFrame } from './h264';

/**
 * The video writer checked from the other side: the MP4 is read back with mediabunny and every
 * picture decoded by a reader of the H.264 syntax it uses (slice headers, skip runs, I_PCM), so a
 * wrong bit anywhere shows as a wrong sample. Chromium plays the same files in e2e/content.spec.ts.
 */

class Reader {
  private bit = 0;
  constructor(private readonly bytes: Uint8Array) {}
  u(n: number): number {
    let v = 0;
    for (let i = 0; i < n; i++) {
      const byte = this.bytes[this.bit >> 3]!;
      v = (v << 1) | ((byte >> (7 - (this.bit & 7))) & 1);
      this.bit++;
    }
    return v;
  }
  ue(): number {
    let zeros = 0;
    while (this.u(1) === 0) zeros++;
    return (1 << zeros) - 1 + this.u(zeros);
  }
  se(): number {
    const k = this.ue();
    return k % 2 ? (k + 1) / 2 : k === 0 ? 0 : -k / 2;
  }
  align() {
    while (this.bit & 7) expect(this.u(1)).toBe(0);
  }
  byte() {
    return this.u(8);
  }
  get left() {
    return this.bytes.length * 8 - this.bit;
  }
}

/** The payload of a NAL unit without its emulation-prevention bytes. */
const rbsp = (nal: Uint8Array) => {
  const out: number[] = [];
  for (let i = 1; i < nal.length; i++) {
    if (i >= 3 && nal[i] === 3 && nal[i - 1] === 0 && nal[i - 2] === 0) continue;
    out.push(nal[i]!);
  }
  return Uint8Array.from(out);
};

const decode = (sample: Uint8Array, prev: YuvFrame | null, w: number, h: number): YuvFrame => {
  const length = new DataView(sample.buffer, sample.byteOffset).getUint32(0);
  expect(length).toBe(sample.length - 4);
  const nal = sample.subarray(4);
  const idr = (nal[0]! & 0x1f) === 5;
  expect(idr).toBe(prev === null);
  const r = new Reader(rbsp(nal));
  expect(r.ue()).toBe(0); // first_mb_in_slice
  expect(r.ue()).toBe(idr ? 7 : 5);
  expect(r.ue()).toBe(0);
  r.u(4); // frame_num
  if (idr) r.ue();
  else r.u(2);
  r.u(idr ? 2 : 1);
  expect(r.se()).toBe(0);
  expect(r.ue()).toBe(1);
  const f: YuvFrame = prev
    ? { width: w, height: h, y: prev.y.slice(), u: prev.u.slice(), v: prev.v.slice() }
    : {
        width: w,
        height: h,
        y: new Uint8Array(w * h),
        u: new Uint8Array((w * h) / 4),
        v: new Uint8Array((w * h) / 4),
      };
  const total = (w / 16) * (h / 16);
  for (let mb = 0; mb < total; mb++) {
    if (!idr) {
      mb += r.ue();
      if (mb >= total) break;
    }
    expect(r.ue()).toBe(idr ? 25 : 30);
    r.align();
    const mx = mb % (w / 16);
    const my = Math.floor(mb / (w / 16));
    for (let j = 0; j < 16; j++)
      for (let i = 0; i < 16; i++) f.y[(my * 16 + j) * w + mx * 16 + i] = r.byte();
    for (const plane of [f.u, f.v])
      for (let j = 0; j < 8; j++)
        for (let i = 0; i < 8; i++) plane[(my * 8 + j) * (w / 2) + mx * 8 + i] = r.byte();
  }
  // rbsp_trailing_bits: a one, then zeros.
  expect(r.u(1)).toBe(1);
  expect(r.left).toBeLessThan(8);
  return f;
};

/** A square moving right over a plain background, a few frames. */
const frames = (count: number, w = 64, h = 48) =>
  Array.from({ length: count }, (_, n) => {
    const rgb = new Uint8Array(w * h * 3);
    for (let j = 0; j < h; j++) {
      for (let i = 0; i < w; i++) {
        const o = (j * w + i) * 3;
        const inside = i >= n * 5 && i < n * 5 + 12 && j >= 10 && j < 26;
        rgb.set(inside ? [220, 30, 30] : [i * 3, 240, j * 4], o);
      }
    }
    return rgbToYuv(rgb, w, h);
  });

describe('H.264 MP4 writer', () => {
  it('writes an MP4 whose every picture decodes to the frame it was given', async () => {
    const input = frames(8);
    const mp4 = await encodeMp4(input, 10);
    const file = new Input({ source: new BufferSource(mp4), formats: ALL_FORMATS });
    const track = (await file.getPrimaryVideoTrack())!;
    expect(track.codec).toBe('avc');
    expect([track.codedWidth, track.codedHeight]).toEqual([64, 48]);
    expect(await track.computeDuration()).toBeCloseTo(0.8, 5);
    const sink = new EncodedPacketSink(track);
    let prev: YuvFrame | null = null;
    let n = 0;
    for await (const packet of sink.packets()) {
      expect(packet.type).toBe(n === 0 ? 'key' : 'delta');
      const got: YuvFrame = decode(packet.data, prev, 64, 48);
      expect(got.y).toEqual(input[n]!.y);
      expect(got.u).toEqual(input[n]!.u);
      expect(got.v).toEqual(input[n]!.v);
      prev = got;
      n++;
    }
    expect(n).toBe(8);
  });

  it('sends only the macroblocks that change', async () => {
    const still = await encodeMp4([frames(1)[0]!, frames(1)[0]!, frames(1)[0]!], 10);
    const moving = await encodeMp4(frames(3), 10);
    // A whole 64x48 picture is 12 macroblocks of 384 samples; a repeat is a few bytes.
    expect(still.length).toBeLessThan(12 * 384 + 1500);
    expect(moving.length).toBeGreaterThan(still.length + 2 * 384);
  });

  it('converts RGB to BT.601 limited range', () => {
    const white = rgbToYuv(new Uint8Array(16 * 16 * 3).fill(255), 16, 16);
    const black = rgbToYuv(new Uint8Array(16 * 16 * 3), 16, 16);
    expect([white.y[0], white.u[0], white.v[0]]).toEqual([235, 128, 128]);
    expect([black.y[0], black.u[0], black.v[0]]).toEqual([16, 128, 128]);
    expect(() => rgbToYuv(new Uint8Array(10 * 16 * 3), 10, 16)).toThrow();
  });
});
