/** The screens of the stock area, loaded as one chunk by the router. */
export { StocksPage } from './StocksPage.tsx';
export { ProductStockPage } from './ProductStockPage.tsx';
