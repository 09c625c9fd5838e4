import { DASHBOARD_SIDES, type CompanyType, type DashboardSide } from '@freight/contracts';
import { selectAccess, selectPermissions } from '@freight/auth';
import { useTranslation } from '@freight/i18n';
import { useSearchParams } from '@freight/router';
import { useAppSelector } from '@freight/store';
import { SegmentedChoice } from '@freight/ui';

const SIDE_PARAM = 'side';
/** Parameters that mean something on one side only: the page, and the lists' and reports' counterparty filters. */
const SIDE_BOUND_PARAMS = ['page', 'counterparty', 'customer', 'carrier'] as const;

/**
 * The side a user sees first when the URL names none: a shipper company its loads, a carrier company the loads it
 * carries; in a company that does both, a user who dispatches trucks (`carrier`) but keeps no address book
 * (`address`) is the carrier's dispatcher, anyone else the shipper (docs/modules/dashboard.md, "Side").
 */
export function defaultSide(companyType: CompanyType | undefined, permissionKeys: readonly string[]): DashboardSide {
  if (companyType === 'carrier') return 'carrier';
  if (companyType === 'both' && permissionKeys.includes('carrier') && !permissionKeys.includes('address')) return 'carrier';
  return 'shipper';
}

/** The dashboard's side: `?side=` when valid, else the default above; `canSwitch` for a company that does both. */
export function useDashboardSide(): { side: DashboardSide; canSwitch: boolean; setSide(side: DashboardSide): void } {
  const [params, setParams] = useSearchParams();
  const access = useAppSelector(selectAccess);
  const permissions = useAppSelector(selectPermissions);
  const companyType = access.data?.companyType;
  const asked = params.get(SIDE_PARAM);
  const side = DASHBOARD_SIDES.find((value) => value === asked) ?? defaultSide(companyType, permissions.keys);
  return {
    side,
    canSwitch: companyType === 'both',
    setSide(next) {
      const query = new URLSearchParams(params);
      query.set(SIDE_PARAM, next);
      // Another side is another list: back to its first page, without the other side's counterparty filters
      // (a customer of one side is no carrier of the other).
      for (const key of SIDE_BOUND_PARAMS) query.delete(key);
      setParams(query);
    },
  };
}

/** "Our shipments" / "Loads we carry" for a company that does both (nothing for the others). */
export function SideSwitch() {
  const { t } = useTranslation('dashboard');
  const { side, canSwitch, setSide } = useDashboardSide();
  if (!canSwitch) return null;
  return (
    <SegmentedChoice
      legend={t('side.legend')}
      name="dashboard-side"
      options={DASHBOARD_SIDES.map((value) => ({ value, label: t(`side.${value}`) }))}
      value={side}
      onChange={setSide}
    />
  );
}
