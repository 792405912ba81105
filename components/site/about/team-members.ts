// Static team: five members; the last runs Dubai operations and lists
// contact details. Portraits are original illustrations in public/team.

export type TeamMember = {
  id: string;
  name: string;
  role: string;
  description: string;
  image: string;
  email?: string;
  phone?: string;
  address?: string;
  link?: { href: string; label: string };
};

export const TEAM_MEMBERS: TeamMember[] = [
  {
    id: "aarav-mehta",
    name: "Aarav Mehta",
    role: "Founder & Chief Executive",
    description:
      "Fifteen years in television and digital media. Aarav built the agency around one idea: brands earn attention by making things people want to watch.",
    image: "/team/aarav-mehta.svg",
  },
  {
    id: "sana-kapoor",
    name: "Sana Kapoor",
    role: "Head of Celebrity Engagement",
    description:
      "Sana manages relationships with more than two hundred celebrities and creators, and matches each brand with voices its audience already trusts.",
    image: "/team/sana-kapoor.svg",
  },
  {
    id: "rohan-iyer",
    name: "Rohan Iyer",
    role: "Creative Director",
    description:
      "A filmmaker first, Rohan leads the writers, directors and editors behind our branded series and original IPs.",
    image: "/team/rohan-iyer.svg",
  },
  {
    id: "meera-nair",
    name: "Meera Nair",
    role: "Head of Digital & Performance",
    description:
      "Meera turns great content into measurable results: media plans, paid amplification and the dashboards our clients read every Monday.",
    image: "/team/meera-nair.svg",
  },
  {
    id: "omar-al-farsi",
    name: "Omar Al Farsi",
    role: "Director, Dubai Operations",
    description:
      "Omar leads our Middle East office, bringing regional brands, talent and sponsorships together across the GCC.",
    image: "/team/omar-al-farsi.svg",
    email: "dubai@amsmedia.in",
    phone: "+971 4 555 0190",
    address: "Office 1204, Media City Tower, Dubai, UAE",
    link: { href: "https://www.dubaimediacity.com", label: "Dubai Media City" },
  },
];
