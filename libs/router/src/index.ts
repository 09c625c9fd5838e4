/**
 * The routing primitives the apps use, re-exported from react-router. This lib, not
 * react-router itself, is the shared singleton: a shared package is bundled whole, while
 * a re-export lets the bundler keep only what is used (about 60 KB gzip → see docs/performance.md).
 * Need another export? Add it here; lint forbids importing react-router elsewhere.
 */
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  NavLink,
  Navigate,
  Route,
  Routes,
  matchRoutes,
  useLocation,
  useNavigate,
  useNavigationType,
  useParams,
  useRoutes,
  useSearchParams,
} from 'react-router';
export type { Location, RouteObject, NavigateFunction } from 'react-router';
export { modulePath, routesByBase, type ModulePath, type PathParams, type Query } from './paths';
export { ORDER_PARAM, useOpenOrder } from './order-param';
