import { expect, it } from 'vitest';
import path from 'node:path';
import { catalogProblems } from '../../../../../tools/i18n';

it('has every key in English and Hebrew, each used, with the same placeholders and compiled', () => {
  expect(catalogProblems(import.meta.dirname, [path.join(import.meta.dirname, '..')])).toEqual([]);
});
