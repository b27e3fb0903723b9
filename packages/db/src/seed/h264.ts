import {
  BufferTarget,
  EncodedPacket,
  EncodedVideoPacketSource,
  Mp4OutputFormat,
  Output,
} from 'mediabunny';

/**
 * A small H.264 writer for the seed's product videos (no encoder runs here: no npm package encodes
 * video in Node without downloading ffmpeg). Every macroblock that changes is sent uncompressed
 * (I_PCM, ITU-T H.264 §7.3.5) and every other one skipped, so a mostly still picture with a moving
 * part stays small. Constrained Baseline, CAVLC, one slice per picture, 4:2:0: any browser's decoder
 * plays it. mediabunny (maintained, pure TypeScript) writes the MP4 around it.
 */

/** A picture in YUV 4:2:0, BT.601 limited range; width and height are multiples of 16. */
export interface YuvFrame {
  width: number;
  height: number;
  y: Uint8Array;
  u: Uint8Array;
  v: Uint8Array;
}

/** RGB (3 bytes a pixel) to YUV 4:2:0 with BT.601 limited-range coefficients. */
export const rgbToYuv = (rgb: Uint8Array, width: number, height: number): YuvFrame => {
  if (width % 16 || height % 16) throw new Error('frame size must be a multiple of 16');
  const y = new Uint8Array(width * height);
  const half = width / 2;
  const u = new Uint8Array(half * (height / 2));
  const v = new Uint8Array(u.length);
  // The usual 8-bit integer form of the BT.601 coefficients.
  for (let p = 0, o = 0; p < y.length; p++, o += 3) {
    y[p] = ((66 * rgb[o]! + 129 * rgb[o + 1]! + 25 * rgb[o + 2]! + 128) >> 8) + 16;
  }
  // Chroma from the mean of each 2x2 block.
  for (let j = 0; j < height / 2; j++) {
    for (let i = 0; i < half; i++) {
      const a = (2 * j * width + 2 * i) * 3;
      const b = a + width * 3;
      const r = (rgb[a]! + rgb[a + 3]! + rgb[b]! + rgb[b + 3]! + 2) >> 2;
      const g = (rgb[a + 1]! + rgb[a + 4]! + rgb[b + 1]! + rgb[b + 4]! + 2) >> 2;
      const bl = (rgb[a + 2]! + rgb[a + 5]! + rgb[b + 2]! + rgb[b + 5]! + 2) >> 2;
      u[j * half + i] = ((-38 * r - 74 * g + 112 * bl + 128) >> 8) + 128;
      v[j * half + i] = ((112 * r - 94 * g - 18 * bl + 128) >> 8) + 128;
    }
  }
  return { width, height, y, u, v };
};

/** MSB-first bit writer with the Exp-Golomb codes of §9.1. */
class Bits {
  private bytes = new Uint8Array(4096);
  private length = 0;
  private cur = 0;
  private used = 0;

  private push(byte: number) {
    if (this.length === this.bytes.length) {
      const grown = new Uint8Array(this.bytes.length * 2);
      grown.set(this.bytes);
      this.bytes = grown;
    }
    this.bytes[this.length++] = byte;
  }

  u(count: number, value: number): this {
    for (let k = count - 1; k >= 0; k--) {
      this.cur = (this.cur << 1) | ((value >>> k) & 1);
      if (++this.used === 8) {
        this.push(this.cur);
        this.cur = 0;
        this.used = 0;
      }
    }
    return this;
  }

  ue(value: number): this {
    const code = value + 1;
    const len = 31 - Math.clz32(code);
    return this.u(len, 0).u(len + 1, code);
  }

  se(value: number): this {
    return this.ue(value <= 0 ? -2 * value : 2 * value - 1);
  }

  alignZero(): this {
    while (this.used !== 0) this.u(1, 0);
    return this;
  }

  /** Eight-bit samples at a byte boundary (the PCM samples): `count` bytes of `plane` from `at`. */
  samples(plane: Uint8Array, at: number, count: number): this {
    if (this.used !== 0) throw new Error('PCM samples start on a byte boundary');
    while (this.length + count > this.bytes.length) {
      const grown = new Uint8Array(this.bytes.length * 2);
      grown.set(this.bytes);
      this.bytes = grown;
    }
    this.bytes.set(plane.subarray(at, at + count), this.length);
    this.length += count;
    return this;
  }

