import "server-only";
import { afterResponse } from "@/lib/after-response";
import { AppError } from "@/lib/errors/app-error";
import { getDb } from "@/lib/db/client";
import { getEnv } from "@/lib/env";
import type { ContactMessage, DeliveryStatus } from "@/lib/generated/prisma/client";
import { escapeHtml, MailNotConfiguredError, sendMail } from "@/lib/mail";
import type { ContactInput } from "@/lib/validations/contact";
import { paginate, type Pagination } from "./pagination";
import { rethrowNotFound } from "./prisma-errors";
import { readSiteSettings } from "./settings";
import { isUuid } from "./uuid";

export type ContactMessageDto = {
  _id: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  deliveryStatus: DeliveryStatus;
  attempts: number;
  lastError: string | null;
  createdAt: string;
  sentAt: string | null;
  readAt: string | null;
};

// After this many failed sends a message stays failed and is only visible in the inbox.
export const MAX_DELIVERY_ATTEMPTS = 5;

export function serializeContactMessage(row: ContactMessage): ContactMessageDto {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    subject: row.subject,
    message: row.message,
    deliveryStatus: row.deliveryStatus,
    attempts: row.attempts,
    lastError: row.lastError,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
    readAt: row.readAt?.toISOString() ?? null,
  };
}

// A first send that has not happened this long after the message was stored never will (the
// server stopped between answering and sending): the retry then takes the message as failed.
export const FIRST_SEND_STALE_MS = 5 * 60 * 1000;

/**
 * Stores a visitor's message (it must never be lost) and returns it; the inbox is notified after
 * the response has been sent, so the visitor never waits for the mail provider.
 */
export async function submitContactMessage(
  input: ContactInput,
  clientAddress: string,
): Promise<ContactMessageDto> {
  const db = await getDb();
  const row = await db.contactMessage.create({
    data: {
      name: input.name,
      email: input.email,
      subject: input.subject,
      message: input.message,
      clientAddress,
    },
  });
  afterResponse(`contact notification for ${row.id}`, () => deliverContactMessage(row));
  return serializeContactMessage(row);
}

/** Sends the notification (when the Email Notifications setting is on) and records the outcome. */
async function deliverContactMessage(row: ContactMessage): Promise<ContactMessage> {
  const db = await getDb();
  const settings = await readSiteSettings();
  if (!settings.emailNotifications) {
    return db.contactMessage.update({ where: { id: row.id }, data: { deliveryStatus: "skipped" } });
  }
  try {
    await sendMail({ ...notificationMail(row, settings.siteName), idempotencyKey: row.id });
    return db.contactMessage.update({
      where: { id: row.id },
      data: {
        deliveryStatus: "sent",
        sentAt: new Date(),
        attempts: { increment: 1 },
        lastError: null,
      },
    });
  } catch (error) {
    // No mail provider in production: the message is kept for the Messages screen only.
    if (error instanceof MailNotConfiguredError) {
      return db.contactMessage.update({
        where: { id: row.id },
        data: { deliveryStatus: "unconfigured" },
      });
    }
    // The message stays stored and marked for retryFailedContactMail(); the visitor is not told.
    console.error(
      `[contact] notification for ${row.id} failed:`,
      error instanceof Error ? error.message : error,
    );
    return db.contactMessage.update({
      where: { id: row.id },
      data: {
        deliveryStatus: "failed",
        attempts: { increment: 1 },
        lastError: (error instanceof Error ? error.message : "Unknown error").slice(0, 500),
      },
    });
  }
}

/**
 * Resends every failed notification once, and every first send that never happened (the same Idempotency-Key as the first try, so a mail
 * that did leave is never delivered twice). Safe to run from two servers: each message is claimed.
 */
export async function retryFailedContactMail(): Promise<{
  retried: number;
  sent: number;
  failed: number;
}> {
  const db = await getDb();
  // Only never-tried messages: one claimed by a running retry has an attempt already.
  await db.contactMessage.updateMany({
    where: {
      deliveryStatus: "pending",
      attempts: 0,
      createdAt: { lt: new Date(Date.now() - FIRST_SEND_STALE_MS) },
    },
    data: { deliveryStatus: "failed", lastError: "Not sent: the server stopped before sending" },
  });
  const failed = await db.contactMessage.findMany({
    where: { deliveryStatus: "failed", attempts: { lt: MAX_DELIVERY_ATTEMPTS } },
    orderBy: { createdAt: "asc" },
    take: 50,
  });
  let sent = 0;
  let retried = 0;
  for (const message of failed) {
    const claimed = await db.contactMessage.updateMany({
      where: { id: message.id, deliveryStatus: "failed" },
      data: { deliveryStatus: "pending" },
    });
    if (claimed.count !== 1) continue;
    retried += 1;
    const outcome = await deliverContactMessage(message);
    if (outcome.deliveryStatus === "sent") sent += 1;
  }
  return { retried, sent, failed: retried - sent };
}

function notificationMail(row: ContactMessage, siteName: string) {
  // Subjects are one line: no header tricks, even though the mail API takes JSON.
  const subject = `[${siteName}] ${row.subject}`.replace(/[\r\n]+/g, " ").slice(0, 250);
  const text = `New message from the contact form\n\nName: ${row.name}\nEmail: ${row.email}\nSubject: ${row.subject}\n\n${row.message}\n`;
  const html = `<h2>New message from the contact form</h2>
<p><strong>Name:</strong> ${escapeHtml(row.name)}<br><strong>Email:</strong> ${escapeHtml(row.email)}<br><strong>Subject:</strong> ${escapeHtml(row.subject)}</p>
<p style="white-space:pre-wrap">${escapeHtml(row.message)}</p>`;
  return { to: getEnv().CONTACT_INBOX, subject, text, html, replyTo: row.email };
}

export async function listContactMessages(
  page: number,
  limit: number,
): Promise<{ messages: ContactMessageDto[]; pagination: Pagination; unread: number }> {
  const db = await getDb();
  const [total, unread, rows] = await Promise.all([
    db.contactMessage.count(),
    db.contactMessage.count({ where: { readAt: null } }),
    db.contactMessage.findMany({
      orderBy: [{ createdAt: "desc" }, { id: "asc" }],
      skip: (page - 1) * limit,
      take: limit,
    }),
  ]);
  return {
    messages: rows.map(serializeContactMessage),
    pagination: paginate(page, limit, total),
    unread,
  };
}

export async function markContactMessageRead(
  id: string,
  read: boolean,
): Promise<ContactMessageDto> {
  if (!isUuid(id)) throw new AppError(404, "Message not found");
  const db = await getDb();
  const row = await db.contactMessage
    .update({ where: { id }, data: { readAt: read ? new Date() : null } })
    .catch(rethrowNotFound("Message not found"));
  return serializeContactMessage(row);
}
