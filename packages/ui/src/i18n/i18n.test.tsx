import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { compileCatalog } from '../../../../tools/i18n';
import { defineCatalog, loadLocale, localeFromLanguages, directionOf } from './catalog';
import { LocaleProvider, useTranslate } from './react';

const messages = {
  en: compileCatalog({ count: '{n, plural, one {# message} other {# messages}}', hello: 'Hello, {name}' }),
  he: compileCatalog({ count: '{n, plural, one {הודעה אחת} two {שתי הודעות} other {# הודעות}}', hello: 'שלום, {name}' }),
};

const fixture = () => {
  let loads = 0;
  const catalog = defineCatalog<'count' | 'hello'>(messages.en, {
    he: async () => {
      loads += 1;
      return { default: messages.he };
    },
  });
  return { catalog, loads: () => loads };
};

describe('catalogs', () => {
  it("uses Hebrew's one, two and other forms, and English's one and other", async () => {
    const { catalog } = fixture();
    await catalog.load('he');
    expect([1, 2, 3, 11].map((n) => catalog.translate('he', 'count', { n }))).toEqual(['הודעה אחת', 'שתי הודעות', '3 הודעות', '11 הודעות']);
    expect([1, 2].map((n) => catalog.translate('en', 'count', { n }))).toEqual(['1 message', '2 messages']);
  });

  it('loads a language once, however many ask for it at the same time', async () => {
    const { catalog, loads } = fixture();
    expect(catalog.isLoaded('he')).toBe(false);
    await Promise.all([catalog.load('he'), catalog.load('he'), loadLocale('he')]);
    expect(loads()).toBe(1);
    expect(catalog.isLoaded('he')).toBe(true);
  });

  it('tries a language again after its chunk failed to load', async () => {
    let attempts = 0;
    const catalog = defineCatalog<'hello'>(messages.en, {
      he: async () => {
        attempts += 1;
        if (attempts === 1) throw new Error('offline');
        return { default: messages.he };
      },
    });
    await expect(catalog.load('he')).rejects.toThrow('offline');
    await catalog.load('he');
    expect(catalog.translate('he', 'hello', { name: 'Dana' })).toBe('שלום, Dana');
  });

  it('follows the first of the browser languages it has, by primary subtag', () => {
    expect(localeFromLanguages(['fr-FR', 'he-IL', 'en'])).toBe('he');
    expect(localeFromLanguages(['iw'])).toBe('he');
    expect(localeFromLanguages(['de', 'fr'])).toBe('en');
    expect(localeFromLanguages(undefined)).toBe('en');
    expect(directionOf('he')).toBe('rtl');
    expect(directionOf('en')).toBe('ltr');
  });
});

describe('useTranslate', () => {
  function Greeting() {
    const t = useTranslate(catalog);
    return <p>{t('hello', { name: 'Dana' })}</p>;
  }
  const { catalog } = fixture();

  it('speaks English without a provider', () => {
    render(<Greeting />);
    expect(screen.getByText('Hello, Dana')).toBeTruthy();
  });

  it('waits for a language that is not loaded yet, then shows it, never English first', async () => {
    render(
      <LocaleProvider locale="he">
        <Suspense fallback={<p>waiting</p>}>
          <Greeting />
        </Suspense>
      </LocaleProvider>,
    );
    expect(screen.queryByText('Hello, Dana')).toBeNull();
    expect(await screen.findByText('שלום, Dana')).toBeTruthy();
  });
});
