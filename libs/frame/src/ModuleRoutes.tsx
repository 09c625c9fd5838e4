import { useRoutes } from '@freight/router';
import { addArea, useTranslation } from '@freight/i18n';
import type { AppStore, RemoteModule } from '@freight/store';
import { ComingSoon, DocumentTitle } from '@freight/ui';
import { remoteLabel } from './navigation';

/**
 * Installs a module into the page once: its texts, then its reducer (with its initial state) and saga.
 * Called when the module has loaded and before it renders, so its first render finds its state.
 */
export function installModule(store: AppStore, module: RemoteModule): void {
  for (const [area, resources] of Object.entries(module.translations)) addArea(area, resources);
  if (module.feature) store.injectFeature(module.feature);
}

/**
 * Renders a module's route tree for one base path of the route table. The document is titled with the module's
 * name until a screen titles itself (`useDocumentTitle` from libs/ui).
 */
export function ModuleRoutes({ module, base }: { module: RemoteModule; base: string }) {
  const { t } = useTranslation();
  const routes = module.routes[base] ?? [{ path: '*', element: <ComingSoon module={module.name} /> }];
  const element = useRoutes(routes);
  return (
    <DocumentTitle title={remoteLabel(t, module.name)}>
      {element ?? <ComingSoon module={module.name} />}
      <footer className="module-footer" data-testid="module-footer">
        {module.name} · {module.version}
      </footer>
    </DocumentTitle>
  );
}
