import { BrandMark } from "./brand-mark";
import { HeaderFrame } from "./header-frame-client";
import { MainNav } from "./main-nav-client";
import { MobileMenuButton } from "./mobile-menu-button-client";
import { SocialLinks } from "./social-icon";
import { ThemeToggle } from "./theme-toggle-client";

/** The public header: server-rendered, with client leaves for the scroll state, the active link, the theme and the mobile menu. */
export function SiteHeader({ siteName }: { siteName: string }) {
  return (
    <HeaderFrame>
      <div className="container-page header-bar">
        <BrandMark siteName={siteName} />
        <MainNav />
        <div className="flex items-center gap-1">
          <SocialLinks
            className="hidden items-center gap-0.5 lg:flex"
            linkClassName="social-link"
            iconClassName="size-[18px]"
          />
          <ThemeToggle />
          <MobileMenuButton siteName={siteName} />
        </div>
      </div>
    </HeaderFrame>
  );
}
