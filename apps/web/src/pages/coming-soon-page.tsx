import { useParams } from "react-router";
import { FIXED_BLOG_ARTICLES } from "@squish/shared/blog-articles";
import { useRouteHandle } from "@/app/route-handle";
import { ComingSoon } from "./coming-soon.tsx";

/** Any site page whose content arrives in a later release: its title, and a plain "coming soon". */
export default function ComingSoonPage() {
  const handle = useRouteHandle();
  const { slug } = useParams();
  const article = slug ? FIXED_BLOG_ARTICLES.find((a) => a.slug === slug) : undefined;
  return <ComingSoon title={article?.title ?? handle?.title ?? "Squish"} />;
}
