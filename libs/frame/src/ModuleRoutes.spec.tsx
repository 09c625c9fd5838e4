import { render } from '@testing-library/react';
import { initI18n } from '@freight/i18n';
import { MemoryRouter, Route, Routes } from '@freight/router';
import type { RemoteModule } from '@freight/store';
import { useDocumentTitle } from '@freight/ui';
import { ModuleRoutes } from './ModuleRoutes';

beforeAll(() => initI18n('en'));

function Screen({ title }: { title?: string }) {
  useDocumentTitle(title);
  return <h1>{title ?? 'untitled'}</h1>;
}

const trucks: RemoteModule = {
  name: 'trucks',
  version: '1.0.0',
  routes: {
    '/trucks': [
      { index: true, element: <Screen /> },
      { path: 'add', element: <Screen title="Add a truck" /> },
    ],
  },
  translations: {},
};

const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/trucks/*" element={<ModuleRoutes module={trucks} base="/trucks" />} />
      </Routes>
    </MemoryRouter>,
  );

describe("a module's document title", () => {
  it("is the module's name for a screen that does not title itself", () => {
    renderAt('/trucks');
    expect(document.title).toBe('Trucks · FreightHub');
  });

  it("is the screen's own title when it has one", () => {
    renderAt('/trucks/add');
    expect(document.title).toBe('Add a truck · FreightHub');
  });
});
