import { act, screen } from '@testing-library/react';
import type { Plan } from '@freight/contracts';
import { changeLanguage } from '@freight/i18n';
import { renderWithProviders } from '@freight/testing';
import { PlanCard } from './PlanCard';

/** The plan as the API stores it (seed/reference.ts): English, whatever language it was fetched in. */
const PRO: Plan = {
  planKey: 'pro',
  name: 'Professional',
  description: 'For growing shippers and carriers.',
  priceCents: 14_900,
  currency: 'USD',
  interval: 'month',
  features: ['Everything in Starter', 'Purchase orders and container tracking', 'Sales orders and ERP', 'Up to 100 trucks'],
  maxUsers: 25,
  maxTrucks: 100,
};

describe('PlanCard', () => {
  it("shows the plan's name, description and features in the reader's language, and follows a change of language", async () => {
    await renderWithProviders(<PlanCard plan={PRO} />, { language: 'fr' });
    expect(screen.getByRole('heading', { name: 'Professionnel' })).toBeInTheDocument();
    expect(screen.getByText('Pour les expéditeurs et transporteurs en croissance.')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Tout ce que comprend le forfait Démarrage',
      'Bons de commande et suivi des conteneurs',
      'Commandes clients et ERP',
      "Jusqu'à 100 camions",
    ]);

    await act(() => changeLanguage('sp'));
    expect(screen.getByRole('heading', { name: 'Profesional' })).toBeInTheDocument();
    expect(screen.getByText('Para cargadores y transportistas en crecimiento.')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')[0]).toHaveTextContent('Todo lo del plan Inicial');
  });

  it('a plan without texts in the app shows what the API sent', async () => {
    await renderWithProviders(<PlanCard plan={{ ...PRO, planKey: 'fleet', name: 'Fleet', description: 'A plan of tomorrow.', features: ['Everything'] }} />, {
      language: 'sp',
    });
    expect(screen.getByRole('heading', { name: 'Fleet' })).toBeInTheDocument();
    expect(screen.getByText('A plan of tomorrow.')).toBeInTheDocument();
    expect(screen.getByRole('listitem')).toHaveTextContent('Everything');
  });
});
