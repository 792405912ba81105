import { toast } from "sonner";
import type { FieldValues, Path, UseFormSetError } from "react-hook-form";

import { ApiError, callApi, errorMessage } from "@/lib/api-client";
import { applyServerErrors } from "../apply-server-errors";
import { apiPath, POST_TYPE_LABEL, type PostType } from "./post-types";

type SavePostOptions<T extends FieldValues> = {
  type: PostType;
  /** The post being edited; without it a new post is created. */
  id?: string;
  body: Record<string, unknown>;
  setError: UseFormSetError<T>;
  /** The form's fields that can show the server's field errors. */
  fields: readonly Path<T>[];
};

/**
 * Creates (POST) or updates (PUT) a post and says in a toast how it went; a refusal's field errors
 * go under their fields. Resolves to whether the post was saved.
 */
export async function savePost<T extends FieldValues>({
  type,
  id,
  body,
  setError,
  fields,
}: SavePostOptions<T>): Promise<boolean> {
  const label = POST_TYPE_LABEL[type];
  try {
    await callApi(apiPath(type, id), { method: id ? "PUT" : "POST", body });
  } catch (error) {
    if (error instanceof ApiError) applyServerErrors(setError, error, fields);
    toast.error(`Failed to save ${label.toLowerCase()}`, {
      description: errorMessage(error, "") || undefined,
    });
    return false;
  }
  toast.success(`${label} ${id ? "updated" : "created"} successfully`);
  return true;
}
