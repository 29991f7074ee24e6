import type { FrameLocator, Locator, Page } from '@playwright/test';

/** The two ways the portal runs an area (PLUG-14): in its own page, or in a frame on the isolated origin. */
export type AreaMode = 'federated' | 'isolated';

/**
 * One area as a test sees it, whichever mode it runs in: where its content is (the portal's main
 * region, or the frame's document) and the `<html>` its appearance hangs on. The same checks then
 * run against both modes.
 */
export class AreaView {
  readonly page: Page;
  readonly mode: AreaMode;
  /** The area's accessible name in the navigation and, isolated, of its frame. */
  readonly title: string;

  constructor(page: Page, mode: AreaMode, title: string) {
    this.page = page;
    this.mode = mode;
    this.title = title;
  }

  /** The frame an isolated area runs in (titled with the area's name in the portal's language). */
  get frame(): FrameLocator {
    return this.page.frameLocator('iframe[data-testid="isolated-area-frame"]');
  }

  /** Where the area's content is: queried by role and label like the portal's own. */
  get content(): Locator | FrameLocator {
    return this.mode === 'isolated' ? this.frame.locator('body') : this.page.getByRole('main');
  }

  /** The `<html>` of the document the area renders in (Joy's colour scheme, colour-blind mode). */
  get root(): Locator {
    return this.mode === 'isolated' ? this.frame.locator('html') : this.page.locator('html');
  }

  get card(): Locator {
    return this.content.getByTestId('customer-insights-card');
  }

  heading(name: string): Locator {
    return this.content.getByRole('heading', { level: 1, name });
  }
}
