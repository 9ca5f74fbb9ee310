import { MAX_PLAN_NAME_LENGTH } from '@hotsprings/contracts/limits';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '../../../components/button';
import { FormError, formStyles } from '../../../components/form';
import { useToast } from '../../../components/toast';
import { errorCode } from '../../../lib/api-error';
import { useAuth } from '../../../lib/auth';
import { loadErrorMessage } from '../../../lib/load-error';
import { useSavePlanMutation, useUpdatePlanMutation } from '../api/planner.api';
import type { EditedPlan } from '../hooks/use-planner-prefill';
import type { Trip } from '../hooks/use-trip-planner';
import { PLANNER_MESSAGES, saveFailed } from '../utils/messages';
import { planRequest } from '../utils/plan-request';
import { PremiumPrompt } from './premium-prompt';
import styles from './trip-actions.module.css';

type Outcome =
  | { kind: 'error'; message: string }
  | { kind: 'premium'; signedIn: boolean }
  | { kind: 'saved'; planId: string };

interface SavePlanFormProps {
  trip: Trip | null;
  /** The saved plan being edited: saving updates it (its name, stops and route). */
  editing: EditedPlan | null;
  /** The name typed, which a shared trip takes too. */
  name: string;
  onNameChange: (name: string) => void;
}

/**
 * Saves the generated trip under a name (premium members: the server decides), or updates the
 * plan being edited.
 */
export function SavePlanForm({ trip, editing, name, onNameChange }: SavePlanFormProps) {
  const auth = useAuth();
  const toast = useToast();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [savePlan, saving] = useSavePlanMutation();
  const [updatePlan, updating] = useUpdatePlanMutation();
  const isLoading = saving.isLoading || updating.isLoading;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!name.trim()) return setOutcome({ kind: 'error', message: PLANNER_MESSAGES.nameRequired });
    if (!trip?.answer.route) {
      return setOutcome({ kind: 'error', message: PLANNER_MESSAGES.routeRequired });
    }
    setOutcome(null);
    const plan = planRequest(name, trip);
    const result = editing ? await updatePlan({ planId: editing.id, plan }) : await savePlan(plan);
    const code = errorCode(result.error);
    if (code === 'unauthenticated' || code === 'premium_required') {
      setOutcome({ kind: 'premium', signedIn: code === 'premium_required' });
    } else if (result.error) {
      setOutcome({ kind: 'error', message: saveFailed(loadErrorMessage(result.error)) });
    } else {
      setOutcome({ kind: 'saved', planId: result.data.id });
      toast(editing ? 'Trip plan updated!' : 'Trip plan saved!', 'success');
    }
  }

  return (
    <form className={styles.form} onSubmit={submit} aria-label="Save trip plan" noValidate>
      <div className={formStyles.field}>
        <label htmlFor="plan-name">Plan name</label>
        <div className={styles.row}>
          <input
            id="plan-name"
            type="text"
            value={name}
            maxLength={MAX_PLAN_NAME_LENGTH}
            placeholder="e.g. Idaho soak weekend"
            onChange={(event) => onNameChange(event.target.value)}
          />
          <Button type="submit" disabled={isLoading}>
            {isLoading ? 'Saving...' : editing ? 'Update Plan' : 'Save Plan'}
          </Button>
        </div>
      </div>
      {auth.user && !auth.user.is_premium && !outcome && (
        <p className={formStyles.hint}>Saving plans is a Premium feature.</p>
      )}
      {outcome?.kind === 'error' && <FormError>{outcome.message}</FormError>}
      {outcome?.kind === 'premium' && <PremiumPrompt signedIn={outcome.signedIn} />}
      {outcome?.kind === 'saved' && (
        <p className={styles.saved} role="status">
          Saved. <Link to={`/my-plans/${outcome.planId}`}>Open the plan</Link> or see{' '}
          <Link to="/my-plans">My Plans</Link>.
        </p>
      )}
    </form>
  );
}
