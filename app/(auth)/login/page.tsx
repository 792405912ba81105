import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { AuthCard } from "@/components/auth/auth-card";
import { LoginForm } from "@/components/auth/login-form-client";
import { getPageViewer } from "@/lib/auth/page-viewer";
import { loginDestination } from "@/lib/auth/return-path";

export const metadata: Metadata = { title: "Admin Portal" };

type Props = { searchParams: Promise<{ from?: string | string[] }> };

export default async function LoginPage({ searchParams }: Props) {
  const { from } = await searchParams;
  const destination = loginDestination(typeof from === "string" ? from : null);
  // Spec 4: opening /login while signed in goes to the portal.
  if (await getPageViewer()) redirect(destination);
  return (
    <AuthCard title="Admin Portal" description="Sign in to manage the site.">
      <LoginForm destination={destination} />
    </AuthCard>
  );
}
