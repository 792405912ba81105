import { IntentLink } from "@/components/site/intent-link-client";
import { SpriteIcon } from "@/components/site/icons/sprite-icon";

import { BrandMark } from "./brand-mark";
import { NewsletterForm } from "./newsletter-form-client";
import { ScrollToTopButton } from "./scroll-to-top-client";
import { CONTACT_DETAILS, FOOTER_SERVICES } from "./site-links";
import { SocialLinks } from "./social-icon";

export function SiteFooter({
  siteName,
  siteDescription,
}: {
  siteName: string;
  siteDescription: string;
}) {
  const year = new Date().getFullYear();
  return (
    <footer className="render-when-near border-border bg-card/40 relative border-t">
      <div className="container-page footer-grid">
        <div className="flex flex-col gap-5">
          <BrandMark siteName={siteName} />
          <p className="text-muted-foreground max-w-sm text-sm">{siteDescription}</p>
          <SocialLinks
            className="flex gap-2"
            linkClassName="social-link-outline"
            iconClassName="size-[18px]"
          />
        </div>

        <FooterColumn title="Services">
          {FOOTER_SERVICES.map((service) => (
            <li key={service}>
              <FooterLink href="/contact">{service}</FooterLink>
            </li>
          ))}
        </FooterColumn>

        <FooterColumn title="Company">
          <li>
            <FooterLink href="/about">About Us</FooterLink>
          </li>
          <li>
            <FooterLink href="/contact">Contact</FooterLink>
          </li>
          <li>
            <FooterLink href="/gallery">Gallery</FooterLink>
          </li>
        </FooterColumn>

        <div className="footer-col">
          <h2 className="footer-title">Get in Touch</h2>
          <ul className="footer-list text-muted-foreground">
            <li>
              <a href={`mailto:${CONTACT_DETAILS.email}`} className="footer-contact">
                <SpriteIcon name="mail" className="size-4" /> {CONTACT_DETAILS.email}
              </a>
            </li>
            <li>
              <a href={CONTACT_DETAILS.phoneHref} className="footer-contact">
                <SpriteIcon name="phone" className="size-4" /> {CONTACT_DETAILS.phone}
              </a>
            </li>
            <li className="footer-contact">
              <SpriteIcon name="map-pin" className="size-4" /> {CONTACT_DETAILS.city}
            </li>
          </ul>
          <NewsletterForm />
        </div>
      </div>
      <div className="border-border border-t">
        <div className="container-page footer-bar">
          <p>
            © {year} {siteName}. All rights reserved.
          </p>
          <ScrollToTopButton />
        </div>
      </div>
    </footer>
  );
}

function FooterColumn({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div className="footer-col">
      <h2 className="footer-title">{title}</h2>
      <ul className="footer-list">{children}</ul>
    </div>
  );
}

function FooterLink({ href, children }: { href: string; children: React.ReactNode }) {
  return (
    <IntentLink href={href} className="footer-link">
      {children}
    </IntentLink>
  );
}
