// What the shell shares of react-router, TanStack Query and react-i18next (PLUG-02): the API an area
// uses inside the portal's one router, query client and i18next. A namespace import (`import * as`)
// would keep every export of these libraries in the startup chunks they share with the shell
// (react-router's data routers alone: ~17 KiB gzip), so these lists are the promise instead; creating
// a router, a query client or an i18next instance is not something an area may do anyway.
export {
  Link,
  NavLink,
  Navigate,
  Outlet,
  Route,
  Routes,
  createSearchParams,
  generatePath,
  matchPath,
  resolvePath,
  useHref,
  useInRouterContext,
  useLocation,
  useMatch,
  useNavigate,
  useNavigationType,
  useOutlet,
  useOutletContext,
  useParams,
  useResolvedPath,
  useRoutes,
  useSearchParams,
} from 'react-router';
