import { useEffect } from 'react';
import { useDispatch } from 'react-redux';
import { ButtonLink } from '../../../components/button';
import { useToast } from '../../../components/toast';
import { SITE_NAME } from '@hotsprings/contracts/page-heads';
import { api } from '../../../lib/api';
import { useAuth, useGetAuthStatusQuery } from '../../../lib/auth';
import { useDocumentMeta } from '../../../lib/use-document-meta';
import styles from './payment-success-page.module.css';

const PAYMENT_NOTICE = 'Payment successful! Your subscription is being activated.';
/** How often the sign-in is asked again until the payment provider's news has made it premium. */
const ACTIVATION_POLL_MS = 2000;

/** /payment/success: where the payment provider's checkout sends the member back. */
export function PaymentSuccessPage() {
  useDocumentMeta(`Payment Successful - ${SITE_NAME}`);
  const toast = useToast();
  const dispatch = useDispatch();
  const auth = useAuth();
  const premium = auth.status === 'signedIn' && auth.user.is_premium;
  const activating = auth.status === 'signedIn' && !premium;
  useGetAuthStatusQuery(undefined, { pollingInterval: activating ? ACTIVATION_POLL_MS : 0 });

  useEffect(() => {
    toast(PAYMENT_NOTICE, 'success');
  }, [toast]);

  // The profile's badge is fetched again once premium shows.
  useEffect(() => {
    if (premium) dispatch(api.util.invalidateTags(['User']));
  }, [premium, dispatch]);

  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby="payment-success">
        <span className={styles.icon} aria-hidden="true">
          ✓
        </span>
        <h1 id="payment-success">Payment Successful!</h1>
        <p className={styles.status} role="status">
          {premium
            ? 'Your premium membership is active. Enjoy!'
            : 'Thank you! Your subscription is being activated; this page shows it as soon as it is.'}
        </p>
        <div className={styles.actions}>
          <ButtonLink to="/">Back to Home</ButtonLink>
          <ButtonLink to="/profile/settings">Go to Settings</ButtonLink>
        </div>
      </section>
    </div>
  );
}
