import { HomeCta } from "./home-cta.tsx";
import { HomeFeatures } from "./home-features.tsx";
import { HomeHero } from "./home-hero.tsx";
import { HomeStats } from "./home-stats.tsx";
import { HomeTools } from "./home-tools.tsx";
import { useSiteHead } from "../use-site-head.ts";

export default function HomePage() {
  useSiteHead("home");
  return (
    <>
      <HomeHero />
      <HomeStats />
      <HomeTools />
      <HomeFeatures />
      <HomeCta />
    </>
  );
}
