import type { RouteObject } from '@freight/router';
import { DashboardHome } from './home/DashboardHome';
import { Screen } from './Screen';

/** Route trees keyed by the shell's base paths (libs/frame route table); children are relative. */
export const routes: Record<string, RouteObject[]> = {
  '/dashboard': [
    { index: true, element: <DashboardHome /> },
    { path: 'lanehistory/:id', element: <Screen titleKey="screens.laneHistory" /> },
    { path: 'calendar', element: <Screen titleKey="screens.calendar" /> },
    { path: 'driverschedule', element: <Screen titleKey="screens.driverSchedule" /> },
    { path: 'currentorderslist', element: <Screen titleKey="screens.orderList" /> },
    { path: 'pendingorderslist', element: <Screen titleKey="screens.orderList" /> },
    { path: 'neworderslist', element: <Screen titleKey="screens.orderList" /> },
    { path: 'quotedorderslist', element: <Screen titleKey="screens.orderList" /> },
    { path: 'activeorderslist', element: <Screen titleKey="screens.orderList" /> },
    { path: 'completedorderslist', element: <Screen titleKey="screens.orderList" /> },
    { path: 'riskofdelay', element: <Screen titleKey="screens.riskOfDelay" /> },
    { path: 'delayedorders', element: <Screen titleKey="screens.delayedOrders" /> },
  ],
  '/orders/delayed': [
    { index: true, element: <Screen titleKey="screens.delayedOrders" /> },
  ],
  '/orders/risk-delayed': [
    { index: true, element: <Screen titleKey="screens.riskOfDelay" /> },
  ],
  '/reports': [
    { index: true, element: <Screen titleKey="screens.reports" /> },
  ],
};
