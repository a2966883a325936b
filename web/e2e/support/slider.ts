import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

/**
 * Moves a slider with its 'Next slide' button, then with ArrowRight, and expects the active slide to change each
 * time; `active` reads the active slide's text.
 */
export async function expectSlidesByButtonAndKey(page: Page, slider: Locator, active: () => Promise<string | null>) {
  const first = await active();
  await slider.getByRole('button', { name: 'Next slide' }).click();
  await expect.poll(active).not.toBe(first);
  const second = await active();
  await page.keyboard.press('ArrowRight');
  await expect.poll(active).not.toBe(second);
}
