/** A record or file an ingester passed over, with the reason a person can act on. */
export interface Skipped {
  where: string;
  reason: string;
}
