/** A users row as the repository reads it (bigint ids arrive from pg as strings). */
export interface UserRow {
  id: string;
  username: string;
  email: string;
  password_hash: string;
  bio: string;
  location: string;
  is_premium: boolean;
  subscription_status: string;
  version: string;
  created_at: Date;
}

/** The signed-in user's own account: the spec's "Current user". */
export interface CurrentUserJson {
  id: number;
  username: string;
  email: string;
  bio: string;
  location: string;
  created_at: string;
  is_premium: boolean;
  subscription_status: string;
}

/** What anybody may see of a member; the email only when the owner is asking. */
export interface PublicProfileJson {
  id: number;
  username: string;
  bio: string;
  location: string;
  created_at: string;
  is_premium: boolean;
  email?: string;
}

export function toCurrentUser(row: UserRow): CurrentUserJson {
  return {
    id: Number(row.id),
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
  const profile: PublicProfileJson = {
    id: Number(row.id),
    username: row.username,
    bio: row.bio,
    location: row.location,
    created_at: row.created_at.toISOString(),
    is_premium: row.is_premium,
  };
  if (viewerId === row.id) profile.email = row.email;
  return profile;
}
