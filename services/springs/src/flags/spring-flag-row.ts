import type { SpringFlagFact } from '@hotsprings/contracts';

/** A spring_flags row as the repository reads it, with the spring's name for the operators. */
export interface SpringFlagRow {
  id: string;
  spring_id: number;
  /** Null for an unnamed spring. */
  spring_name: string | null;
  user_id: string;
  username: string;
  fact: SpringFlagFact;
  note: string;
  status: 'open' | 'resolved';
  created_at: Date;
  resolved_at: Date | null;
  resolution_note: string | null;
}
