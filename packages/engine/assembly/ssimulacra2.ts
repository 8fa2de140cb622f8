// SSIMULACRA 2's per-row work in AssemblyScript: positive XYB, the horizontal and vertical
// recursive Gaussian and the error sums, the same arithmetic as the TypeScript version
// (src/quality/ssimulacra2/*.ts) operation for operation, so the two give the same floats. The
// caller (src/quality/ssimulacra2/scale-errors-wasm.ts) lays out memory, writes each row's linear
// light and the constants, and keeps the 2x2 shrink for the next scale.
//
// Float32 is rounded where libjxl rounds (the reference's scores carry its rounding noise; see
// recursive-gaussian.ts): `fma32` is its fused multiply-add, a double product and sum rounded once.
//
// Build: `npm run build:wasm --workspace @squish/engine` (a test checks the embedded bytes match).

/** Rows per ring, a power of two: the blur's reach both ways plus the row itself must fit. */
const RING_ROWS: i32 = 16;
const RING_MASK: i32 = RING_ROWS - 1;
/** Blurred maps per channel: mu1, mu2, sigma11, sigma22, sigma12. */
const MAPS: i32 = 5;
/** Per channel: SSIM, SSIM^4, ringing, ringing^4, blurring, blurring^4. */
const SUMS_PER_CHANNEL: i32 = 6;

function fma32(a: f64, b: f64, c: f64): f64 {
  return <f64>(<f32>(a * b + c));
}

function r32(a: f64): f64 {
  return <f64>(<f32>a);
}

function ld(p: usize): f64 {
  return <f64>load<f32>(p);
}

/** Start of row `slot` of ring `plane`. */
function ringRow(base: usize, plane: i32, slot: i32, width: i32): usize {
  return base + ((<usize>(plane * RING_ROWS + slot) * <usize>width) << 2);
}

/**
 * Blur coefficients (f32, from recursive-gaussian.ts): n2[3], d1[3], then per recursion four
 * expanded input, previous and before-previous weights.
 */
const N2: usize = 0;
const D1: usize = 3 * 4;
const IN4: usize = 6 * 4;
const PREV4: usize = 18 * 4;
const BEFORE4: usize = 30 * 4;

function fma2(a: v128, b: v128, c: v128): v128 {
  return round2(f64x2.add(f64x2.mul(a, b), c));
}

function coefficient(blur: usize, offset: usize): v128 {
  return f64x2.splat(ld(blur + offset));
}

/** Stores the two low float32 lanes of `sum` at `a + n` and `b + n`. */
function storeTwo(a: usize, b: usize, n: usize, sum: v128): void {
  v128.store32_lane(a + n, sum, 0);
  v128.store32_lane(b + n, sum, 1);
}

/**
 * Blurs two rows of `width` floats (`inputA`, `inputB`) into `outputA` and `outputB`, one per lane
 * of f64x2, with the three recursions side by side (they are independent, so the processor
 * overlaps them). `sums` is scratch for the input pairs, two floats per position. One step at a
 * time near the ends and four at a time in the middle, as libjxl does (see recursive-gaussian.ts);
 * every lane's arithmetic is the TypeScript version's, operation for operation.
 */
