import type { MouseEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PRODUCT_NAME } from '../../../../shared/constants';
import { LANGUAGES, type Language } from '../../../../shared/enums';
import { changeLanguage, currentLanguage } from '../../../lib/i18n';
import { LANGUAGE_NAMES } from '../../../lib/i18n/languages';
import { LogoMark } from '../../../ui/LogoMark';
import { useLoginHost } from './host';
import { LeanDemoBanner } from './LeanDemoBanner';
import './lean.css';

/** A link inside the app: followed by the host (no page load), like a router link. */
export function AppLink({ to, children }: { to: string; children: ReactNode }) {
  const host = useLoginHost();
  const follow = (e: MouseEvent<HTMLAnchorElement>) => {
    if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    host.navigate(to);
  };
  return (
    <a href={to} onClick={follow}>
      {children}
    </a>
  );
}

function LanguageChoice() {
  const { t } = useTranslation('common');
  return (
    <div className="lean-language">
      <label htmlFor="lean-language">{t('languageLabel')}</label>
      <select
        id="lean-language"
        value={currentLanguage()}
        onChange={(e) => void changeLanguage(e.target.value as Language)}
      >
        {LANGUAGES.map((lng) => (
          <option key={lng} value={lng} lang={lng}>
            {LANGUAGE_NAMES[lng]}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * The frame of the sign-in screens (the empty layout's look without MUI): the logo, a titled card, the
 * language choice under it, anything the screen adds, and the footer.
 */
export function LeanFrame({
  title,
  children,
  after,
}: {
  title: string;
  children: ReactNode;
  after?: ReactNode;
}) {
  const { t } = useTranslation('common');
  return (
    <div className="lean">
      <LeanDemoBanner />
      <header className="lean-header">
        <a className="lean-home" href="/" aria-label={t('header.home', { product: PRODUCT_NAME })}>
          <LogoMark />
          <span>{PRODUCT_NAME}</span>
        </a>
      </header>
      <main className="lean-main" id="main-content" tabIndex={-1}>
        <div className="lean-column">
          <div className="lean-card">
            <h1>{title}</h1>
            {children}
          </div>
          <LanguageChoice />
          {after}
        </div>
      </main>
      <footer className="lean-footer">
        {t('footer.copyright', { product: PRODUCT_NAME, year: new Date().getFullYear() })}
      </footer>
    </div>
  );
}

export function Alert({ kind, children }: { kind: 'error' | 'warning' | 'success'; children: ReactNode }) {
  return (
    <div className={`lean-alert ${kind}`} role={kind === 'success' ? 'status' : 'alert'}>
      {children}
    </div>
  );
}
