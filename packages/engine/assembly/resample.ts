// The resampler's inner loops in AssemblyScript, compiled to WebAssembly with SIMD: one RGBA pixel
// is one f32x4, so every filter tap is a single multiply-add for all four channels. The caller
// (src/ops/resample/resample-wasm.ts) lays out memory and computes the taps; this file only runs
// the loops. Vertical first, streaming: input rows are turned into floats once, into a small ring,
// so no full-size float copy of the picture is ever held (memory stays at input plus output).
//
// Build: `npm run build:wasm --workspace @squish/engine` (the .wasm is committed; a test checks it
// matches this source).

/** Converts input row `y` to linear (or plain) floats, premultiplied when asked, into `dst`. */
function loadRow(input: usize, width: i32, y: i32, dst: usize, toFloat: usize, premultiply: bool): void {
  let s = input + <usize>y * <usize>width * 4;
  let d = dst;
  for (let x = 0; x < width; x++) {
    const alpha = <f32>load<u8>(s + 3) / 255.0;
    let v = f32x4.splat(0);
    v = f32x4.replace_lane(v, 0, load<f32>(toFloat + ((<usize>load<u8>(s)) << 2)));
    v = f32x4.replace_lane(v, 1, load<f32>(toFloat + ((<usize>load<u8>(s + 1)) << 2)));
    v = f32x4.replace_lane(v, 2, load<f32>(toFloat + ((<usize>load<u8>(s + 2)) << 2)));
    if (premultiply) v = f32x4.mul(v, f32x4.splat(alpha));
    v = f32x4.replace_lane(v, 3, alpha);
    v128.store(d, v);
    s += 4;
    d += 16;
  }
}

function clamp01(v: f32): f32 {
  return v < 0 ? 0 : v > 1 ? 1 : v;
}

/** One output pixel from its float value: unpremultiplied, clamped, back to 8-bit sRGB. */
function storePixel(dst: usize, v: v128, toByte: usize, linear: bool, premultiply: bool): void {
  // Colour is divided by the filter's own alpha, overshoot included (Lanczos rings above 1 next to
  // transparency), so colour and coverage stay consistent; only the stored alpha is clamped.
  const alpha = f32x4.extract_lane(v, 3);
  const alpha8 = <u8>nearest(clamp01(alpha) * 255.0);
  store<u8>(dst + 3, alpha8);
  if (premultiply && alpha8 == 0) {
    store<u8>(dst, 0);
    store<u8>(dst + 1, 0);
    store<u8>(dst + 2, 0);
    return;
  }
  const scale: f32 = premultiply ? 1.0 / alpha : 1.0;
  for (let c = 0; c < 3; c++) {
    let channel: f32 = 0;
    if (c == 0) channel = f32x4.extract_lane(v, 0);
    else if (c == 1) channel = f32x4.extract_lane(v, 1);
    else channel = f32x4.extract_lane(v, 2);
    const value = clamp01(channel * scale);
    const byte = linear ? load<u8>(toByte + <usize>nearest(value * 65535.0)) : <u8>nearest(value * 255.0);
    store<u8>(dst + c, byte);
  }
}

/**
 * Resamples `input` (inWidth x inHeight RGBA) into `output` (outWidth x outHeight RGBA).
 * Taps: per output row/column a first index (i32), a count (i32) and `stride` weights (f32).
 * `ring` holds `ringRows` float rows of inWidth pixels; `ringTags` (i32 per slot) which input row
 * each slot holds; `rowPointers` one pointer per vertical tap; `column` one float row of inWidth.
 */
export function resample(
  input: usize,
  inWidth: i32,
  inHeight: i32,
  output: usize,
  outWidth: i32,
  outHeight: i32,
  hStart: usize,
  hCount: usize,
  hWeights: usize,
  hStride: i32,
  vStart: usize,
  vCount: usize,
  vWeights: usize,
  vStride: i32,
  ring: usize,
  ringRows: i32,
  ringTags: usize,
  rowPointers: usize,
  column: usize,
  toFloat: usize,
  toByte: usize,
  linear: bool,
  premultiply: bool,
): void {
  const rowBytes = <usize>inWidth * 16;
  for (let slot = 0; slot < ringRows; slot++) store<i32>(ringTags + ((<usize>slot) << 2), -1);
  for (let oy = 0; oy < outHeight; oy++) {
    const first = load<i32>(vStart + ((<usize>oy) << 2));
    const count = load<i32>(vCount + ((<usize>oy) << 2));
    const weights = vWeights + ((<usize>oy * <usize>vStride) << 2);
    for (let k = 0; k < count; k++) {
      const row = first + k;
      const slot = row % ringRows;
      const slotPtr = ring + <usize>slot * rowBytes;
      if (load<i32>(ringTags + ((<usize>slot) << 2)) != row) {
        loadRow(input, inWidth, row, slotPtr, toFloat, premultiply && true);
        store<i32>(ringTags + ((<usize>slot) << 2), row);
      }
      store<usize>(rowPointers + ((<usize>k) << 2), slotPtr);
    }
    // Down the columns: column[x] = sum over taps of row_k[x] * w_k.
    for (let x = 0; x < inWidth; x++) {
      const offset = (<usize>x) << 4;
      let acc = f32x4.splat(0);
      for (let k = 0; k < count; k++) {
        const w = f32x4.splat(load<f32>(weights + ((<usize>k) << 2)));
        acc = f32x4.add(acc, f32x4.mul(v128.load(load<usize>(rowPointers + ((<usize>k) << 2)) + offset), w));
      }
      v128.store(column + offset, acc);
    }
    // Across: each output pixel from its taps of the column row.
    let dst = output + <usize>oy * <usize>outWidth * 4;
    for (let ox = 0; ox < outWidth; ox++) {
      const hFirst = load<i32>(hStart + ((<usize>ox) << 2));
      const hN = load<i32>(hCount + ((<usize>ox) << 2));
      const hw = hWeights + ((<usize>ox * <usize>hStride) << 2);
      let src = column + ((<usize>hFirst) << 4);
      let acc = f32x4.splat(0);
      for (let k = 0; k < hN; k++) {
        acc = f32x4.add(acc, f32x4.mul(v128.load(src), f32x4.splat(load<f32>(hw + ((<usize>k) << 2)))));
        src += 16;
      }
      storePixel(dst, acc, toByte, linear, premultiply);
      dst += 4;
    }
  }
  // inHeight is part of the contract (the caller checks the taps against it).
  if (inHeight < 0) unreachable();
}