function blurTwoRows(
  blur: usize,
  radius: i32,
  inputA: usize,
  inputB: usize,
  outputA: usize,
  outputB: usize,
  width: i32,
  sums: usize,
): void {
  for (let n = 1 - radius; n < width; n++) {
    const left = n - radius - 1;
    const right = n + radius - 1;
    let l = f32x4.splat(0);
    let r = f32x4.splat(0);
    if (left >= 0) {
      l = f32x4.replace_lane(l, 0, load<f32>(inputA + ((<usize>left) << 2)));
      l = f32x4.replace_lane(l, 1, load<f32>(inputB + ((<usize>left) << 2)));
    }
    if (right < width) {
      r = f32x4.replace_lane(r, 0, load<f32>(inputA + ((<usize>right) << 2)));
      r = f32x4.replace_lane(r, 1, load<f32>(inputB + ((<usize>right) << 2)));
    }
    v128.store64_lane(sums + ((<usize>(n + radius - 1)) << 3), f32x4.add(l, r), 0);
  }
  const n2a = coefficient(blur, N2);
  const n2b = coefficient(blur, N2 + 4);
  const n2c = coefficient(blur, N2 + 8);
  const negD1a = f64x2.neg(coefficient(blur, D1));
  const negD1b = f64x2.neg(coefficient(blur, D1 + 4));
  const negD1c = f64x2.neg(coefficient(blur, D1 + 8));
  const offset = radius - 1;
  let pa = f64x2.splat(0);
  let qa = f64x2.splat(0);
  let pb = f64x2.splat(0);
  let qb = f64x2.splat(0);
  let pc = f64x2.splat(0);
  let qc = f64x2.splat(0);
  const firstAligned = ((radius + 1 + 3) >> 2) << 2;
  let n = 1 - radius;
  const prologueEnd = min(firstAligned, width);
  for (; n < prologueEnd; n++) {
    const s = f64x2.promote_low_f32x4(v128.load64_zero(sums + ((<usize>(n + offset)) << 3)));
    const a = fma2(negD1a, pa, round2(f64x2.sub(round2(f64x2.mul(s, n2a)), qa)));
    const b = fma2(negD1b, pb, round2(f64x2.sub(round2(f64x2.mul(s, n2b)), qb)));
    const c = fma2(negD1c, pc, round2(f64x2.sub(round2(f64x2.mul(s, n2c)), qc)));
    qa = pa;
    pa = a;
    qb = pb;
    pb = b;
    qc = pc;
    pc = c;
    if (n >= 0) storeTwo(outputA, outputB, (<usize>n) << 2, sumOfThree(a, b, c));
  }
  const ia0 = coefficient(blur, IN4);
  const ia1 = coefficient(blur, IN4 + 4);
  const ia2 = coefficient(blur, IN4 + 8);
  const ia3 = coefficient(blur, IN4 + 12);
  const ib0 = coefficient(blur, IN4 + 16);
  const ib1 = coefficient(blur, IN4 + 20);
  const ib2 = coefficient(blur, IN4 + 24);
  const ib3 = coefficient(blur, IN4 + 28);
  const ic0 = coefficient(blur, IN4 + 32);
  const ic1 = coefficient(blur, IN4 + 36);
  const ic2 = coefficient(blur, IN4 + 40);
  const ic3 = coefficient(blur, IN4 + 44);
  const wa0 = coefficient(blur, PREV4);
  const wa1 = coefficient(blur, PREV4 + 4);
  const wa2 = coefficient(blur, PREV4 + 8);
  const wa3 = coefficient(blur, PREV4 + 12);
  const wb0 = coefficient(blur, PREV4 + 16);
  const wb1 = coefficient(blur, PREV4 + 20);
  const wb2 = coefficient(blur, PREV4 + 24);
  const wb3 = coefficient(blur, PREV4 + 28);
  const wc0 = coefficient(blur, PREV4 + 32);
  const wc1 = coefficient(blur, PREV4 + 36);
  const wc2 = coefficient(blur, PREV4 + 40);
  const wc3 = coefficient(blur, PREV4 + 44);
  const va0 = coefficient(blur, BEFORE4);
  const va1 = coefficient(blur, BEFORE4 + 4);
  const va2 = coefficient(blur, BEFORE4 + 8);
  const va3 = coefficient(blur, BEFORE4 + 12);
  const vb0 = coefficient(blur, BEFORE4 + 16);
  const vb1 = coefficient(blur, BEFORE4 + 20);
  const vb2 = coefficient(blur, BEFORE4 + 24);
  const vb3 = coefficient(blur, BEFORE4 + 28);
  const vc0 = coefficient(blur, BEFORE4 + 32);
  const vc1 = coefficient(blur, BEFORE4 + 36);
  const vc2 = coefficient(blur, BEFORE4 + 40);
  const vc3 = coefficient(blur, BEFORE4 + 44);
  for (; n < width - radius + 1 - 3; n += 4) {
    const at = sums + ((<usize>(n + offset)) << 3);
    const s0 = f64x2.promote_low_f32x4(v128.load64_zero(at));
    const s1 = f64x2.promote_low_f32x4(v128.load64_zero(at + 8));
    const s2 = f64x2.promote_low_f32x4(v128.load64_zero(at + 16));
    const s3 = f64x2.promote_low_f32x4(v128.load64_zero(at + 24));
    const a0 = fma2(wa0, pa, fma2(va0, qa, round2(f64x2.mul(s0, ia0))));
    const a1 = fma2(wa1, pa, fma2(va1, qa, fma2(ia0, s1, round2(f64x2.mul(s0, ia1)))));
    const a2 = fma2(wa2, pa, fma2(va2, qa, fma2(ia0, s2, fma2(ia1, s1, round2(f64x2.mul(s0, ia2))))));
    const a3 = fma2(wa3, pa, fma2(va3, qa, fma2(ia0, s3, fma2(ia1, s2, fma2(ia2, s1, round2(f64x2.mul(s0, ia3)))))));
    const b0 = fma2(wb0, pb, fma2(vb0, qb, round2(f64x2.mul(s0, ib0))));
    const b1 = fma2(wb1, pb, fma2(vb1, qb, fma2(ib0, s1, round2(f64x2.mul(s0, ib1)))));
    const b2 = fma2(wb2, pb, fma2(vb2, qb, fma2(ib0, s2, fma2(ib1, s1, round2(f64x2.mul(s0, ib2))))));
    const b3 = fma2(wb3, pb, fma2(vb3, qb, fma2(ib0, s3, fma2(ib1, s2, fma2(ib2, s1, round2(f64x2.mul(s0, ib3)))))));
    const c0 = fma2(wc0, pc, fma2(vc0, qc, round2(f64x2.mul(s0, ic0))));
    const c1 = fma2(wc1, pc, fma2(vc1, qc, fma2(ic0, s1, round2(f64x2.mul(s0, ic1)))));
    const c2 = fma2(wc2, pc, fma2(vc2, qc, fma2(ic0, s2, fma2(ic1, s1, round2(f64x2.mul(s0, ic2))))));
    const c3 = fma2(wc3, pc, fma2(vc3, qc, fma2(ic0, s3, fma2(ic1, s2, fma2(ic2, s1, round2(f64x2.mul(s0, ic3)))))));
    const o = (<usize>n) << 2;
    storeTwo(outputA, outputB, o, sumOfThree(a0, b0, c0));
    storeTwo(outputA, outputB, o + 4, sumOfThree(a1, b1, c1));
    storeTwo(outputA, outputB, o + 8, sumOfThree(a2, b2, c2));
    storeTwo(outputA, outputB, o + 12, sumOfThree(a3, b3, c3));
    qa = a2;
    pa = a3;
    qb = b2;
    pb = b3;
    qc = c2;
    pc = c3;
  }
  for (; n < width; n++) {
    const s = f64x2.promote_low_f32x4(v128.load64_zero(sums + ((<usize>(n + offset)) << 3)));
    const a = fma2(negD1a, pa, round2(f64x2.sub(round2(f64x2.mul(s, n2a)), qa)));
    const b = fma2(negD1b, pb, round2(f64x2.sub(round2(f64x2.mul(s, n2b)), qb)));
    const c = fma2(negD1c, pc, round2(f64x2.sub(round2(f64x2.mul(s, n2c)), qc)));
    qa = pa;
    pa = a;
    qb = pb;
    pb = b;
    qc = pc;
    pc = c;
    storeTwo(outputA, outputB, (<usize>n) << 2, sumOfThree(a, b, c));
  }
}

