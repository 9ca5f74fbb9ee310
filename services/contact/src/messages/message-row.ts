/** A messages row as the repository reads it (bigint ids arrive from pg as strings). */
export interface MessageRow {
  id: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  received_at: Date;
  delivered_at: Date | null;
  delivery_attempts: number;
  last_error: string | null;
}
