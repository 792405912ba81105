import type { Metadata } from "next";
import { AuthCard } from "@/components/auth/auth-card";
import { SignupForm } from "@/components/auth/signup-form-client";

export const metadata: Metadata = { title: "Sign Up" };

export default function SignupPage() {
  return (
    <AuthCard
      title="Create Account"
      description="Register for the admin portal. An administrator approves new accounts."
    >
      <SignupForm />
    </AuthCard>
  );
}
