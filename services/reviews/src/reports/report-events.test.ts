import assert from 'node:assert/strict';
import { test } from 'node:test';
import { fromBinary } from '@bufbuild/protobuf';
import {
  ConditionReportCreatedSchema,
  ConditionReportDeletedSchema,
  type ConditionReportState,
  ConditionReportUpdatedSchema,
  STREAMS,
  SUBJECTS,
} from '@hotsprings/contracts';
import { eventually, httpCall as call, storedMessages } from '@hotsprings/service-kit/testing';
import { as, useReviewsService } from '../testing/service-fixture';

const service = useReviewsService();

interface ReportEvent {
  subject: string;
  msgId: string | undefined;
  eventId: string | undefined;
  /** The whole state, in created and updated events. */
  report?: ConditionReportState;
  /** Deleted events. */
  deleted?: { reportId: bigint; springId: number; version: bigint };
}

/** The report events of the stream, decoded by subject. */
async function reportEvents(): Promise<ReportEvent[]> {
  const messages = await storedMessages(service.nc, STREAMS.reviews);
  return messages.flatMap(({ subject, msgId, data }): ReportEvent[] => {
    if (subject === SUBJECTS.reportDeleted) {
      const e = fromBinary(ConditionReportDeletedSchema, data);
      return [{ subject, msgId, eventId: e.meta?.id, deleted: e }];
    }
    const schema =
      subject === SUBJECTS.reportCreated
        ? ConditionReportCreatedSchema
        : subject === SUBJECTS.reportUpdated
          ? ConditionReportUpdatedSchema
          : null;
    if (!schema) return [];
    const e = fromBinary(schema, data);
    return [{ subject, msgId, eventId: e.meta?.id, report: e.report }];
  });
}

test('each change publishes the whole report with a rising version: 1, 2, then 3 deleted', async () => {
  const spring = await service.addSpring();
  const created = await call(service.url, 'POST', `/api/springs/${spring}/reports`, {
    headers: as(7, 'cat'),
    body: { visited_on: '2026-04-02', status: 'open', water_temperature_f: 99.5, flow: 'high' },
  });
  assert.equal(created.status, 201);
  const path = `/api/reports/${created.body.id}`;
  const edited = await call(service.url, 'PUT', path, {
    headers: as(7, 'cat'),
    body: { visited_on: '2026-04-03', status: 'access_restricted', note: 'Permit needed' },
  });
  assert.equal(edited.status, 200);
  assert.equal((await call(service.url, 'DELETE', path, { headers: as(7) })).status, 204);

  const events = await eventually(async () => {
    const all = await reportEvents();
    if (all.length < 3) throw new Error(`${all.length} report events so far`);
    return all;
  });
  assert.deepEqual(
    events.map((e) => e.subject),
    [SUBJECTS.reportCreated, SUBJECTS.reportUpdated, SUBJECTS.reportDeleted],
  );
  for (const e of events) assert.equal(e.msgId, e.eventId, 'the event id is the message id');

  const [first, second, third] = events;
  const id = BigInt(created.body.id);
  assert.equal(first?.report?.reportId, id);
  assert.equal(first?.report?.springId, spring);
  assert.equal(first?.report?.userId, 7n);
  assert.equal(first?.report?.username, 'cat');
  assert.equal(first?.report?.visitedOn, '2026-04-02');
  assert.equal(first?.report?.status, 'open');
  assert.equal(first?.report?.waterTemperatureF, 99.5);
  assert.equal(first?.report?.flow, 'high');
  assert.equal(first?.report?.crowding, undefined);
  assert.equal(first?.report?.createdAt, created.body.created_at);
  assert.equal(first?.report?.version, 1n);

  assert.equal(second?.report?.visitedOn, '2026-04-03');
  assert.equal(second?.report?.status, 'access_restricted');
  assert.equal(second?.report?.waterTemperatureF, undefined);
  assert.equal(second?.report?.note, 'Permit needed');
  assert.equal(second?.report?.version, 2n);

  assert.equal(third?.deleted?.reportId, id);
  assert.equal(third?.deleted?.springId, spring);
  assert.equal(third?.deleted?.version, 3n);
});
