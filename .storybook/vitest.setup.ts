import { afterEach, beforeEach, expect } from 'vitest';
import { page } from 'vitest/browser';

// Screenshots must not depend on where an animation or a blinking caret happened to be.
const freeze = document.createElement('style');
freeze.textContent = `*, *::before, *::after {
  animation-duration: 0s !important; animation-delay: 0s !important;
  transition-duration: 0s !important; transition-delay: 0s !important;
  caret-color: transparent !important;
}
body { min-height: 100vh; }`;
document.head.appendChild(freeze);

beforeEach(async () => {
  await document.fonts.ready;
});

// Visual regression: after the story rendered and its play function passed, the viewport is compared
// with the committed baseline of this story id (see vitest.storybook.config.ts for paths and threshold).
afterEach(async (context) => {
  const storyId = (context.task.meta as { storyId?: string }).storyId;
  if (!storyId || context.task.result?.state === 'fail') return;
  const name = document.documentElement.dataset.theme === 'dark' ? `dark/${storyId}` : storyId;
  await expect.element(page.elementLocator(document.body)).toMatchScreenshot(name);
});
