import { useRoutes } from '@freight/router';
import { addArea } from '@freight/i18n';
import type { AppStore, RemoteModule } from '@freight/store';
import { ComingSoon } from '@freight/ui';

/**
 * Installs a module into the page once: its texts, then its reducer (with its initial state) and saga.
 * Called when the module has loaded and before it renders, so its first render finds its state.
 */
export function installModule(store: AppStore, module: RemoteModule): void {
  for (const [area, resources] of Object.entries(module.translations)) addArea(area, resources);
  if (module.feature) store.injectFeature(module.feature);
}

/** Renders a module's route tree for one base path of the route table. */
export function ModuleRoutes({ module, base }: { module: RemoteModule; base: string }) {
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