/** libjxl's a + (b + c) in float32, of values already rounded to float32. */
function sumOfThree(a: v128, b: v128, c: v128): v128 {
  return f32x4.add(f32x4.demote_f64x2_zero(a), f32x4.add(f32x4.demote_f64x2_zero(b), f32x4.demote_f64x2_zero(c)));
}

/**
 * Takes input row `y`: `linear` holds six rows of `width` floats (original R, G, B, distorted R,
 * G, B); their positive XYB goes into the XYB ring, and the five maps of each channel, blurred
 * across, into the blurred ring. `xyb` holds the colour constants (f64, from xyb.ts).
 */
export function takeRow(
  width: i32,
  radius: i32,
  y: i32,
  blur: usize,
  xyb: usize,
  linear: usize,
  xybRing: usize,
  blurredRing: usize,
  sums: usize,
  products: usize,
): void {
  const slot = y & RING_MASK;
  const m00 = load<f64>(xyb);
  const m01 = load<f64>(xyb, 8);
  const m02 = load<f64>(xyb, 16);
  const m10 = load<f64>(xyb, 24);
  const m11 = load<f64>(xyb, 32);
  const m12 = load<f64>(xyb, 40);
  const m20 = load<f64>(xyb, 48);
  const m21 = load<f64>(xyb, 56);
  const m22 = load<f64>(xyb, 64);
  const bias = load<f64>(xyb, 72);
  const cbrtBias = load<f64>(xyb, 80);
  const xScale = load<f64>(xyb, 88);
  const xOffset = load<f64>(xyb, 96);
  const yOffset = load<f64>(xyb, 104);
  const bOffset = load<f64>(xyb, 112);
  const rowBytes = (<usize>width) << 2;
  for (let picture = 0; picture < 2; picture++) {
    const red = linear + <usize>(picture * 3) * rowBytes;
    const green = red + rowBytes;
    const blue = green + rowBytes;
    const outX = ringRow(xybRing, picture * 3, slot, width);
    const outY = ringRow(xybRing, picture * 3 + 1, slot, width);
    const outB = ringRow(xybRing, picture * 3 + 2, slot, width);
    for (let x: usize = 0; x < rowBytes; x += 4) {
      const r = ld(red + x);
      const g = ld(green + x);
      const b = ld(blue + x);
      const long = Math.cbrt(max(0, m00 * r + m01 * g + m02 * b + bias)) - cbrtBias;
      const medium = Math.cbrt(max(0, m10 * r + m11 * g + m12 * b + bias)) - cbrtBias;
      const short = Math.cbrt(max(0, m20 * r + m21 * g + m22 * b + bias)) - cbrtBias;
      const luma = 0.5 * (long + medium);
      store<f32>(outX + x, <f32>(0.5 * (long - medium) * xScale + xOffset));
      store<f32>(outY + x, <f32>(luma + yOffset));
      store<f32>(outB + x, <f32>(short - luma + bOffset));
    }
  }
  // The second moments' inputs: per channel x1 * x1, x2 * x2 and x1 * x2, rounded to float32.
  for (let c = 0; c < 3; c++) {
    const one = ringRow(xybRing, c, slot, width);
    const two = ringRow(xybRing, 3 + c, slot, width);
    const squares1 = products + <usize>(c * 3) * rowBytes;
    const squares2 = squares1 + rowBytes;
    const cross = squares2 + rowBytes;
    for (let x: usize = 0; x < rowBytes; x += 4) {
      const a = load<f32>(one + x);
      const b = load<f32>(two + x);
      store<f32>(squares1 + x, a * a);
      store<f32>(squares2 + x, b * b);
      store<f32>(cross + x, a * b);
    }
  }
  // Fifteen maps blurred two at a time; the last pair blurs one map twice.
  for (let c = 0; c < 3; c++) {
    const maps = c * MAPS;
    const squares1 = products + <usize>(c * 3) * rowBytes;
    blurTwoRows(
      blur,
      radius,
      ringRow(xybRing, c, slot, width),
      ringRow(xybRing, 3 + c, slot, width),
      ringRow(blurredRing, maps, slot, width),
      ringRow(blurredRing, maps + 1, slot, width),
      width,
      sums,
    );
    blurTwoRows(
      blur,
      radius,
      squares1,
      squares1 + rowBytes,
      ringRow(blurredRing, maps + 2, slot, width),
      ringRow(blurredRing, maps + 3, slot, width),
      width,
      sums,
    );
  }
  const cross0 = products + 2 * rowBytes;
  const cross1 = products + 5 * rowBytes;
  const cross2 = products + 8 * rowBytes;
  const crossOut0 = ringRow(blurredRing, 4, slot, width);
  const crossOut1 = ringRow(blurredRing, MAPS + 4, slot, width);
  const crossOut2 = ringRow(blurredRing, 2 * MAPS + 4, slot, width);
  blurTwoRows(blur, radius, cross0, cross1, crossOut0, crossOut1, width, sums);
  blurTwoRows(blur, radius, cross2, cross2, crossOut2, crossOut2, width, sums);
}

