import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { AuthCard } from "@/components/auth/auth-card";
import { LoginForm } from "@/components/auth/login-form-client";
import { NoAdministratorNotice } from "@/components/auth/no-administrator-notice";
import { getPageViewer } from "@/lib/auth/page-viewer";
import { loginDestination } from "@/lib/auth/return-path";
import { siteHasAdministrator } from "@/lib/data/users";

export const metadata: Metadata = { title: "Admin Portal" };

type Props = { searchParams: Promise<{ from?: string | string[] }> };

export default async function LoginPage({ searchParams }: Props) {
  const { from } = await searchParams;
  const destination = loginDestination(typeof from === "string" ? from : null);
  // Opening /login while signed in goes straight to the portal.
  if (await getPageViewer()) redirect(destination);
  const hasAdministrator = await siteHasAdministrator();
  return (
    <AuthCard title="Admin Portal" description="Sign in to manage the site.">
      {hasAdministrator ? null : <NoAdministratorNotice />}
      <LoginForm destination={destination} />
    </AuthCard>
  );
}
