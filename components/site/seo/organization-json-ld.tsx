import { SOCIAL_LINKS, CONTACT_DETAILS } from "@/components/site/layout/site-links";
import { getSiteUrl } from "@/lib/site-url";

import { JsonLd } from "./json-ld";

export function OrganizationJsonLd({
  siteName,
  description,
}: {
  siteName: string;
  description: string;
}) {
  const url = getSiteUrl();
  return (
    <JsonLd
      data={{
        "@context": "https://schema.org",
        "@type": "Organization",
        name: siteName,
        description,
        url,
        logo: `${url}/icon.svg`,
        email: CONTACT_DETAILS.email,
        telephone: CONTACT_DETAILS.phone,
        address: {
          "@type": "PostalAddress",
          addressLocality: "Mumbai",
          addressRegion: "Maharashtra",
          addressCountry: "IN",
        },
        sameAs: SOCIAL_LINKS.map((social) => social.href),
      }}
    />
  );
}
