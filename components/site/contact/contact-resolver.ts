import { zodResolver } from "@hookform/resolvers/zod";

import { contactSchema } from "@/lib/validations/contact";

// Its own module so the contact form loads the shared schema and zod only when it first
// needs them (see contact-form-client.tsx).
export const contactResolver = zodResolver(contactSchema);
