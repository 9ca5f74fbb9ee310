import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toast } from '../../../components/toast';
import { handleApi } from '../../../testing/fetch-handler';
import { renderElement, TEST_USER } from '../../../testing/render';
import { localToday } from '../utils/report-check';
import { ConditionReports } from './condition-reports';
import { aPage, aReport } from './report-fixtures.test-data';

const LIST = '/api/springs/12/reports?page=1';
const view = (
  <>
    <ConditionReports springId={12} />
    <Toast />
  </>
);
const mine = (overrides = {}) =>
  aReport({ id: '5', user: { id: TEST_USER.id, username: TEST_USER.username }, ...overrides });

async function openForm() {
  await userEvent.click(await screen.findByRole('button', { name: 'Report conditions' }));
  return screen.getByRole('form', { name: 'Report conditions' });
}

describe('ConditionReports', () => {
  it('lists the reports with what each says, and asks visitors to log in', async () => {
    handleApi(({ path }) =>
      path === LIST
        ? [
            200,
            aPage([
              aReport({
                status: 'seasonal_closure',
                water_temperature_f: 98.6,
                flow: 'low',
                crowding: 'busy',
                note: 'Gate **locked** at the road.',
                image_url: '/uploads/reports/1.jpg',
              }),
            ]),
          ]
        : undefined,
    );
    await renderElement(view);

    const report = await screen.findByRole('article', { name: 'Report by hot tub of May 4, 2026' });
    expect(within(report).getByText('Seasonal closure')).toBeInTheDocument();
    expect(report).toHaveTextContent('Water98.6°F');
    expect(report).toHaveTextContent('FlowLow');
    expect(report).toHaveTextContent('CrowdingBusy');
    // The note is markdown, as comments are.
    // The markdown parser loads with the first markdown shown.
    expect((await within(report).findByText('locked')).tagName).toBe('STRONG');
    expect(
      within(report).getByRole('button', { name: 'Open photo by hot tub' }),
    ).toBeInTheDocument();
    expect(within(report).queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.getByText(/Members report the conditions they found/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Report conditions' })).not.toBeInTheDocument();
  });

  it('says so when there are none', async () => {
    handleApi(({ path }) => (path === LIST ? [200, aPage([])] : undefined));
    await renderElement(view, { auth: TEST_USER });
    expect(await screen.findByText('No condition reports yet.')).toBeInTheDocument();
  });

  it('refuses a missing status, a future date and a temperature of 500 without sending', async () => {
    const calls = handleApi(({ path }) => (path === LIST ? [200, aPage([])] : undefined));
    await renderElement(view, { auth: TEST_USER });
    const form = await openForm();
    const send = within(form).getByRole('button', { name: 'Post report' });

    await userEvent.click(send);
    expect(within(form).getByRole('alert')).toHaveTextContent(
      'Choose what you found: open, closed, seasonal closure or access restricted.',
    );

    await userEvent.click(within(form).getByRole('radio', { name: 'Open' }));
    const date = within(form).getByLabelText('Date of visit');
    expect(date).toHaveAttribute('max', localToday());
    expect(date).toHaveAttribute('min', '1980-01-01');
    fireEvent.change(date, { target: { value: '2999-01-01' } });
    await userEvent.click(send);
    expect(within(form).getByRole('alert')).toHaveTextContent(
      'The visit date cannot be in the future.',
    );

    fireEvent.change(date, { target: { value: '1979-12-31' } });
    await userEvent.click(send);
    expect(within(form).getByRole('alert')).toHaveTextContent(
      'The visit date cannot be before 1980.',
    );

    fireEvent.change(date, { target: { value: localToday() } });
    await userEvent.type(within(form).getByLabelText('Water temperature, °F (optional)'), '500');
    await userEvent.click(send);
    expect(within(form).getByRole('alert')).toHaveTextContent(
      'The water temperature must be between 32 and 212 °F, with at most one decimal.',
    );
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('posts a report, closes the form and shows it in the refreshed list', async () => {
    let stored = aPage([]);
    const calls = handleApi(({ method, path, body }) => {
      if (method === 'GET' && path === LIST) return [200, stored];
      if (method === 'POST' && path === '/api/springs/12/reports') {
        const report = mine({ ...(body as object), visited_on: localToday() });
        stored = aPage([report]);
        return [201, report];
      }
    });
    await renderElement(view, { auth: TEST_USER });
    const form = await openForm();
    await userEvent.click(within(form).getByRole('radio', { name: 'Open' }));
    await userEvent.type(within(form).getByLabelText('Water temperature, °F (optional)'), '101.5');
    await userEvent.selectOptions(within(form).getByLabelText('Crowding (optional)'), 'some');
    await userEvent.type(within(form).getByLabelText('Note (optional)'), '  Clear and hot.  ');
    await userEvent.click(within(form).getByRole('button', { name: 'Post report' }));

    expect(await screen.findByText('Thanks for reporting the conditions!')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      visited_on: localToday(),
      status: 'open',
      water_temperature_f: 101.5,
      flow: null,
      crowding: 'some',
      note: 'Clear and hot.',
    });
    expect(screen.queryByRole('form', { name: 'Report conditions' })).not.toBeInTheDocument();
    const report = await screen.findByRole('article', { name: /^Report by river rat/ });
    expect(report).toHaveTextContent('Water101.5°FCrowdingSome people');
  });

  it("shows the server's reason when it refuses, and keeps the form", async () => {
    handleApi(({ method, path }) => {
      if (path === LIST) return [200, aPage([])];
      if (method === 'POST')
        return [
          409,
          {
            error:
              'You have already reported this spring for that visit date. Edit that report instead.',
            code: 'already_reported',
          },
        ];
    });
    await renderElement(view, { auth: TEST_USER });
    const form = await openForm();
    await userEvent.click(within(form).getByRole('radio', { name: 'Closed' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Post report' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Could not post the report. You have already reported this spring for that visit date. Edit that report instead.',
    );
    expect(within(form).getByRole('button', { name: 'Post report' })).toBeEnabled();
  });

  it("lets the author edit and delete their own report, and no one else's", async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    const calls = handleApi(({ method, path }) => {
      if (path === LIST) return [200, aPage([mine({ flow: 'high' }), aReport()])];
      if (method === 'PUT' && path === '/api/reports/5') return [200, mine()];
      if (method === 'DELETE' && path === '/api/reports/5') return [204];
    });
    await renderElement(view, { auth: TEST_USER });
    const own = await screen.findByRole('article', { name: /^Report by river rat/ });
    const other = screen.getByRole('article', { name: /^Report by hot tub/ });
    expect(within(other).queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();

    await userEvent.click(within(own).getByRole('button', { name: 'Edit' }));
    const form = screen.getByRole('form', { name: 'Edit condition report' });
    expect(within(form).getByRole('radio', { name: 'Open' })).toBeChecked();
    expect(within(form).getByLabelText('Flow (optional)')).toHaveValue('high');
    await userEvent.selectOptions(within(form).getByLabelText('Flow (optional)'), '');
    await userEvent.click(within(form).getByRole('button', { name: 'Save Changes' }));
    await vi.waitFor(() =>
      expect(screen.queryByRole('form', { name: 'Edit condition report' })).toBeNull(),
    );
    expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({ flow: null });

    await userEvent.click(
      within(screen.getByRole('article', { name: /^Report by river rat/ })).getByRole('button', {
        name: 'Delete',
      }),
    );
    expect(confirm).toHaveBeenCalledWith('Delete this condition report?');
    expect(await screen.findByText('Report deleted.')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'DELETE' && c.path === '/api/reports/5')).toBe(true);
  });

  it('opens the form when a link leads to the panel, and drops the link on cancel', async () => {
    handleApi(({ path }) => (path === LIST ? [200, aPage([])] : undefined));
    const { router } = await renderElement(view, {
      auth: TEST_USER,
      path: '/springs/12#condition-reports-heading',
    });
    expect(await screen.findByRole('form', { name: 'Report conditions' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel report' }));
    expect(screen.queryByRole('form', { name: 'Report conditions' })).not.toBeInTheDocument();
    // The same link changes the address again, and so opens the form again.
    expect(router.state.location).toMatchObject({ pathname: '/springs/12', hash: '' });
  });

  it('pages back through older reports', async () => {
    const calls = handleApi(({ path }) => {
      if (path === LIST) return [200, aPage([aReport()], { total_pages: 2, total: 21 })];
      if (path === '/api/springs/12/reports?page=2')
        return [
          200,
          aPage([aReport({ id: '9', visited_on: '2020-07-04' })], {
            page: 2,
            total_pages: 2,
            total: 21,
          }),
        ];
    });
    await renderElement(view);
    const pager = await screen.findByRole('navigation', { name: 'Report pages' });
    expect(within(pager).getByRole('button', { name: 'Newer reports' })).toBeDisabled();
    await userEvent.click(within(pager).getByRole('button', { name: 'Older reports' }));
    expect(
      await screen.findByRole('article', { name: 'Report by hot tub of Jul 4, 2020' }),
    ).toBeInTheDocument();
    expect(within(pager).getByText('Page 2 of 2')).toBeInTheDocument();
    expect(calls.map((c) => c.path)).toContain('/api/springs/12/reports?page=2');
  });
});
