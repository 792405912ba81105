import type { Metadata } from "next";
import { AuthCard } from "@/components/auth/auth-card";
import { PendingApproval } from "@/components/auth/pending-approval-client";

export const metadata: Metadata = { title: "Pending Approval" };

export default function PendingApprovalPage() {
  return (
    <AuthCard title="Pending Approval">
      <PendingApproval />
    </AuthCard>
  );
}
