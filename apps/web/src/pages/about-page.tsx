import { Eye, Heart, Lock, Target, WifiOff } from "lucide-react";
import { Link } from "react-router";
import { ABOUT_WORDS } from "@squish/shared/site-pages";
import { Button } from "@/components/ui/button";
import { MakeAvailableOffline } from "@/offline/make-available-offline";
import { useSiteHead } from "./use-site-head.ts";

const VALUES = [
  {
    Icon: Lock,
    title: "Privacy you can check",
    text: "Your images are processed on your device. We built the site so that it cannot send them anywhere, and so that you can verify it.",
  },
  {
    Icon: Target,
    title: "Honest numbers",
    text: "We show the real size of every result and never call a bigger file a saving. The figures on our pages come from benchmarks in our code.",
  },
  {
    Icon: Heart,
    title: "Free for everyone",
    text: "Every tool is free and works without an account. Accounts only add conveniences: history, saved defaults and larger batches.",
  },
];

export default function AboutPage() {
  useSiteHead("about");
  return (
    <div className="mx-auto max-w-4xl px-4 py-14 sm:px-6">
      <h1 className="text-4xl font-bold tracking-tight">{ABOUT_WORDS.heading}</h1>
      <section aria-labelledby="mission" className="mt-10">
        <h2 id="mission" className="flex items-center gap-2 text-2xl font-semibold">
          <Target className="size-5 text-primary" aria-hidden="true" /> {ABOUT_WORDS.missionHeading}
        </h2>
        <p className="mt-3 text-muted-foreground">{ABOUT_WORDS.mission}</p>
      </section>
      <section aria-labelledby="vision" className="mt-10">
        <h2 id="vision" className="flex items-center gap-2 text-2xl font-semibold">
          <Eye className="size-5 text-primary" aria-hidden="true" /> Our vision
        </h2>
        <p className="mt-3 text-muted-foreground">
          A web where every image is as light as it can be without looking worse, and where the tools that do it respect
          the people who use them.
        </p>
      </section>
      <section aria-labelledby="values" className="mt-10">
        <h2 id="values" className="text-2xl font-semibold">
          Our values
        </h2>
        <div className="mt-6 grid gap-6 sm:grid-cols-3">
          {VALUES.map(({ Icon, title, text }) => (
            <div key={title} className="rounded-xl border bg-card p-5">
              <Icon className="size-5 text-primary" aria-hidden="true" />
              <h3 className="mt-3 font-semibold">{title}</h3>
              <p className="mt-2 text-sm text-muted-foreground">{text}</p>
            </div>
          ))}
        </div>
      </section>
      <section aria-labelledby="team" className="mt-10">
        <h2 id="team" className="text-2xl font-semibold">
          Our team
        </h2>
        <p className="mt-3 text-muted-foreground">
          Squish is made by a small team of engineers who care about fast pages and about privacy. Have an idea or found
          a problem? We would like to hear it.
        </p>
      </section>
      <section
        id="offline"
        aria-labelledby="offline-heading"
        className="mt-10 scroll-mt-20 rounded-xl border bg-card p-6"
      >
        <h2 id="offline-heading" className="flex items-center gap-2 text-2xl font-semibold">
          <WifiOff className="size-5 text-primary" aria-hidden="true" /> Use Squish offline
        </h2>
        <p className="mt-3 text-muted-foreground">
          Squish can be installed like an app from your browser's menu, and it keeps working without a connection: your
          images were never sent anywhere, so there is nothing it needs the network for.
        </p>
        <div className="mt-4">
          <MakeAvailableOffline />
        </div>
      </section>
      <div className="mt-12 flex flex-wrap gap-3">
        <Button asChild>
          <Link to="/jpeg-compress">Compress an image</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/tools">See all tools</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/contact">Contact us</Link>
        </Button>
      </div>
    </div>
  );
}
