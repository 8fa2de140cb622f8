import { Cpu, Gauge, Lock, Scale } from "lucide-react";

const FEATURES = [
  {
    Icon: Lock,
    title: "Private by design",
    text: "Images are decoded, processed and encoded inside your browser. The site's security policy forbids sending data to anyone else, and you can check it in your browser's developer tools.",
  },
  {
    Icon: Gauge,
    title: "Real codecs",
    text: "MozJPEG, OxiPNG, libimagequant, libwebp and libavif, compiled to WebAssembly: the encoders behind the best desktop tools, not a canvas re-save.",
  },
  {
    Icon: Cpu,
    title: "Every core at work",
    text: "Batches run in parallel Web Workers, one per spare processor core, so the page stays responsive while dozens of files are processed.",
  },
  {
    Icon: Scale,
    title: "Honest numbers",
    text: "Every result shows its real size, saving and a quality score. If a file cannot get smaller, we keep your original and tell you so.",
  },
];

export function HomeFeatures() {
  return (
    <section aria-labelledby="home-features" className="border-y bg-muted/40">
      <div className="mx-auto max-w-7xl px-4 py-20 sm:px-6">
        <h2 id="home-features" className="text-center text-3xl font-bold tracking-tight sm:text-4xl">
          Why Squish
        </h2>
        <div className="mt-12 grid gap-8 sm:grid-cols-2 lg:grid-cols-4">
          {FEATURES.map(({ Icon, title, text }) => (
            <div key={title}>
              <span className="flex size-11 items-center justify-center rounded-lg bg-primary text-primary-foreground">
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <h3 className="mt-4 text-lg font-semibold">{title}</h3>
              <p className="mt-2 text-sm text-muted-foreground">{text}</p>
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
