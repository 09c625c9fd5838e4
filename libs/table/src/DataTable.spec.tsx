import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initI18n } from '@freight/i18n';
import { DataTable, type Column } from './DataTable';
import { Pagination } from './Pagination';

interface Row {
  id: string;
  city: string;
}
const columns: Column<Row>[] = [
  { key: 'id', header: 'Id', render: (r) => r.id },
  { key: 'city', header: 'City', render: (r) => r.city },
];
const rows = (n: number) => Array.from({ length: n }, (_, i) => ({ id: `r${i}`, city: `City ${i}` }));

beforeAll(() => initI18n('en'));

describe('DataTable', () => {
  it('renders every row of a short list in a captioned table', () => {
    render(<DataTable caption="Addresses" columns={columns} rows={rows(20)} rowKey={(r) => r.id} />);
    expect(screen.getByRole('table', { name: 'Addresses' })).toBeInTheDocument();
    expect(screen.getAllByTestId('table-row')).toHaveLength(20);
    expect(screen.getByRole('columnheader', { name: 'City' })).toBeInTheDocument();
  });

  it("names its scrolling region apart from a page section titled like its caption (landmarks' names are unique)", () => {
    render(
      <section aria-label="Addresses">
        <DataTable caption="Addresses" columns={columns} rows={rows(3)} rowKey={(r) => r.id} />
      </section>,
    );
    expect(screen.getAllByRole('region').map((region) => region.getAttribute('aria-label'))).toEqual(['Addresses', 'Table: Addresses']);
  });

  it('draws only the visible rows of 10,000', () => {
    // jsdom lays nothing out: give the scroller the height a browser would.
    jest.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(400);
    jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(800);
    render(<DataTable caption="Trucks" columns={columns} rows={rows(10_000)} rowKey={(r) => r.id} height={400} />);
    const drawn = screen.getAllByTestId('table-row').length;
    expect(drawn).toBeGreaterThan(0);
    expect(drawn).toBeLessThan(60);
    expect(screen.getByRole('table')).toHaveAttribute('aria-rowcount', '10001');
  });

  it('shows the loading and empty states', () => {
    const { rerender } = render(<DataTable caption="x" columns={columns} rows={[]} rowKey={(r) => r.id} loading />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    rerender(<DataTable caption="x" columns={columns} rows={[]} rowKey={(r) => r.id} empty="No addresses yet" />);
    expect(screen.getByText('No addresses yet')).toBeInTheDocument();
  });
});

describe('Pagination', () => {
  it('moves between pages and disables the ends', async () => {
    const onPage = jest.fn();
    render(<Pagination page={1} limit={20} total={45} onPage={onPage} />);
    expect(screen.getByText('Page 1 of 3 (45 in all)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onPage).toHaveBeenCalledWith(2);
  });
});
