/** The header's main links, which differ for guests and signed-in visitors (spec 2.3). */
export interface NavLink {
  label: string;
  to: string;
}

export const GUEST_NAV: readonly NavLink[] = [
  { label: "Home", to: "/" },
  { label: "Workspace", to: "/workspace" },
  { label: "Compress", to: "/jpeg-compress" },
  { label: "Tools", to: "/tools" },
  { label: "Blog", to: "/blog" },
];

export const MEMBER_NAV: readonly NavLink[] = [
  { label: "Dashboard", to: "/dashboard" },
  { label: "Workspace", to: "/workspace" },
  { label: "Compress", to: "/jpeg-compress" },
  { label: "Watermark", to: "/watermark-tool" },
  { label: "Tools", to: "/tools" },
  { label: "Blog", to: "/blog" },
];

export function navFor(signedIn: boolean): readonly NavLink[] {
  return signedIn ? MEMBER_NAV : GUEST_NAV;
}
