import { MAX_REFERRAL_CODE_LENGTH } from '@hotsprings/contracts';
import { identifierText } from '@hotsprings/service-kit';
import { z } from 'zod';

/** The code must not be blank. */
export const BLANK_CODE = 'Please enter a referral code.';

export const applyReferralSchema = z.object(
  {
    referralCode: identifierText('Referral code', {
      max: MAX_REFERRAL_CODE_LENGTH,
      required: BLANK_CODE,
    }).min(1, BLANK_CODE),
  },
  { error: 'Send the referral code as a JSON object: {"referralCode": "..."}.' },
);

export type ApplyReferralDto = z.infer<typeof applyReferralSchema>;
