import { useEffect } from 'react';
import { PRODUCT_NAME } from '../../shared/constants/product.ts';

/** The tab's title while a screen shows ('Marketplace | SpareStock'); back to the product name after. */
export function useDocumentTitle(title: string | null) {
  useEffect(() => {
    if (title === null) return;
    document.title = `${title} | ${PRODUCT_NAME}`;
    return () => {
      document.title = PRODUCT_NAME;
    };
  }, [title]);
}
