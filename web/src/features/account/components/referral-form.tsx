import { useState } from 'react';
import type { FormEvent } from 'react';
import { MAX_REFERRAL_CODE_LENGTH } from '@hotsprings/contracts/limits';
import { errorMessage } from '../../../lib/api-error';
import { useApplyReferralMutation } from '../api/billing.api';
import { FormField, useFields } from '../../../components/form';
import { CardForm, type FormOutcome } from './card-form';
import styles from './subscription-section.module.css';

export const REFERRAL_APPLIED = 'Referral code applied successfully! You are now a premium member.';
const BLANK = 'Please enter a referral code.';
const FAILED = 'Failed to apply referral code.';

/** Settings' referral code form, for members who are not premium. */
export function ReferralForm({ onApplied }: { onApplied: () => void }) {
  const [applyReferral, { isLoading }] = useApplyReferralMutation();
  const { values, field } = useFields({ referralCode: '' });
  const [problem, setProblem] = useState<FormOutcome | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setProblem(null);
    const typed = values.referralCode.trim();
    if (!typed) {
      setProblem({ tone: 'error', text: BLANK });
      return;
    }
    const result = await applyReferral(typed);
    if (result.error) {
      setProblem({ tone: 'error', text: FAILED, detail: errorMessage(result.error, '') });
      return;
    }
    onApplied();
  };

  return (
    <CardForm
      className={styles.referral}
      onSubmit={submit}
      outcome={problem}
      busy={isLoading}
      busyLabel="Applying..."
      submitLabel="Apply Code"
    >
      <FormField
        large
        label="Referral code"
        autoComplete="off"
        placeholder="e.g. HS-7K3M9QXP2A"
        maxLength={MAX_REFERRAL_CODE_LENGTH}
        {...field('referralCode')}
      />
    </CardForm>
  );
}
