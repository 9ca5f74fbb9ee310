import type { ConditionReportJson } from '@hotsprings/contracts';
import { useToast } from '../../../components/toast';
import { errorMessage } from '../../../lib/api-error';
import {
  useCreateReportMutation,
  useDeleteReportMutation,
  useUpdateReportMutation,
} from '../api/conditions.api';
import type { ReportDraft } from '../api/report-body';

/** The server's reason after our own words, e.g. 'Could not post the report. You already ...'. */
function failure(lead: string, err: unknown): Error {
  const reason = errorMessage(err as never, '');
  return new Error(reason ? `${lead} ${reason}` : `${lead} Please try again.`);
}

/**
 * Posting, editing and deleting a spring's reports. Post and edit reject with the message the
 * form shows; delete asks first and says how it went in a toast.
 */
export function useReportActions(springId: number) {
  const [create] = useCreateReportMutation();
  const [update] = useUpdateReportMutation();
  const [remove, { isLoading: deleting }] = useDeleteReportMutation();
  const toast = useToast();

  const post = async (draft: ReportDraft) => {
    try {
      await create({ springId, draft }).unwrap();
    } catch (err) {
      throw failure('Could not post the report.', err);
    }
    toast('Thanks for reporting the conditions!', 'success');
  };

  const save = async (report: ConditionReportJson, draft: ReportDraft) => {
    try {
      await update({ id: report.id, draft }).unwrap();
    } catch (err) {
      throw failure('Could not save the report.', err);
    }
  };

  const confirmDelete = async (report: ConditionReportJson) => {
    if (!window.confirm('Delete this condition report?')) return;
    try {
      await remove({ id: report.id }).unwrap();
      toast('Report deleted.', 'success');
    } catch (err) {
      toast(failure('Delete failed.', err).message, 'error');
    }
  };

  return { post, save, confirmDelete, deleting };
}
