import { useEffect } from 'react';
import { PRODUCT_NAME } from '../../shared/constants';

/** Names the browser tab after the page ('General settings · Stride'), so screen readers announce it. */
export function usePageTitle(title: string | null | undefined): void {
  useEffect(() => {
    document.title = title && title !== PRODUCT_NAME ? `${title} · ${PRODUCT_NAME}` : PRODUCT_NAME;
  }, [title]);
}
