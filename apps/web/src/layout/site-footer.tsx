import { Mail } from "lucide-react";
import { Link } from "react-router";
import { TOOLS } from "@squish/shared/tools";
import { useSiteOrigin } from "@/lib/site-origin";
import { Logo } from "./logo.tsx";
import { SOURCE_PUBLISHED, SOURCE_SECTION, SOURCE_URL } from "./source-code.ts";
import { FacebookIcon, LinkedInIcon, XIcon } from "./social-icons.tsx";

const SHARE_TEXT = "Free image compression that runs in your browser. Files never leave your device.";

/**
 * Share links for the site's own address: plain links that work for anyone, with no tracking
 * scripts from the networks loaded on our pages.
 */
function socialLinks(siteUrl: string) {
  const url = encodeURIComponent(siteUrl);
  return [
    {
      label: "Share Squish on X",
      href: `https://x.com/intent/post?text=${encodeURIComponent(SHARE_TEXT)}&url=${url}`,
      Icon: XIcon,
    },
    {
      label: "Share Squish on Facebook",
      href: `https://www.facebook.com/sharer/sharer.php?u=${url}`,
      Icon: FacebookIcon,
    },
    {
      label: "Share Squish on LinkedIn",
      href: `https://www.linkedin.com/sharing/share-offsite/?url=${url}`,
      Icon: LinkedInIcon,
    },
    { label: "Contact us", href: "/contact", Icon: Mail },
  ];
}

const QUICK_LINKS = [
  { label: "Home", to: "/" },
  { label: "All Tools", to: "/tools" },
  { label: "Workspace", to: "/workspace" },
  { label: "Blog", to: "/blog" },
  { label: "About", to: "/about" },
  { label: "Pricing", to: "/pricing" },
];

const SUPPORT_LINKS = [
  { label: "FAQ", to: "/faq" },
  { label: "Contact", to: "/contact" },
  { label: "Request a Tool", to: "/request-tool" },
  // The about page's offline section: installing, and every tool ready without a connection.
  { label: "Use Offline", to: "/about#offline" },
  { label: "Privacy Policy", to: "/privacy" },
  { label: "Terms of Service", to: "/terms" },
];

const BOTTOM_LINK = "underline underline-offset-4 hover:text-foreground";

function FooterColumn({ title, links }: { title: string; links: readonly { label: string; to: string }[] }) {
  return (
    <nav aria-label={title}>
      <h2 className="mb-3 text-sm font-semibold">{title}</h2>
      <ul className="space-y-2 text-sm">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className="text-muted-foreground hover:text-foreground">
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function SiteFooter() {
  const origin = useSiteOrigin();
  const popular = TOOLS.filter((t) => t.popular).map((t) => ({ label: t.name, to: t.path }));
  return (
    <footer className="border-t bg-muted/40">
      <div className="mx-auto grid max-w-7xl grid-cols-2 gap-10 px-4 py-12 sm:px-6 lg:grid-cols-5">
        <div className="col-span-2 space-y-4">
          <Logo />
          <p className="max-w-sm text-sm text-muted-foreground">
            Free image tools that run in your browser. Your files are processed on your own device and never uploaded.
          </p>
          <ul className="flex gap-2" aria-label="Social links">
            {socialLinks(origin).map(({ label, href, Icon }) => (
              <li key={label}>
                <a
                  href={href}
                  aria-label={label}
                  title={label}
                  {...(href.startsWith("http") ? { target: "_blank", rel: "noopener noreferrer" } : {})}
                  className="flex size-9 items-center justify-center rounded-md border bg-background text-muted-foreground hover:text-foreground"
                >
                  <Icon className="size-4" aria-hidden="true" />
                </a>
              </li>
            ))}
          </ul>
        </div>
        <FooterColumn title="Quick Links" links={QUICK_LINKS} />
        <FooterColumn title="Support" links={SUPPORT_LINKS} />
        <FooterColumn title="Popular Tools" links={popular} />
      </div>
      <div className="border-t">
        <div className="mx-auto flex max-w-7xl flex-col items-center gap-2 px-4 py-6 text-center text-sm text-muted-foreground sm:px-6">
          <p>© {new Date().getFullYear()} Squish. Free image tools that respect your privacy.</p>
          <p>Squish is free software under the GNU Affero General Public License, version 3 or later.</p>
          <ul className="flex gap-4" aria-label="Source code and licences">
            <li>
              {SOURCE_PUBLISHED ? (
                <a href={SOURCE_URL} className={BOTTOM_LINK}>
                  Source code
                </a>
              ) : (
                <Link to={SOURCE_SECTION} className={BOTTOM_LINK}>
                  Source code
                </Link>
              )}
            </li>
            <li>
              <Link to="/licenses" className={BOTTOM_LINK}>
                Licences
              </Link>
            </li>
          </ul>
        </div>
      </div>
    </footer>
  );
}
