import { act, render } from '@testing-library/react';
import { useState } from 'react';
import { changeLanguage, initI18n, useTranslation } from '@freight/i18n';
import { DocumentTitle, useDocumentTitle } from './DocumentTitle';

beforeAll(() => initI18n('en'));
afterEach(() => changeLanguage('en'));

function Screen({ title }: { title?: string }) {
  useDocumentTitle(title);
  return <p>{title}</p>;
}

describe('the document title', () => {
  it('names the page, then the product', () => {
    render(<Screen title="Log in" />);
    expect(document.title).toBe('Log in · FreightHub');
  });

  it('lets a screen inside a titled module title itself, whatever order effects run in', () => {
    const { unmount } = render(
      <DocumentTitle title="Address book">
        <Screen title="Add an address" />
      </DocumentTitle>,
    );
    expect(document.title).toBe('Add an address · FreightHub');
    unmount();
    expect(document.title).toBe('FreightHub');
  });

  it('falls back to the module title when the screen has none yet, and follows the screen when it changes', () => {
    let setTitle: (title: string | undefined) => void = () => undefined;
    function Loading() {
      const [title, set] = useState<string | undefined>(undefined);
      setTitle = set;
      return <Screen title={title} />;
    }
    render(
      <DocumentTitle title="Address book">
        <Loading />
      </DocumentTitle>,
    );
    expect(document.title).toBe('Address book · FreightHub');
    act(() => setTitle('Warehouse 12'));
    expect(document.title).toBe('Warehouse 12 · FreightHub');
  });

  it('follows the language', async () => {
    function Translated() {
      const { t } = useTranslation();
      useDocumentTitle(t('login.title'));
      return null;
    }
    render(<Translated />);
    expect(document.title).toBe('Log in · FreightHub');
    await act(() => changeLanguage('fr'));
    expect(document.title).toMatch(/ · FreightHub$/);
    expect(document.title).not.toBe('Log in · FreightHub');
  });
});
