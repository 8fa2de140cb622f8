/**
 * SSIMULACRA 2.1's final score: a weighted sum of the 108 norms (3 channels x 6 scales x 2 norms x
 * 3 error maps), then the published mapping onto a 0-100 quality scale (100 = identical, 90 =
 * visually lossless, 70 = high, 50 = medium, 30 = low; negative for extreme distortion). The
 * weights were tuned by the metric's author on subjective scores (CID22, TID2013, KADID-10k,
 * KonFiG-IQA); they are data of the metric, taken as published in version 2.1.
 */
import { BLURRING, BLURRING_4, RINGING, RINGING_4, SSIM, SSIM_4, SUMS_PER_CHANNEL } from "./error-maps.ts";

/**
 * In the order the reference reads them: channel (X, Y, B), then scale (1:1 to 1:32), then norm
 * (1-norm, 4-norm), then map (SSIM, ringing, blurring). One line per channel and scale.
 */
// prettier-ignore
const WEIGHTS = [
  // X
  0.0, 0.0007376606707406586, 0.0, 0.0, 0.0007793481682867309, 0.0,
  0.0, 0.0004371155730107379, 0.0, 1.1041726426657346, 0.00066284834129271, 0.00015231632783718752,
  0.0, 0.0016406437456599754, 0.0, 1.8422455520539298, 11.441172603757666, 0.0,
  0.0007989109436015163, 0.000176816438078653, 0.0, 1.8787594979546387, 10.94906990605142, 0.0,
  0.0007289346991508072, 0.9677937080626833, 0.0, 0.00014003424285435884, 0.9981766977854967, 0.00031949755934435053,
  0.0004550992113792063, 0.0, 0.0, 0.0013648766163243398, 0.0, 0.0,
  // Y
  0.0, 0.0, 0.0, 7.466890328078848, 0.0, 17.445833984131262,
  0.0006235601634041466, 0.0, 0.0, 6.683678146179332, 0.00037724407979611296, 1.027889937768264,
  225.20515300849274, 0.0, 0.0, 19.213238186143016, 0.0011401524586618361, 0.001237755635509985,
  176.39317598450694, 0.0, 0.0, 24.43300999870476, 0.28520802612117757, 0.0004485436923833408,
  0.0, 0.0, 0.0, 34.77906344483772, 44.835625328877896, 0.0,
  0.0, 0.0, 0.0, 0.0, 0.0, 0.0,
  // B
  0.0, 0.0008680556573291698, 0.0, 0.0, 0.0, 0.0,
  0.0, 0.0005313191874358747, 0.0, 0.00016533814161379112, 0.0, 0.0,
  0.0, 0.0, 0.0, 0.0004179171803251336, 0.0017290828234722833, 0.0,
  0.0020827005846636437, 0.0, 0.0, 8.826982764996862, 23.19243343998926, 0.0,
  95.1080498811086, 0.9863978034400682, 0.9834382792465353, 0.0012286405048278493, 171.2667255897307, 0.9807858872435379,
  0.0, 0.0, 0.0, 0.0005130064588990679, 0.0, 0.00010854057858411537,
];

/** Map means and fourth-power means (as scale-errors.ts gives them) to the scale's norms, in weight order. */
const NORM_ORDER = [
  [SSIM, RINGING, BLURRING],
  [SSIM_4, RINGING_4, BLURRING_4],
] as const;

/**
 * The score from each measured scale's per-channel means, finest first. A picture too small for
 * all six scales has fewer; the weights are then read on in order past the missing scales, which
 * shifts them onto other channels' terms. That is what the reference does, and matching its scores
 * on small pictures is worth more than a tidier reading; with no scale at all (under 8x8) it gives 100.
 */
export function scoreFromScales(scales: readonly Float64Array[]): number {
  let sum = 0;
  let w = 0;
  for (let c = 0; c < 3; c++) {
    for (const means of scales) {
      for (const [norm, maps] of NORM_ORDER.entries()) {
        for (const map of maps) {
          const mean = means[c * SUMS_PER_CHANNEL + map]!;
          sum += WEIGHTS[w++]! * (norm === 0 ? mean : Math.sqrt(Math.sqrt(mean)));
        }
      }
    }
  }
  const scaled = sum * 0.9562382616834844;
  const fitted =
    2.326765642916932 * scaled - 0.020884521182843837 * scaled * scaled + 6.248496625763138e-5 * scaled ** 3;
  return fitted > 0 ? 100 - 10 * fitted ** 0.6276336467831387 : 100;
}
