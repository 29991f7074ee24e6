import { afterEach, describe, expect, test } from 'vitest';
import { act, cleanup } from '@testing-library/react';
import { renderWithTranslations } from '@/testing/render-with-translations';
import { PopupDialog } from './popups/popup-dialog';
import { RouteTitle } from './document-title';

const Screen = ({ labelKey, popupOpen }: { labelKey: string; popupOpen: boolean }) => (
  <>
    <RouteTitle labelKey={labelKey} />
    <PopupDialog open={popupOpen} onClose={() => {}} title="About" size={{}}>
      body
    </PopupDialog>
  </>
);

describe('document title', () => {
  afterEach(cleanup);

  test('[UX-02] a route names the tab from its navigation label; an open popup takes over and gives it back on close', () => {
    document.title = 'Management Portal';
    const view = renderWithTranslations(<Screen labelKey="nav.customers" popupOpen={false} />);
    expect(document.title).toBe('Customers · Management Portal');
    view.rerender(<Screen labelKey="nav.customers" popupOpen />);
    expect(document.title).toBe('About · Management Portal');
    view.rerender(<Screen labelKey="nav.pulse" popupOpen />);
    expect(document.title).toBe('About · Management Portal');
    view.rerender(<Screen labelKey="nav.pulse" popupOpen={false} />);
    expect(document.title).toBe('Pulse · Management Portal');
    view.unmount();
    expect(document.title).toBe('Management Portal');
  });

  test('[UX-02] the title follows the language', async () => {
    const view = renderWithTranslations(<RouteTitle labelKey="nav.customers" />);
    expect(document.title).toBe('Customers · Management Portal');
    await act(() => view.i18n.changeLanguage('de'));
    expect(document.title).toBe('Kunden · Verwaltungsportal');
  });
});