/** Rounds both lanes of an f64x2 to float32 (and back to f64x2). */
function round2(v: v128): v128 {
  return f64x2.promote_low_f32x4(f32x4.demote_f64x2_zero(v));
}

/**
 * One recursion's step for two columns: `n2 * sum + (-d1 * previous - beforePrevious)`, each part
 * rounded to float32 as libjxl's fused operations round; the result (two floats in the low lanes)
 * replaces `beforePrevious`.
 */
function verticalPair(n2: v128, negD1: v128, sum: v128, previous: usize, beforePrevious: usize): v128 {
  const p = f64x2.promote_low_f32x4(v128.load64_zero(previous));
  const q = f64x2.promote_low_f32x4(v128.load64_zero(beforePrevious));
  const feedback = round2(f64x2.sub(f64x2.mul(negD1, p), q));
  const y = f32x4.demote_f64x2_zero(f64x2.add(f64x2.mul(n2, sum), feedback));
  v128.store64_lane(beforePrevious, y, 0);
  return y;
}

/**
 * Advances the vertical blur of all fifteen maps by one row and, when `n >= 0`, adds output row
 * `n`'s errors to `errorSums` (f64, per channel). `above` and `below` are the input rows `radius + 1`
 * above and `radius - 1` below `n`, or -1 where outside the picture (read as zeros from `zeros`).
 * `states` holds, per map and recursion, two rows of outputs; `phase` says which is the previous.
 */
