import { useRoutes } from '@freight/router';
import { addArea } from '@freight/i18n';
import { useAppStore, type RemoteModule } from '@freight/store';
import { ComingSoon } from '@freight/ui';

const mounted = new WeakSet<RemoteModule>();

/** Injects a module's reducer, saga and texts on first mount; idempotent, so safe during render. */
function useMountModule(module: RemoteModule) {
  const store = useAppStore();
  if (mounted.has(module)) return;
  for (const [area, resources] of Object.entries(module.translations)) addArea(area, resources);
  if (module.feature) store.injectFeature(module.feature);
  mounted.add(module);
}

/** Renders a module's route tree for one base path of the route table. */
export function ModuleRoutes({ module, base }: { module: RemoteModule; base: string }) {
  useMountModule(module);
  const routes = module.routes[base] ?? [{ path: '*', element: <ComingSoon module={module.name} /> }];
  const element = useRoutes(routes);
  return (
    <>
      {element ?? <ComingSoon module={module.name} />}
      <footer className="module-footer" data-testid="module-footer">
        {module.name} · {module.version}
      </footer>
    </>
  );
}
