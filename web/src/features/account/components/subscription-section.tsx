import { useState } from 'react';
import type { CurrentUserJson } from '@hotsprings/contracts';
import { PREMIUM_PRICE_TEXT } from '@hotsprings/contracts/limits';
import { Button } from '../../../components/button';
import { errorMessage } from '../../../lib/api-error';
import { useLeaveSite, useManageSubscription } from '../../../lib/billing';
import { useCreateCheckoutSessionMutation } from '../api/billing.api';
import { FormAlert } from './form-alert';
import { REFERRAL_APPLIED, ReferralForm } from './referral-form';
import { subscriptionSummary } from './subscription-status';
import formStyles from './form.module.css';
import styles from './subscription-section.module.css';

const CHECKOUT_FAILED = 'Could not initiate checkout.';

/**
 * Settings' subscription section: the member's standing, 'Manage Subscription' (the payment
 * provider's portal), the premium checkout, and the referral code form for members who are not
 * premium.
 */
export function SubscriptionSection({ user }: { user: CurrentUserJson }) {
  const manage = useManageSubscription();
  const [createCheckout] = useCreateCheckoutSessionMutation();
  const { leaving: checkingOut, leave } = useLeaveSite();
  // The server's reason, when it gave one (e.g. 'Payments are not configured.').
  const [checkoutProblem, setCheckoutProblem] = useState<{ reason: string | null } | null>(null);
  const [referralApplied, setReferralApplied] = useState(false);
  const { plan, detail } = subscriptionSummary(user);

  const checkout = async () => {
    setCheckoutProblem(null);
    const failed = await leave(() => createCheckout());
    if (failed) setCheckoutProblem({ reason: errorMessage(failed.error, '') || null });
  };

  return (
    <section className={styles.card} aria-labelledby="settings-subscription">
      <h2 id="settings-subscription" className={formStyles.cardTitle}>
        Subscription
      </h2>
      <p className={styles.standing}>
        <span className={user.is_premium ? styles.premium : styles.free}>
          {user.is_premium && <span aria-hidden="true">★ </span>}
          {plan}
        </span>
        <span className={styles.muted}>{detail}</span>
      </p>
      {referralApplied && <FormAlert tone="success">{REFERRAL_APPLIED}</FormAlert>}
      {manage.error && <FormAlert tone="error">{manage.error}</FormAlert>}
      {checkoutProblem && (
        <FormAlert tone="error" detail={checkoutProblem.reason}>
          {CHECKOUT_FAILED}
        </FormAlert>
      )}
      {!user.is_premium && (
        <p className={styles.lead}>
          Premium gives you full AI summaries of springs, on-demand summaries and saved trip plans,
          for {PREMIUM_PRICE_TEXT}.
        </p>
      )}
      <div className={formStyles.cardActions}>
        <Button secondary onClick={manage.open} disabled={manage.isOpening}>
          {manage.isOpening ? 'Opening...' : 'Manage Subscription'}
        </Button>
        {!user.is_premium && (
          <Button onClick={checkout} disabled={checkingOut}>
            {checkingOut ? 'Redirecting...' : 'Upgrade to Premium'}
          </Button>
        )}
      </div>
      {!user.is_premium && (
        <div className={styles.referralBox}>
          <h3 className={styles.subtitle}>Have a referral code?</h3>
          <p className={styles.muted}>Enter it to become a premium member at once.</p>
          <ReferralForm onApplied={() => setReferralApplied(true)} />
        </div>
      )}
    </section>
  );
}