  /** rbsp_trailing_bits: a one, then zeros to the byte boundary. */
  finish(): Uint8Array {
    this.u(1, 1);
    while (this.used !== 0) this.u(1, 0);
    return this.bytes.slice(0, this.length);
  }
}

/** A NAL unit: its header byte, then the payload with emulation prevention (§7.4.1). */
const nal = (header: number, rbsp: Uint8Array): Uint8Array => {
  // At most one escape byte per two payload bytes.
  const out = new Uint8Array(1 + rbsp.length + Math.ceil(rbsp.length / 2));
  out[0] = header;
  let n = 1;
  let zeros = 0;
  for (const byte of rbsp) {
    if (zeros >= 2 && byte <= 3) {
      out[n++] = 3;
      zeros = 0;
    }
    out[n++] = byte;
    zeros = byte === 0 ? zeros + 1 : 0;
  }
  return out.slice(0, n);
};

const LOG2_MAX_FRAME_NUM = 4;
/** I_PCM's mb_type in an I slice (Table 7-11); in a P slice intra types follow the five P ones. */
const I_PCM = 25;
const P_INTRA_OFFSET = 5;

const sps = (width: number, height: number) =>
  nal(
    0x67,
    new Bits()
      .u(8, 66) // Baseline
      .u(8, 0b1100_0000) // constraint_set0 and set1: Constrained Baseline
      .u(8, 30) // level 3.0
      .ue(0) // seq_parameter_set_id
      .ue(LOG2_MAX_FRAME_NUM - 4)
      .ue(2) // pic_order_cnt_type 2: output order is decode order
      .ue(1) // max_num_ref_frames
      .u(1, 0) // gaps_in_frame_num_value_allowed_flag
      .ue(width / 16 - 1)
      .ue(height / 16 - 1)
      .u(1, 1) // frame_mbs_only_flag
      .u(1, 1) // direct_8x8_inference_flag
      .u(1, 0) // frame_cropping_flag
      .u(1, 0) // vui_parameters_present_flag
      .finish(),
  );

const pps = () =>
  nal(
    0x68,
    new Bits()
      .ue(0) // pic_parameter_set_id
      .ue(0) // seq_parameter_set_id
      .u(1, 0) // entropy_coding_mode_flag: CAVLC
      .u(1, 0) // bottom_field_pic_order_in_frame_present_flag
      .ue(0) // num_slice_groups_minus1
      .ue(0) // num_ref_idx_l0_default_active_minus1
      .ue(0) // num_ref_idx_l1_default_active_minus1
      .u(1, 0) // weighted_pred_flag
      .u(2, 0) // weighted_bipred_idc
      .se(0) // pic_init_qp_minus26
      .se(0) // pic_init_qs_minus26
      .se(0) // chroma_qp_index_offset
      .u(1, 1) // deblocking_filter_control_present_flag
      .u(1, 0) // constrained_intra_pred_flag
      .u(1, 0) // redundant_pic_cnt_present_flag
      .finish(),
  );

/** The rows of macroblock (mx, my): 16 of 16 luma samples, then 8 of 8 for Cb and for Cr. */
const rowsOf = (f: YuvFrame, mx: number, my: number) => {
  const out: Array<[Uint8Array, number, number]> = [];
  for (let j = 0; j < 16; j++) out.push([f.y, (my * 16 + j) * f.width + mx * 16, 16]);
  for (const plane of [f.u, f.v]) {
    for (let j = 0; j < 8; j++) out.push([plane, (my * 8 + j) * (f.width / 2) + mx * 8, 8]);
  }
  return out;
};

const sameMacroblock = (a: YuvFrame, b: YuvFrame, mx: number, my: number) => {
  for (let j = 0; j < 16; j++) {
    const row = (my * 16 + j) * a.width + mx * 16;
    for (let i = row; i < row + 16; i++) if (a.y[i] !== b.y[i]) return false;
  }
  const half = a.width / 2;
  for (let j = 0; j < 8; j++) {
    const row = (my * 8 + j) * half + mx * 8;
    for (let i = row; i < row + 8; i++) if (a.u[i] !== b.u[i] || a.v[i] !== b.v[i]) return false;
  }
  return true;
};