export function emitRow(
  width: i32,
  n: i32,
  above: i32,
  below: i32,
  blur: usize,
  blurredRing: usize,
  xybRing: usize,
  zeros: usize,
  states: usize,
  phase: i32,
  outputs: usize,
  errorSums: usize,
  c2: f64,
): void {
  const rowBytes = (<usize>width) << 2;
  const n2a = ld(blur + N2);
  const n2b = ld(blur + N2 + 4);
  const n2c = ld(blur + N2 + 8);
  const d1a = ld(blur + D1);
  const d1b = ld(blur + D1 + 4);
  const d1c = ld(blur + D1 + 8);
  const n2a2 = f64x2.splat(n2a);
  const n2b2 = f64x2.splat(n2b);
  const n2c2 = f64x2.splat(n2c);
  const d1a2 = f64x2.splat(-d1a);
  const d1b2 = f64x2.splat(-d1b);
  const d1c2 = f64x2.splat(-d1c);
  for (let m = 0; m < 3 * MAPS; m++) {
    const up = above >= 0 ? ringRow(blurredRing, m, above & RING_MASK, width) : zeros;
    const down = below >= 0 ? ringRow(blurredRing, m, below & RING_MASK, width) : zeros;
    const out = outputs + <usize>m * rowBytes;
    // Per recursion two rows of outputs: the previous row's and the one before, which takes the new.
    const pairs = states + <usize>(m * 6) * rowBytes;
    const pa = pairs + <usize>phase * rowBytes;
    const qa = pairs + <usize>(1 - phase) * rowBytes;
    const pb = pa + 2 * rowBytes;
    const qb = qa + 2 * rowBytes;
    const pc = pa + 4 * rowBytes;
    const qc = qa + 4 * rowBytes;
    // Two columns at a time in f64x2 (float32 rounding emulated as in `fma32`), then the odd one.
    const pairBytes = rowBytes & ~(<usize>7);
    let x: usize = 0;
    for (; x < pairBytes; x += 8) {
      const sum = f64x2.promote_low_f32x4(f32x4.add(v128.load64_zero(up + x), v128.load64_zero(down + x)));
      const a = verticalPair(n2a2, d1a2, sum, pa + x, qa + x);
      const b = verticalPair(n2b2, d1b2, sum, pb + x, qb + x);
      const c = verticalPair(n2c2, d1c2, sum, pc + x, qc + x);
      // libjxl sums the recursions as a + (b + c).
      v128.store64_lane(out + x, f32x4.add(a, f32x4.add(b, c)), 0);
    }
    for (; x < rowBytes; x += 4) {
      const sum = r32(ld(up + x) + ld(down + x));
      const a = fma32(n2a, sum, r32(-d1a * ld(pa + x) - ld(qa + x)));
      const b = fma32(n2b, sum, r32(-d1b * ld(pb + x) - ld(qb + x)));
      const c = fma32(n2c, sum, r32(-d1c * ld(pc + x) - ld(qc + x)));
      store<f32>(qa + x, <f32>a);
      store<f32>(qb + x, <f32>b);
      store<f32>(qc + x, <f32>c);
      store<f32>(out + x, <f32>a + (<f32>b + <f32>c));
    }
  }
  if (n < 0) return;
  const slot = n & RING_MASK;
  for (let c = 0; c < 3; c++) {
    const mu1 = outputs + <usize>(c * MAPS) * rowBytes;
    const mu2 = mu1 + rowBytes;
    const sigma11 = mu2 + rowBytes;
    const sigma22 = sigma11 + rowBytes;
    const sigma12 = sigma22 + rowBytes;
    const original = ringRow(xybRing, c, slot, width);
    const distorted = ringRow(xybRing, 3 + c, slot, width);
    let ssim: f64 = 0;
    let ssim4: f64 = 0;
    let ringing: f64 = 0;
    let ringing4: f64 = 0;
    let blurring: f64 = 0;
    let blurring4: f64 = 0;
    for (let x: usize = 0; x < rowBytes; x += 4) {
      const m1 = ld(mu1 + x);
      const m2 = ld(mu2 + x);
      const meanDifference = m1 - m2;
      const numeratorMeans = 1 - meanDifference * meanDifference;
      const numeratorSigma = 2 * (ld(sigma12 + x) - m1 * m2) + c2;
      const denominatorSigma = ld(sigma11 + x) - m1 * m1 + (ld(sigma22 + x) - m2 * m2) + c2;
      const error = max(0, 1 - (numeratorMeans * numeratorSigma) / denominatorSigma);
      ssim += error;
      const error2 = error * error;
      ssim4 += error2 * error2;
      const edgeRatio = (1 + abs(ld(distorted + x) - m2)) / (1 + abs(ld(original + x) - m1)) - 1;
      if (edgeRatio > 0) {
        ringing += edgeRatio;
        const r2 = edgeRatio * edgeRatio;
        ringing4 += r2 * r2;
      } else {
        blurring -= edgeRatio;
        const b2 = edgeRatio * edgeRatio;
        blurring4 += b2 * b2;
      }
    }
    const at = errorSums + ((<usize>(c * SUMS_PER_CHANNEL)) << 3);
    store<f64>(at, load<f64>(at) + ssim);
    store<f64>(at + 8, load<f64>(at + 8) + ssim4);
    store<f64>(at + 16, load<f64>(at + 16) + ringing);
    store<f64>(at + 24, load<f64>(at + 24) + ringing4);
    store<f64>(at + 32, load<f64>(at + 32) + blurring);
    store<f64>(at + 40, load<f64>(at + 40) + blurring4);
  }
}
