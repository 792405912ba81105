import { MailIcon, MapPinIcon, PhoneIcon } from "lucide-react";

import { ContactForm } from "@/components/site/contact/contact-form-client";
import { CONTACT_DETAILS } from "@/components/site/layout/site-links";

export function ContactSection({ headingLevel = "h2" }: { headingLevel?: "h1" | "h2" }) {
  const Heading = headingLevel;
  return (
    <section id="contact" aria-labelledby="contact-title" className="section-y scroll-mt-20">
      <div className="container-page grid gap-12 lg:grid-cols-[1fr_1.4fr] lg:gap-16">
        <div className="flex flex-col gap-6">
          <p className="text-xs font-semibold tracking-[0.18em] text-brand-text uppercase">Let&apos;s create together</p>
          <Heading id="contact-title" className="text-4xl font-bold sm:text-5xl">
            Get In Touch
          </Heading>
          <p className="max-w-md text-lg text-muted-foreground">
            Tell us about your brand and what you want people to feel. We answer every message
            within two working days.
          </p>
          <ul className="flex flex-col gap-4">
            <Detail icon={<MailIcon className="size-5" />} label="Email">
              <a href={`mailto:${CONTACT_DETAILS.email}`} className="hover:underline">
                {CONTACT_DETAILS.email}
              </a>
            </Detail>
            <Detail icon={<PhoneIcon className="size-5" />} label="Phone">
              <a href={CONTACT_DETAILS.phoneHref} className="hover:underline">
                {CONTACT_DETAILS.phone}
              </a>
            </Detail>
            <Detail icon={<MapPinIcon className="size-5" />} label="Office">
              {CONTACT_DETAILS.location}
            </Detail>
          </ul>
        </div>
        <div className="relative rounded-3xl border border-border bg-card/60 p-6 shadow-xl shadow-black/10 sm:p-8">
          <ContactForm />
        </div>
      </div>
    </section>
  );
}

function Detail({ icon, label, children }: { icon: React.ReactNode; label: string; children: React.ReactNode }) {
  return (
    <li className="flex items-center gap-4">
      <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-foreground/5 text-brand-text ring-1 ring-border" aria-hidden="true">
        {icon}
      </span>
      <span className="flex flex-col">
        <span className="text-xs tracking-[0.14em] text-muted-foreground uppercase">{label}</span>
        <span className="font-medium">{children}</span>
      </span>
    </li>
  );
}