/**
 * One picture as one slice: an IDR picture codes every macroblock; a P picture codes the
 * macroblocks that differ from the previous picture (intra, uncompressed) and skips the rest.
 */
const picture = (frame: YuvFrame, previous: YuvFrame | null, frameNum: number): Uint8Array => {
  const idr = previous === null;
  const b = new Bits()
    .ue(0) // first_mb_in_slice
    .ue(idr ? 7 : 5) // slice_type: I or P, every slice of the picture
    .ue(0) // pic_parameter_set_id
    .u(LOG2_MAX_FRAME_NUM, frameNum % (1 << LOG2_MAX_FRAME_NUM));
  if (idr)
    b.ue(0); // idr_pic_id
  else b.u(1, 0).u(1, 0); // num_ref_idx_active_override_flag, ref_pic_list_modification_flag_l0
  if (idr)
    b.u(1, 0).u(1, 0); // no_output_of_prior_pics_flag, long_term_reference_flag
  else b.u(1, 0); // adaptive_ref_pic_marking_mode_flag
  b.se(0).ue(1); // slice_qp_delta; disable_deblocking_filter_idc (PCM needs none)
  const cols = frame.width / 16;
  const rows = frame.height / 16;
  let skipped = 0;
  for (let my = 0; my < rows; my++) {
    for (let mx = 0; mx < cols; mx++) {
      if (previous && sameMacroblock(frame, previous, mx, my)) {
        skipped++;
        continue;
      }
      if (!idr) b.ue(skipped); // mb_skip_run
      skipped = 0;
      b.ue(idr ? I_PCM : P_INTRA_OFFSET + I_PCM).alignZero();
      for (const [plane, at, count] of rowsOf(frame, mx, my)) b.samples(plane, at, count);
    }
  }
  if (skipped > 0) b.ue(skipped);
  return nal(idr ? 0x65 : 0x41, b.finish());
};

/** A NAL unit with its 4-byte length, as MP4 samples carry them. */
const lengthPrefixed = (unit: Uint8Array) => {
  const out = new Uint8Array(unit.length + 4);
  new DataView(out.buffer).setUint32(0, unit.length);
  out.set(unit, 4);
  return out;
};

/** The avcC box body (ISO/IEC 14496-15 AVCDecoderConfigurationRecord). */
const avcC = (s: Uint8Array, p: Uint8Array) => {
  const out = new Uint8Array(11 + s.length + p.length);
  out.set([1, s[1]!, s[2]!, s[3]!, 0xff, 0xe1, s.length >> 8, s.length & 0xff]);
  out.set(s, 8);
  out.set([1, p.length >> 8, p.length & 0xff], 8 + s.length);
  out.set(p, 11 + s.length);
  return out;
};

/** Frames (all of one size) to an MP4 file at `fps`; the first is the only key frame. */
export const encodeMp4 = async (frames: YuvFrame[], fps: number): Promise<Uint8Array> => {
  const first = frames[0];
  if (!first) throw new Error('no frames');
  const { width, height } = first;
  const s = sps(width, height);
  const p = pps();
  const output = new Output({
    format: new Mp4OutputFormat({ fastStart: 'in-memory' }),
    target: new BufferTarget(),
  });
  const source = new EncodedVideoPacketSource('avc');
  output.addVideoTrack(source, { frameRate: fps });
  await output.start();
  for (const [n, frame] of frames.entries()) {
    if (frame.width !== width || frame.height !== height) throw new Error('frame sizes differ');
    const data = lengthPrefixed(picture(frame, n === 0 ? null : frames[n - 1]!, n));
    const packet = new EncodedPacket(data, n === 0 ? 'key' : 'delta', n / fps, 1 / fps);
    await source.add(
      packet,
      n === 0
        ? {
            decoderConfig: {
              codec: 'avc1.42c01e',
              codedWidth: width,
              codedHeight: height,
              description: avcC(s, p),
            },
          }
        : undefined,
    );
  }
  await output.finalize();
  const buffer = (output.target as BufferTarget).buffer;
  if (!buffer) throw new Error('no MP4 written');
  return new Uint8Array(buffer);
};
