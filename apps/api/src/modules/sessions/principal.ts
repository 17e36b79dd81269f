/** Who is calling, resolved once per request from the session headers (CONTRACT §4). */
export interface Principal {
  /** The device session's auth_tokens row (sign-out ends only this one). */
  tokenId: number;
  /** When the device session expires (a live socket is disconnected then). */
  sessionExpiresAt: Date;
  userId: number;
  /** 1 customer, 2 provider. */
  userType: 1 | 2;
  /** A provider's providers row; absent for customers. */
  providerId?: number;
  /** The provider's profile_revision, read with the session: the profile answer is served from memory while it matches. */
  profileRevision?: number;
  /** The provider's Available Projects revision, read with the session: its answers are served from memory while it matches. */
  listRevision?: string;
  /** A customer's own id; customers arrive with the marketplace. */
  customerId?: number;
  email: string;
}

/** The three values that identify a device session. */
export interface SessionCredentials {
  accessToken: string;
  client: string;
  uid: string;
}
