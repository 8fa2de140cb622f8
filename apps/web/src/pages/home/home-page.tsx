import { usePageTitle } from "@/lib/use-page-title";
import { HomeCta } from "./home-cta.tsx";
import { HomeFeatures } from "./home-features.tsx";
import { HomeHero } from "./home-hero.tsx";
import { HomeStats } from "./home-stats.tsx";
import { HomeTools } from "./home-tools.tsx";

export default function HomePage() {
  usePageTitle("Free image compression in your browser");
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
