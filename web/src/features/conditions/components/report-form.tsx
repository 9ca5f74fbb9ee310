import type { ConditionReportJson } from '@hotsprings/contracts';
import {
  EARLIEST_VISIT_DATE,
  MAX_REPORT_NOTE_LENGTH,
  MAX_REPORT_TEMPERATURE_F,
  MIN_REPORT_TEMPERATURE_F,
  REPORT_CROWDING,
  REPORT_FLOWS,
  REPORT_STATUSES,
} from '@hotsprings/contracts/condition-reports';
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import {
  FormActions,
  FormField,
  formStyles,
  SelectField,
  TextAreaField,
  useFormSend,
} from '../../../components/form';
import { ImageInput } from '../../../components/image-input';
import type { ReportDraft } from '../api/report-body';
import { localToday, reportProblem } from '../utils/report-check';
import { CROWDING_LABELS, FLOW_LABELS, STATUS_LABELS } from '../utils/report-labels';
import styles from './report-form.module.css';

interface ReportFormProps {
  /** The report being edited; absent for a new one. */
  report?: ConditionReportJson;
  submitLabel: string;
  /** Rejects with the message to show when the save fails. */
  onSubmit: (draft: ReportDraft) => Promise<void>;
  onCancel?: () => void;
}

function initialDraft(report?: ConditionReportJson): ReportDraft {
  return {
    visitedOn: report?.visited_on ?? localToday(),
    status: report?.status ?? '',
    temperatureF: report?.water_temperature_f?.toString() ?? '',
    flow: report?.flow ?? '',
    crowding: report?.crowding ?? '',
    note: report?.note ?? '',
    image: null,
  };
}

/** The choices a member may leave out ('Not noted'), their values in the contract's order. */
const NOTED_CHOICES: {
  field: 'flow' | 'crowding';
  label: string;
  values: readonly string[];
  labels: Record<string, string>;
}[] = [
  { field: 'flow', label: 'Flow (optional)', values: REPORT_FLOWS, labels: FLOW_LABELS },
  {
    field: 'crowding',
    label: 'Crowding (optional)',
    values: REPORT_CROWDING,
    labels: CROWDING_LABELS,
  },
];

/** A condition report's fields, for a new report and for editing one in place. */
export function ReportForm({ report, submitLabel, onSubmit, onCancel }: ReportFormProps) {
  const id = useId();
  const [draft, setDraft] = useState(() => initialDraft(report));
  const { error, setError, saving, send } = useFormSend();
  const set = (change: Partial<ReportDraft>) => setDraft((d) => ({ ...d, ...change }));
  const today = localToday();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = reportProblem(draft, today);
    if (problem) setError(problem);
    else await send(() => onSubmit(draft));
  };

  return (
    <form
      className={formStyles.form}
      onSubmit={submit}
      aria-label={report ? 'Edit condition report' : 'Report conditions'}
      // The checks below say what is wrong in words; the browser's own bubbles would not.
      noValidate
    >
      <div className={styles.row}>
        <FormField
          label="Date of visit"
          type="date"
          required
          min={EARLIEST_VISIT_DATE}
          max={today}
          value={draft.visitedOn}
          onChange={(event) => set({ visitedOn: event.target.value })}
        />
        <FormField
          label="Water temperature, °F (optional)"
          type="number"
          inputMode="decimal"
          min={MIN_REPORT_TEMPERATURE_F}
          max={MAX_REPORT_TEMPERATURE_F}
          step="0.1"
          value={draft.temperatureF}
          onChange={(event) => set({ temperatureF: event.target.value })}
        />
      </div>
      <fieldset className={styles.statuses}>
        <legend>Status</legend>
        {REPORT_STATUSES.map((status) => (
          <label key={status} className={styles.choice}>
            <input
              type="radio"
              name={`${id}-status`}
              value={status}
              required
              checked={draft.status === status}
              onChange={() => set({ status })}
            />
            {STATUS_LABELS[status]}
          </label>
        ))}
      </fieldset>
      <div className={styles.row}>
        {NOTED_CHOICES.map(({ field, label, values, labels }) => (
          <SelectField
            key={field}
            label={label}
            value={draft[field]}
            onChange={(event) => set({ [field]: event.target.value })}
          >
            <option value="">Not noted</option>
            {values.map((value) => (
              <option key={value} value={value}>
                {labels[value]}
              </option>
            ))}
          </SelectField>
        ))}
      </div>
      <TextAreaField
        label="Note (optional)"
        rows={3}
        maxLength={MAX_REPORT_NOTE_LENGTH}
        hint="Markdown works here, as in comments: **bold**, _italic_, [a link](https://...)."
        placeholder="Road, trail, water clarity..."
        value={draft.note}
        onChange={(event) => set({ note: event.target.value })}
      />
      <ImageInput
        id={`${id}-image`}
        label="Photo (optional)"
        file={draft.image}
        onChange={(image) => set({ image })}
        hasCurrent={Boolean(report?.image_url)}
      />
      <FormActions error={error} saving={saving} submitLabel={submitLabel} onCancel={onCancel} />
    </form>
  );
}
