import type { Metadata } from "next";

import { SiteFooter } from "@/components/site/layout/site-footer";
import { SiteHeader } from "@/components/site/layout/site-header";
import { SmoothScroll } from "@/components/site/layout/smooth-scroll-client";
import { OrganizationJsonLd } from "@/components/site/seo/organization-json-ld";
import { WebFontsScript } from "@/components/site/layout/web-fonts-script-client";
import { SiteToaster } from "@/components/site/toast/site-toaster-client";
import { getSiteSettings } from "@/lib/data/settings";

export async function generateMetadata(): Promise<Metadata> {
  const settings = await getSiteSettings();
  return {
    title: { absolute: settings.siteName, template: `%s | ${settings.siteName}` },
    description: settings.siteDescription,
    openGraph: { siteName: settings.siteName, type: "website", locale: "en_IN" },
    twitter: { card: "summary_large_image" },
  };
}

export default async function SiteLayout({ children }: { children: React.ReactNode }) {
  const settings = await getSiteSettings();
  return (
    <>
      <WebFontsScript />
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <SiteHeader siteName={settings.siteName} defaultTheme={settings.theme} />
      <main id="main" tabIndex={-1} className="outline-none">
        {children}
      </main>
      <SiteFooter siteName={settings.siteName} siteDescription={settings.siteDescription} />
      <SmoothScroll />
      <SiteToaster />
      <OrganizationJsonLd siteName={settings.siteName} description={settings.siteDescription} />
    </>
  );
}
