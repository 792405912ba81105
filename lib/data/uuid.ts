const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids are uuids; anything else can never match a row (and must not reach a uuid column). */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}
