import type { Metadata } from "next";

import { ContactSection } from "@/components/site/home/contact-section";

export const revalidate = 3600;

export const metadata: Metadata = {
  title: "Contact",
  description:
    "Tell us about your brand: branded content, celebrity engagement, sponsorships and IPs.",
  alternates: { canonical: "/contact" },
};

export default function ContactPage() {
  return (
    <div className="pt-16 lg:pt-20">
      <ContactSection headingLevel="h1" />
    </div>
  );
}
