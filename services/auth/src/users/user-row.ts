import type { CurrentUserJson, PublicProfileJson } from '@hotsprings/contracts';

/** A users row as the repository reads it (bigint ids arrive from pg as strings). */
export interface UserRow {
  id: string;
  username: string;
  /** The form by which the account is found (the kit's canonicalUsername). */
  canonical_username: string;
  email: string;
  password_hash: string;
  bio: string;
  location: string;
  is_premium: boolean;
  subscription_status: string;
  version: string;
  created_at: Date;
}

export function toCurrentUser(row: UserRow): CurrentUserJson {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    bio: row.bio,
    location: row.location,
    created_at: row.created_at.toISOString(),
    is_premium: row.is_premium,
    subscription_status: row.subscription_status,
  };
}

export function toPublicProfile(row: UserRow, viewerId: string | null): PublicProfileJson {
  return {
    id: row.id,
    username: row.username,
    bio: row.bio,
    location: row.location,
    created_at: row.created_at.toISOString(),
    is_premium: row.is_premium,
    email: viewerId === row.id ? row.email : null,
  };
}
