import { BrandMark } from "./brand-mark";
import { HeaderFrame } from "./header-frame-client";
import { MainNav } from "./main-nav-client";
import { MobileMenuButton } from "./mobile-menu-button-client";
import { SocialLinks } from "./social-icon";
import { SiteThemeProvider } from "./theme-provider-client";
import { ThemeToggle } from "./theme-toggle-client";

/** The public header: server-rendered, with client leaves for the scroll state, the active link, the theme and the mobile menu. */
export function SiteHeader({
  siteName,
  defaultTheme,
}: {
  siteName: string;
  defaultTheme: "light" | "dark";
}) {
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
          {/* The theme's context wraps its only reader: a provider around the page would change
              value once it mounts and hold back the page's parts that hydrate later. */}
          <SiteThemeProvider defaultTheme={defaultTheme}>
            <ThemeToggle />
          </SiteThemeProvider>
          <MobileMenuButton siteName={siteName} />
        </div>
      </div>
    </HeaderFrame>
  );
}
