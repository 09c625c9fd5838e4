import type { ReactNode } from 'react';
import type { Plan } from '@freight/contracts';
import { formatCents, planLabel, planTexts, useTranslation } from '@freight/i18n';

/** One plan: name, price per period, what it includes; `action` is the button or link under it. */
export function PlanCard({ plan, action, headingLevel = 2 }: { plan: Plan; action?: ReactNode; headingLevel?: 2 | 3 }) {
  const { t, i18n } = useTranslation();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const { description, features } = planTexts(t, plan);
  return (
    <article className="card plan-card" aria-labelledby={`plan-${plan.planKey}`}>
      <Heading id={`plan-${plan.planKey}`}>{planLabel(t, { key: plan.planKey, name: plan.name })}</Heading>
      <p className="plan-price">
        {t(`account.plans.per.${plan.interval === 'year' ? 'year' : 'month'}`, { price: formatCents(plan.priceCents, plan.currency, i18n.language) })}
      </p>
      <p>{description}</p>
      <ul className="plan-features">
        {features.map((feature) => (
          <li key={feature}>{feature}</li>
        ))}
      </ul>
      {action}
    </article>
  );
}
