-- A contact message that arrived while production had no mail provider: stored, never sent.
ALTER TYPE "DeliveryStatus" ADD VALUE IF NOT EXISTS 'unconfigured';
