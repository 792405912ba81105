import { SpriteIcon } from "@/components/site/icons/sprite-icon";
import { ContactForm } from "@/components/site/contact/contact-form-client";
import { CONTACT_DETAILS } from "@/components/site/layout/site-links";

export function ContactSection({ headingLevel = "h2" }: { headingLevel?: "h1" | "h2" }) {
  const Heading = headingLevel;
  return (
    <section id="contact" aria-labelledby="contact-title" className="section-y scroll-mt-20">
      <div className="container-page grid gap-12 lg:grid-cols-[1fr_1.4fr] lg:gap-16">
        <div className="flex flex-col gap-6">
          <p className="kicker">Let&apos;s create together</p>
          <Heading id="contact-title" className="section-title">
            Get In Touch
          </Heading>
          <p className="text-muted-foreground max-w-md text-lg">
            Tell us about your brand and what you want people to feel. We answer every message
            within two working days.
          </p>
          <ul className="flex flex-col gap-4">
            <Detail icon={<SpriteIcon name="mail" className="size-5" />} label="Email">
              <a href={`mailto:${CONTACT_DETAILS.email}`} className="hover:underline">
                {CONTACT_DETAILS.email}
              </a>
            </Detail>
            <Detail icon={<SpriteIcon name="phone" className="size-5" />} label="Phone">
              <a href={CONTACT_DETAILS.phoneHref} className="hover:underline">
                {CONTACT_DETAILS.phone}
              </a>
            </Detail>
            <Detail icon={<SpriteIcon name="map-pin" className="size-5" />} label="Office">
              {CONTACT_DETAILS.location}
            </Detail>
          </ul>
        </div>
        <div className="form-panel">
          <ContactForm />
        </div>
      </div>
    </section>
  );
}

function Detail({
  icon,
  label,
  children,
}: {
  icon: React.ReactNode;
  label: string;
  children: React.ReactNode;
}) {
  return (
    <li className="flex items-center gap-4">
      <span className="icon-tile size-11 shrink-0" aria-hidden="true">
        {icon}
      </span>
      <span className="flex flex-col">
        <span className="detail-label">{label}</span>
        <span className="font-medium">{children}</span>
      </span>
    </li>
  );
}
