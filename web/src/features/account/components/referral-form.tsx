import { useState } from 'react';
import type { FormEvent } from 'react';
import { MAX_REFERRAL_CODE_LENGTH } from '@hotsprings/contracts/limits';
import { errorMessage } from '../../../lib/api-error';
import { useApplyReferralMutation } from '../api/billing.api';
import { FormAlert } from './form-alert';
import { FormField, SubmitButton, useFields } from '../../../components/form';
import formStyles from './form.module.css';
import styles from './subscription-section.module.css';

export const REFERRAL_APPLIED = 'Referral code applied successfully! You are now a premium member.';
const BLANK = 'Please enter a referral code.';
const FAILED = 'Failed to apply referral code.';

type Outcome = { text: string; detail: string | null } | null;

/** Settings' referral code form, for members who are not premium. */
export function ReferralForm({ onApplied }: { onApplied: () => void }) {
  const [applyReferral, { isLoading }] = useApplyReferralMutation();
  const { values, field } = useFields({ referralCode: '' });
  const [problem, setProblem] = useState<Outcome>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setProblem(null);
    const typed = values.referralCode.trim();
    if (!typed) {
      setProblem({ text: BLANK, detail: null });
      return;
    }
    const result = await applyReferral(typed);
    if (result.error) {
      setProblem({ text: FAILED, detail: errorMessage(result.error, '') || null });
      return;
    }
    onApplied();
  };

  return (
    <form className={styles.referral} onSubmit={submit} noValidate>
      {problem && (
        <FormAlert tone="error" detail={problem.detail}>
          {problem.text}
        </FormAlert>
      )}
      <FormField
        large
        label="Referral code"
        autoComplete="off"
        placeholder="e.g. HS-7K3M9QXP2A"
        maxLength={MAX_REFERRAL_CODE_LENGTH}
        {...field('referralCode')}
      />
      <div className={formStyles.cardActions}>
        <SubmitButton busy={isLoading} busyLabel="Applying...">
          Apply Code
        </SubmitButton>
      </div>
    </form>
  );
}
