import { waitFor } from '@testing-library/react';
import { renderWithProviders } from '@freight/testing';
import { OrdersHome } from './OrdersHome';

describe('/order', () => {
  it('goes to the sales orders list', async () => {
    const view = await renderWithProviders(<OrdersHome />, { route: '/order', path: '/order' });
    await waitFor(() => expect(view.location()).toBe('/order/list'));
  });
});
