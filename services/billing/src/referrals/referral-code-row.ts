/** A referral_codes row as the repository reads it. */
export interface ReferralCodeRow {
  code: string;
  max_uses: number | null;
  uses: number;
  expires_at: Date | null;
  note: string;
  created_at: Date;
}

/** Why a code granted nothing. */
export type RefusedCode = 'unknown' | 'expired' | 'used-up';

/** Codes are kept upper-case; a member may type them in any case. */
export const normaliseCode = (code: string): string => code.trim().toUpperCase();
