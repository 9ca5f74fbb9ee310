import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EMPTY_FILTERS } from './filter-state';
import { SpringFilters } from './spring-filters';

describe('SpringFilters', () => {
  it("offers 'All States' and the 50 states", () => {
    render(<SpringFilters value={EMPTY_FILTERS} onChange={() => undefined} />);
    const options = screen.getAllByRole('option');
    expect(options).toHaveLength(51);
    expect(options[0]).toHaveTextContent('All States');
  });

  it('reports each change as a whole filter state', async () => {
    const onChange = vi.fn();
    render(<SpringFilters value={{ ...EMPTY_FILTERS, tempRanges: ['hot'] }} onChange={onChange} />);
    await userEvent.selectOptions(screen.getByRole('combobox'), 'NV');
    expect(onChange).toHaveBeenLastCalledWith({
      ...EMPTY_FILTERS,
      state: 'NV',
      tempRanges: ['hot'],
    });
    await userEvent.click(screen.getByRole('checkbox', { name: 'Mild 70-84F' }));
    expect(onChange).toHaveBeenLastCalledWith({ ...EMPTY_FILTERS, tempRanges: ['mild', 'hot'] });
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(onChange).toHaveBeenLastCalledWith(EMPTY_FILTERS);
  });

  it('sends the name text once typing pauses', async () => {
    const onChange = vi.fn();
    render(<SpringFilters value={EMPTY_FILTERS} onChange={onChange} withName />);
    await userEvent.type(screen.getByPlaceholderText('Search by name...'), 'spa');
    expect(onChange).not.toHaveBeenCalled();
    await vi.waitFor(() =>
      expect(onChange).toHaveBeenCalledWith({ ...EMPTY_FILTERS, search: 'spa' }),
    );
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('offers the reported-open filter only where asked, as 90 days or none', async () => {
    const onChange = vi.fn();
    const { rerender } = render(<SpringFilters value={EMPTY_FILTERS} onChange={onChange} />);
    const name = 'Reported open in the last 90 days';
    expect(screen.queryByRole('checkbox', { name })).not.toBeInTheDocument();

    rerender(<SpringFilters value={EMPTY_FILTERS} onChange={onChange} withReportedOpen />);
    await userEvent.click(screen.getByRole('checkbox', { name }));
    expect(onChange).toHaveBeenLastCalledWith({ ...EMPTY_FILTERS, reportedOpenWithinDays: 90 });

    const checked = { ...EMPTY_FILTERS, reportedOpenWithinDays: 90 };
    rerender(<SpringFilters value={checked} onChange={onChange} withReportedOpen />);
    expect(screen.getByRole('checkbox', { name })).toBeChecked();
    await userEvent.click(screen.getByRole('checkbox', { name }));
    expect(onChange).toHaveBeenLastCalledWith(EMPTY_FILTERS);
  });
});
